/** The contract's sites: each location's own zone and working week, kept with the account's settings. */
import { z } from 'zod';
import type { OpeningHours } from '../sites/opening-hours';
import type { ZoneSuggestion } from '../sites/zone-suggestion';
import { id, zone } from './fields';
import { timeOfDaySchema } from './settings';

/** The open span of each weekday, Monday first; null where the site is closed. */
export const openingHoursSchema = z
  .array(timeOfDaySchema.nullable())
  .length(7, 'Give the hours of all seven weekdays, Monday first.')
  .readonly() satisfies z.ZodType<OpeningHours>;

/** One site's settings: its zone (null: the account's) and its hours (null: every hour of every day). */
export const siteSettingsSchema = z.object({
  zone: zone.nullable(),
  hours: openingHoursSchema.nullable(),
});

/** A site's settings as saved. */
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** The arguments of the site methods. */
export const siteArgSchemas = {
  listSites: z.object({ accountId: id }),
  updateSites: z.object({
    accountId: id,
    // Several sites at once: the Sites page saves its table in one go.
    sites: z
      .array(siteSettingsSchema.extend({ locationId: id }))
      .min(1, 'Choose at least one site.')
      .max(5000),
  }),
  suggestSiteZones: z.object({ accountId: id }),
} as const;

/** A site of the account: the location, and its settings if it has any. */
export interface SiteRow {
  readonly locationId: string;
  readonly name: string | null;
  /** Null until the site has settings: its figures use the account's zone, every hour of every day. */
  readonly settings: SiteSettings | null;
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
