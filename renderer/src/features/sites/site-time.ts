/**
 * Which clock a page is shown on. Under site time a site with a zone is shown in that zone, and its
 * figures and exports ask for `siteTime` with the account's zone as the fallback for sites without
 * one; under a fixed zone, everything is in the account's zone, as before sites had clocks. Pure.
 */
import type { SiteList } from '#shared/contract';
import { isValidTimeZone } from '#shared/time/zone';
import type { ZoneChoice } from './zone-choice';

/** Where the page is: one location, every location (All locations), or none yet. */
export type Place = { readonly locationId: string } | 'all' | null;

/** The clock a page is shown on. */
export interface ShownClock {
  /** The zone the page's days and times are in: the site's under site time, else the account's. */
  readonly zone: string;
  /** Insights, All locations and exports ask for each site's own clock (`siteTime: true`). */
  readonly siteTime: boolean;
  /** The account's zone: site time's fallback, and every page's zone under a fixed zone. */
  readonly fallbackZone: string;
  /** Site time changes something here: the site has a zone (on All locations, some site has). */
  readonly siteTimeShown: boolean;
  /** Site time would change something here, whatever the choice. */
  readonly siteTimeAvailable: boolean;
  /** The current site's own zone, if it has one. */
  readonly siteZone: string | null;
}

/** A site's own zone from its settings, if it has a valid one. */
export function siteZoneOf(sites: SiteList | undefined, locationId: string): string | null {
  const zone = sites?.sites.find((s) => s.locationId === locationId)?.settings?.zone ?? null;
  return zone && isValidTimeZone(zone) ? zone : null;
}

/** The clock of `place` under `choice`, with `accountZone` the account's (saved, else the system's). */
export function shownClock(
  choice: ZoneChoice,
  accountZone: string,
  sites: SiteList | undefined,
  place: Place,
): ShownClock {
  const siteZone = place && place !== 'all' ? siteZoneOf(sites, place.locationId) : null;
  const available =
    place === 'all'
      ? (sites?.sites.some((s) => siteZoneOf(sites, s.locationId) !== null) ?? false)
      : siteZone !== null;
  const siteTime = choice === 'site';
  return {
    zone: siteTime && siteZone ? siteZone : accountZone,
    siteTime,
    fallbackZone: accountZone,
    siteTimeShown: siteTime && available,
    siteTimeAvailable: available,
    siteZone,
  };
}
