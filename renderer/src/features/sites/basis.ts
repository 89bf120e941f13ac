/**
 * The basis of a site's figures in words: its working week and the zone it is counted in, written as
 * the command line and the files write them (shared/sites/hours-text.ts). Pure.
 */
import type { SiteSettings } from '#shared/contract';
import { hoursText } from '#shared/sites/hours-text';
import { isAlwaysOpen, type OpeningHours } from '#shared/sites/opening-hours';
import type { OutsideOpening, SiteClock } from '#shared/sites/site-clock';

/** What a site without hours (or open all the time) counts. */
export const EVERY_HOUR = 'every hour of every day';

/** "Mon–Fri 08:00–18:00", or "every hour of every day" for none or always open. */
export function weekText(hours: OpeningHours | null): string {
  return hours === null || isAlwaysOpen(hours) ? EVERY_HOUR : hoursText(hours);
}

/**
 * "Mon–Fri 08:00–18:00, Australia/Sydney", or "every hour of every day, Europe/London (no site
 * settings)": what a location's figures were counted on. `zone` is the zone they are read in (a fixed
 * zone other than the site's is said too: the hours are still the site's own).
 */
export function basisText(site: SiteClock | null, zone: string): string {
  if (!site) return `${EVERY_HOUR}, ${zone} (no site settings)`;
  const text = `${weekText(site.hours)}, ${site.zone}`;
  return site.zone === zone ? text : `${text}; times shown in ${zone}`;
}

/** The basis a site's settings give, in the account's zone where the site has none of its own. */
export function settingsBasis(settings: SiteSettings | null, accountZone: string): string {
  if (!settings) return basisText(null, accountZone);
  const zone = settings.zone ?? accountZone;
  const text = basisText({ zone, hours: settings.hours }, zone);
  return settings.zone ? text : `${text} (the account’s zone)`;
}

/** "3 h 20 min", "45 min", "0 min": whole hours are not turned into days. */
export function hoursMinutes(ms: number, formatCount: (n: number) => string): string {
  const minutes = Math.floor(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${formatCount(h)} h` : `${formatCount(h)} h ${m} min`;
}

/** "Outside opening hours: 12 bookings, 3 h 20 min", or null when nothing was outside. */
export function outsideText(
  outside: OutsideOpening,
  formatCount: (n: number) => string,
): string | null {
  if (outside.bookings === 0 && outside.ms === 0) return null;
  const bookings = `${formatCount(outside.bookings)} booking${outside.bookings === 1 ? '' : 's'}`;
  return `Outside opening hours: ${bookings}, ${hoursMinutes(outside.ms, formatCount)}`;
}
