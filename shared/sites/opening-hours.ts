/**
 * A site's working week: the hours it is open on each weekday, in its own zone. Availability,
 * utilisation, bays needed and spare bays count open time only (docs/figures.md).
 */
import type { TimeOfDay } from '../scope/booking-filter';

/** Monday first, as ISO 8601 numbers its weekdays 1 to 7. */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A weekday by its three-letter key. */
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The open span of each weekday, Monday first (7 entries); null where the site is closed. */
export type OpeningHours = readonly (TimeOfDay | null)[];

/** Open every hour of every day: what a site without settings counts. */
export const ALWAYS_OPEN: OpeningHours = Array.from({ length: 7 }, () => ({
  startMinute: 0,
  endMinute: 1440,
}));

/** The same hours on the given weekdays, closed on the others. */
export function weeklyHours(days: readonly WeekdayKey[], hours: TimeOfDay): OpeningHours {
  return WEEKDAY_KEYS.map((key) => (days.includes(key) ? { ...hours } : null));
}

/** An office's week, Monday to Friday 08:00–18:00: the demo company's sites, and the editor's suggestion. */
export const OFFICE_HOURS: OpeningHours = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
  startMinute: 8 * 60,
  endMinute: 18 * 60,
});

/** Whether the hours are every hour of every day. */
export function isAlwaysOpen(hours: OpeningHours): boolean {
  return hours.every((span) => span !== null && span.startMinute === 0 && span.endMinute === 1440);
}

/** The open span of an ISO weekday (1 = Monday). */
export function hoursOn(hours: OpeningHours, isoWeekday: number): TimeOfDay | null {
  return hours[isoWeekday - 1] ?? null;
}

/** Open minutes in a week of plain days (no DST change). */
export function weeklyOpenMinutes(hours: OpeningHours): number {
  return hours.reduce((sum, span) => sum + (span ? span.endMinute - span.startMinute : 0), 0);
}
