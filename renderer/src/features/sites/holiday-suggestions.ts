/**
 * Suggesting public-holiday calendars in bulk: each site without one gets the calendar its own zone
 * suggests (suggestedHolidayCalendar), in the draft only, for the manager to check and save. Sites
 * it cannot suggest for are named, with why. Pure.
 */
import type { SiteRow } from '#shared/contract';
import { suggestedHolidayCalendar } from '#shared/sites/holiday-suggestion';
import { applyHolidays, shownSettings, type SitesDraft } from './sites-draft';

/** What a suggestion came to: the new draft, and which sites it filled or could not. */
export interface HolidaySuggestionOutcome {
  readonly draft: SitesDraft;
  /** The sites given a calendar, each with it. */
  readonly filled: readonly (readonly [site: SiteRow, calendar: string])[];
  /** Sites without a calendar and without a zone of their own to suggest one from. */
  readonly withoutZone: readonly SiteRow[];
  /** Sites without a calendar whose zone suggests none (the table does not know it). */
  readonly unknownZone: readonly SiteRow[];
}

/**
 * Fills in each of `sites` that has no calendar (as the draft shows it) the one its own zone
 * suggests. A site counted in the account's zone is left out: the account's zone says where the
 * company is, not where that site is.
 */
export function suggestHolidays(
  draft: SitesDraft,
  sites: readonly SiteRow[],
): HolidaySuggestionOutcome {
  const byCalendar = new Map<string, Set<string>>();
  const filled: (readonly [SiteRow, string])[] = [];
  const withoutZone: SiteRow[] = [];
  const unknownZone: SiteRow[] = [];
  for (const site of sites) {
    const settings = shownSettings(draft, site);
    if (settings?.holidays) continue;
    const zone = settings?.zone ?? null;
    if (zone === null) {
      withoutZone.push(site);
      continue;
    }
    const calendar = suggestedHolidayCalendar(zone);
    if (calendar === null) {
      unknownZone.push(site);
      continue;
    }
    const ids = byCalendar.get(calendar) ?? new Set<string>();
    byCalendar.set(calendar, ids.add(site.locationId));
    filled.push([site, calendar]);
  }
  let next = draft;
  // A calendar at a time: one pass over the sites for each, not one for each site.
  for (const [calendar, ids] of byCalendar) next = applyHolidays(next, sites, ids, calendar);
  return { draft: next, filled, withoutZone, unknownZone };
}
