/**
 * The basis of a site's figures in words: its working week and the zone it is counted in, in the
 * interface's language (the command line and the files write it with shared/sites/hours-text.ts).
 * Pure.
 */
import { msg, plural } from '@lingui/core/macro';
import type { SiteSettings } from '#shared/contract';
import { lostOpenDays } from '#shared/insights/closed-days';
import type { Insights } from '#shared/insights/types';
import type { OutsideOpening, SiteClock } from '#shared/sites/site-clock';
import { weekWords } from './week-words';
import type { Wording } from './wording';

/**
 * Which basis a location's figures have, as a key (not words): equal for the same hours and zones.
 * PortfolioTable compares rows by it, to say one basis once; basisWords writes it.
 */
export function basisText(site: SiteClock | null, zone: string): string {
  return JSON.stringify([site?.zone ?? null, site?.hours ?? null, zone]);
}

/**
 * "Mon–Fri 08:00–18:00, Australia/Sydney", or "every hour of every day, Europe/London (no site
 * settings)": what a location's figures were counted on. `zone` is the zone they are read in (a fixed
 * zone other than the site's is said too: the hours are still the site's own).
 */
export function basisWords(w: Wording, site: SiteClock | null, zone: string): string {
  if (!site) return w.i18n._(msg`every hour of every day, ${zone} (no site settings)`);
  const basis = `${weekWords(w, site.hours)}, ${site.zone}`;
  return site.zone === zone ? basis : w.i18n._(msg`${basis}; times shown in ${zone}`);
}

/** The basis a site's settings give, in the account's zone where the site has none of its own. */
export function settingsBasisWords(
  w: Wording,
  settings: SiteSettings | null,
  accountZone: string,
): string {
  if (!settings) return basisWords(w, null, accountZone);
  const zone = settings.zone ?? accountZone;
  const basis = basisWords(w, { zone, hours: settings.hours }, zone);
  return settings.zone ? basis : w.i18n._(msg`${basis} (the account’s zone)`);
}

/** "3 h 20 min", "45 min", "0 min": whole hours are not turned into days. */
export function hoursMinutes(w: Wording, ms: number, formatCount: (n: number) => string): string {
  const total = Math.floor(ms / 60_000);
  const hours = formatCount(Math.floor(total / 60));
  const minutes = formatCount(total % 60);
  if (total < 60) return w.i18n._(msg`${minutes} min`);
  return total % 60 === 0 ? w.i18n._(msg`${hours} h`) : w.i18n._(msg`${hours} h ${minutes} min`);
}

/** "Outside opening hours: 12 bookings, 3 h 20 min", or null when nothing was outside. */
export function outsideWords(
  w: Wording,
  outside: OutsideOpening,
  formatCount: (n: number) => string,
): string | null {
  if (outside.bookings === 0 && outside.ms === 0) return null;
  const { bookings } = outside;
  const count = formatCount(bookings);
  const duration = hoursMinutes(w, outside.ms, formatCount);
  return w.i18n._(
    msg`Outside opening hours: ${plural(bookings, {
      one: `${count} booking`,
      other: `${count} bookings`,
    })}, ${duration}`,
  );
}

/**
 * "Closed on 2 open days: Spring bank holiday, Resurfacing": the days of the period a public
 * holiday or closure shut though the site's week opens them (shared/insights/closed-days.ts);
 * null when none did.
 */
export function lostDaysWords(
  w: Wording,
  basis: Pick<Insights, 'site' | 'from' | 'to'>,
  formatCount: (n: number) => string,
): string | null {
  const lost = lostOpenDays(basis.site, basis.from, basis.to);
  if (lost.length === 0) return null;
  const days = lost.length;
  const count = formatCount(days);
  const why = [...new Set(lost.map((d) => d.reason))].join(', ');
  return w.i18n._(
    msg`Closed on ${plural(days, { one: `${count} open day`, other: `${count} open days` })}: ${why}`,
  );
}
