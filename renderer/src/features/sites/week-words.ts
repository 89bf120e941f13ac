/**
 * Opening hours on screen, in the interface's language: weekday names and the clock of the locale
 * ("Mon–Fri 08:00–18:00", "Mo–Fr 08:00–18:00", "lun.–ven. 08:00–18:00"). The command line and the
 * files keep shared/sites/hours-text.ts's English. Pure.
 */
import { msg } from '@lingui/core/macro';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { isAlwaysOpen, type OpeningHours } from '#shared/sites/opening-hours';
import type { Wording } from './wording';

/** The weekdays' names in a locale, Monday first (as WEEKDAY_KEYS). */
export interface WeekdayNames {
  readonly short: readonly string[];
  readonly long: readonly string[];
}

const namesByLocale = new Map<string, WeekdayNames>();
const DAY_MS = 86_400_000;
// 1970-01-05 was a Monday.
const MONDAY = 4;

/** "Mon" and "Monday" (in German "Mo" and "Montag") for each weekday, Monday first. */
export function weekdayNames(locale: string): WeekdayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    const named = (weekday: 'short' | 'long') => {
      const f = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
      return Array.from({ length: 7 }, (_, i) => f.format((MONDAY + i) * DAY_MS));
    };
    names = { short: named('short'), long: named('long') };
    namesByLocale.set(locale, names);
  }
  return names;
}

/** Runs of open days: first and last index (Monday 0) of each. */
function openRuns(hours: OpeningHours): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  hours.forEach((span, i) => {
    if (!span) return;
    const previous = runs[runs.length - 1];
    if (previous && previous.last === i - 1) previous.last = i;
    else runs.push({ first: i, last: i });
  });
  return runs;
}

function dayRange(w: Wording, first: number, last: number): string {
  const { short } = weekdayNames(w.format.locale);
  return first === last ? (short[first] ?? '') : `${short[first]}–${short[last]}`;
}

const sameSpan = (a: TimeOfDay, b: TimeOfDay) =>
  a.startMinute === b.startMinute && a.endMinute === b.endMinute;

/** "08:00–18:00" on the locale's clock ("8:00 AM–6:00 PM" on a 12-hour one). */
export function clockRange(w: Wording, span: TimeOfDay): string {
  return `${w.format.minuteOfDay(span.startMinute)}–${w.format.minuteOfDay(span.endMinute)}`;
}

/** "Mon–Fri", "Mon–Wed, Fri", "Every day", or "Closed every day": the table's Working days. */
export function daysWords(w: Wording, hours: OpeningHours | null): string {
  if (hours === null || hours.every((span) => span !== null)) return w.i18n._(msg`Every day`);
  const runs = openRuns(hours);
  if (runs.length === 0) return w.i18n._(msg`Closed every day`);
  return runs.map(({ first, last }) => dayRange(w, first, last)).join(', ');
}

/** "08:00–18:00", "All day", "Varies by day", or "—" when closed every day: the table's Hours. */
export function spanWords(w: Wording, hours: OpeningHours | null): string {
  if (hours === null || isAlwaysOpen(hours)) return w.i18n._(msg`All day`);
  const spans = hours.filter((s) => s !== null);
  const first = spans[0];
  if (!first) return '—';
  if (spans.some((s) => !sameSpan(s, first))) return w.i18n._(msg`Varies by day`);
  if (first.startMinute === 0 && first.endMinute === 1440) return w.i18n._(msg`All day`);
  return clockRange(w, first);
}

/**
 * "Mon–Fri 08:00–18:00", "Mon–Fri 08:00–18:00, Sat 09:00–13:00", or "every day, all day": the
 * words of shared/sites/hours-text.ts's hoursText, in the interface's language.
 */
export function hoursWords(w: Wording, hours: OpeningHours): string {
  if (isAlwaysOpen(hours)) return w.i18n._(msg`every day, all day`);
  const groups: { first: number; last: number; span: TimeOfDay }[] = [];
  hours.forEach((span, i) => {
    if (!span) return;
    const previous = groups[groups.length - 1];
    if (previous && previous.last === i - 1 && sameSpan(previous.span, span)) previous.last = i;
    else groups.push({ first: i, last: i, span });
  });
  if (groups.length === 0) return w.i18n._(msg`closed every day`);
  return groups
    .map(({ first, last, span }) => {
      const days = dayRange(w, first, last);
      return span.startMinute === 0 && span.endMinute === 1440
        ? w.i18n._(msg`${days} all day`)
        : `${days} ${clockRange(w, span)}`;
    })
    .join(', ');
}

/** "Mon–Fri 08:00–18:00", or "every hour of every day" for none or always open. */
export function weekWords(w: Wording, hours: OpeningHours | null): string {
  return hours === null || isAlwaysOpen(hours)
    ? w.i18n._(msg`every hour of every day`)
    : hoursWords(w, hours);
}
