/**
 * The contract's sites: each location's own zone, working week, public-holiday calendar and
 * closures, kept with the account's settings.
 */
import { z } from 'zod';
import type { OpeningHours } from '../sites/opening-hours';
import type { TargetBand } from '../sites/target-band';
import type { ZoneSuggestion } from '../sites/zone-suggestion';
import { daysBetween, parseIsoDate } from '../time/civil';
import type { LocationClock } from '../sites/site-clock';
import { checkPeriod, id, isoDate, siteZone, zone } from './fields';
import { timeOfDaySchema } from './settings';

/** The open span of each weekday, Monday first; null where the site is closed. */
export const openingHoursSchema = z
  .array(timeOfDaySchema.nullable())
  .length(7, 'Give the hours of all seven weekdays, Monday first.')
  .readonly() satisfies z.ZodType<OpeningHours>;

const BAND_RANGE = 'Give a target between 0% and 100%.';

/** A utilisation band aimed for, as ratios: 0 ≤ low < high ≤ 1. */
export const targetBandSchema = z
  .object({
    low: z.number().min(0, BAND_RANGE).max(1, BAND_RANGE),
    high: z.number().min(0, BAND_RANGE).max(1, BAND_RANGE),
  })
  .refine((b) => b.low < b.high, 'A target’s low end must be below its high end.')
  .readonly() satisfies z.ZodType<TargetBand>;

/**
 * A public-holiday calendar: a country's two-letter code, and a region where its holidays differ
 * (GB-ENG, DE-BY, US-NY; a third part names a region within it, DE-BY-A). The backend checks it is
 * one date-holidays knows and saves it as that library spells it.
 */
export const holidayCalendarSchema = z
  .string()
  .trim()
  .max(50)
  .regex(
    /^[A-Za-z]{2}(-[A-Za-z0-9]{1,20}){0,2}$/,
    'Give a holiday calendar as a country code with an optional region, such as GB, GB-ENG or DE-BY.',
  );

/**
 * One site's settings: its zone (null: the account's), its hours (null: every hour of every day),
 * its target utilisation band and its public-holiday calendar (each null: none; absent in an
 * update: left as it is).
 */
export const siteSettingsSchema = z.object({
  zone: siteZone.nullable(),
  hours: openingHoursSchema.nullable(),
  target: targetBandSchema.nullable().optional(),
  // Its public holidays are closed days: no open time. The backend always gives it (null: none).
  holidays: holidayCalendarSchema.nullable().optional(),
});

/** A site's settings as saved. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/**
 * A change to one site: what it leaves out stays as saved, so two changes to one site made at once
 * (the zone from one command, the target from another) both stay.
 */
export const siteChangeSchema = z.object({
  locationId: id,
  zone: siteSettingsSchema.shape.zone.optional(),
  hours: siteSettingsSchema.shape.hours.optional(),
  target: siteSettingsSchema.shape.target,
  holidays: siteSettingsSchema.shape.holidays,
});

/** A site's change as the backend takes it. */
export type SiteChange = z.output<typeof siteChangeSchema>;

/** The longest closure, in days: a year, leap day included. */
export const MAX_CLOSURE_DAYS = 366;
/** The longest reason a closure keeps, in characters. */
export const MAX_CLOSURE_REASON = 200;

// Control characters and bidi overrides would act on a terminal or turn a file's text around.
const UNSAFE_TEXT = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/** Why a site is closed, as the manager says it: one line, shown beside the closed days' figures. */
const closureReason = z
  .string()
  .trim()
  .min(1, 'Say why the site is closed, e.g. "Resurfacing".')
  .max(MAX_CLOSURE_REASON, `Keep the reason to ${MAX_CLOSURE_REASON} characters.`)
  .refine((text) => !UNSAFE_TEXT.test(text), 'Write the reason as one line of plain text.');

/**
 * Checks a closure's (or a reopening's) days: the last not before the first (`to` absent: `from`
 * alone), and with `longest`, at most that many days.
 */
function checkDays(longest: number | null) {
  return (days: { readonly from: string; readonly to?: string }, ctx: z.RefinementCtx): void => {
    const to = days.to ?? days.from;
    if (!parseIsoDate(days.from) || !parseIsoDate(to)) return; // already reported
    const length = daysBetween(days.from, to) + 1;
    if (length < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The last day (${to}) is before the first (${days.from}). Choose a last day on or after the first.`,
      });
    else if (longest !== null && length > longest)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A closure covers at most ${longest} days; this one has ${length}. Close the site a year at a time.`,
      });
  };
}

/** Whole days a site is closed, its local days from `from` to `to` (both included), and why. */
export interface SiteClosure {
  readonly from: string;
  readonly to: string;
  readonly reason: string;
}

/** The arguments of the site methods. */
export const siteArgSchemas = {
  listSites: z.object({ accountId: id }),
  updateSites: z.object({
    accountId: id,
    // Several sites at once: the Sites page saves its table in one go.
    sites: z.array(siteChangeSchema).min(1, 'Choose at least one site.').max(5000),
  }),
  suggestSiteZones: z.object({ accountId: id }),
  // Whole days from `from` to `to` (absent: `from` alone). One that overlaps a saved closure is
  // refused, naming it: reopen first.
  closeSite: z
    .object({
      accountId: id,
      locationId: id,
      from: isoDate,
      to: isoDate.optional(),
      reason: closureReason,
    })
    .superRefine(checkDays(MAX_CLOSURE_DAYS)),
  // Removes every closure of the site that overlaps the days, whole; `to` absent: `from` alone.
  reopenSite: z
    .object({ accountId: id, locationId: id, from: isoDate, to: isoDate.optional() })
    .superRefine(checkDays(null)),
  listHolidayCalendars: z.object({}),
  // The clock a location's days are counted on: what the Timeline's figures and shading follow.
  getSiteClock: z
    .object({
      accountId: id,
      locationId: id,
      from: isoDate,
      to: isoDate,
      zone,
      siteTime: z.boolean().default(false),
    })
    .superRefine(checkPeriod(() => false)),
} as const;

/** A site of the account: the location, and its settings if it has any. */
export interface SiteRow {
  readonly locationId: string;
  readonly name: string | null;
  /** Null until the site has settings: its figures use the account's zone, every hour of every day. */
  readonly settings: SiteSettings | null;
  /**
   * A zone saved for the site that is not a zone (any more): its figures use the account's zone,
   * its hours and target are kept, and the manager is asked to set the zone again. Else null.
   */
  readonly invalidZone: string | null;
  /**
   * Its closures, by first day. The backend always gives them (an empty list: none); absent reads
   * as none.
   */
  readonly closures?: readonly SiteClosure[];
}

/** Every site of the account, in the API's order. */
export interface SiteList {
  readonly sites: readonly SiteRow[];
}

/** A zone suggested for a site without one: the manager applies it or not. */
export interface SiteZoneSuggestion extends ZoneSuggestion {
  readonly locationId: string;
}

/** The suggestions for the account's sites without a zone; a site nothing suggests is left out. */
export interface SiteZoneSuggestions {
  readonly suggestions: readonly SiteZoneSuggestion[];
}

/** The sites after a reopening, and the closures it removed (whole, even where they ran past its days). */
export interface SiteReopened extends SiteList {
  readonly removed: readonly SiteClosure[];
}

/** A public-holiday calendar a site can take. */
export interface HolidayCalendar {
  /** Its code, as saved: GB, GB-ENG, DE-BY-A. */
  readonly code: string;
  /** The country's name, in English. */
  readonly country: string;
  /** The region's name (a region within a region after a colon); null for the whole country. */
  readonly region: string | null;
}

/** Every calendar there is, by code; only their public holidays count (not bank, school or observance days). */
export interface HolidayCalendars {
  readonly calendars: readonly HolidayCalendar[];
}

/** What the site methods resolve to. */
export interface SiteResults {
  listSites: SiteList;
  updateSites: SiteList;
  suggestSiteZones: SiteZoneSuggestions;
  closeSite: SiteList;
  reopenSite: SiteReopened;
  listHolidayCalendars: HolidayCalendars;
  getSiteClock: LocationClock;
}
