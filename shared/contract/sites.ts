/** The contract's sites: each location's own zone and working week, kept with the account's settings. */
import { z } from 'zod';
import type { OpeningHours } from '../sites/opening-hours';
import type { TargetBand } from '../sites/target-band';
import type { ZoneSuggestion } from '../sites/zone-suggestion';
import { id, siteZone } from './fields';
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
 * One site's settings: its zone (null: the account's), its hours (null: every hour of every day) and
 * its target utilisation band (null: none; absent in an update: left as it is).
 */
export const siteSettingsSchema = z.object({
  zone: siteZone.nullable(),
  hours: openingHoursSchema.nullable(),
  target: targetBandSchema.nullable().optional(),
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
});

/** A site's change as the backend takes it. */
export type SiteChange = z.output<typeof siteChangeSchema>;

/** The arguments of the site methods. */
export const siteArgSchemas = {
  listSites: z.object({ accountId: id }),
  updateSites: z.object({
    accountId: id,
    // Several sites at once: the Sites page saves its table in one go.
    sites: z.array(siteChangeSchema).min(1, 'Choose at least one site.').max(5000),
  }),
  suggestSiteZones: z.object({ accountId: id }),
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

/** What the site methods resolve to. */
export interface SiteResults {
  listSites: SiteList;
  updateSites: SiteList;
  suggestSiteZones: SiteZoneSuggestions;
}
