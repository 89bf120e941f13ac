/**
 * When a scheduled report is due: a rhythm (every day, a weekday, the first of the month), a wall
 * time and a zone. Pure, so the app, the command line and tests agree on every due time, DST included.
 */
import { addDays, isoWeekdayOfDate, parseIsoDate } from '../time/civil';
import { localDateOf, zonedTimeToEpoch } from '../time/zone';

/** Every rhythm a schedule can keep, in help order. */
export const RHYTHMS = [
  'day',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'month-start',
] as const;

/** How often a schedule is due. */
export type Rhythm = (typeof RHYTHMS)[number];

/** When a schedule is due: its rhythm, a wall time HH:MM, and the zone that wall time is in. */
export interface Timing {
  readonly rhythm: Rhythm;
  readonly at: string;
  readonly zone: string;
}

/** The rhythm a word names, or null. */
export function rhythmOf(text: string): Rhythm | null {
  return RHYTHMS.find((r) => r === text) ?? null;
}

/** Hour and minute of HH:MM (00:00 to 23:59), or null when it is not one. */
export function parseAt(text: string): { readonly hour: number; readonly minute: number } | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}

function dueOn(rhythm: Rhythm, isoDate: string): boolean {
  if (rhythm === 'day') return true;
  if (rhythm === 'month-start') return isoDate.endsWith('-01');
  // RHYTHMS[1..7] are Monday to Sunday, as ISO weekdays 1 to 7.
  return RHYTHMS[isoWeekdayOfDate(isoDate)] === rhythm;
}

/**
 * The latest instant at or before `nowMs` the schedule was due, or null for a timing that cannot
 * be read. A wall time skipped by a spring-forward change is due at the instant after the gap; one
 * repeated by a fall-back change is due once, at its first occurrence.
 */
export function latestDueAt(timing: Timing, nowMs: number): number | null {
  const at = parseAt(timing.at);
  if (!at) return null;
  const today = localDateOf(timing.zone, nowMs);
  // 32 days back always reaches the first of a month; a day later leaves room for a time after now.
  for (let back = 0; back <= 32; back++) {
    const day = addDays(today, -back);
    if (!dueOn(timing.rhythm, day)) continue;
    const date = parseIsoDate(day);
    if (!date) return null;
    const due = zonedTimeToEpoch(timing.zone, date.year, date.month, date.day, at.hour, at.minute);
    if (due <= nowMs) return due;
  }
  return null;
}

/** The first instant after `nowMs` the schedule is due, or null for a timing that cannot be read. */
export function nextDueAt(timing: Timing, nowMs: number): number | null {
  const at = parseAt(timing.at);
  if (!at) return null;
  const today = localDateOf(timing.zone, nowMs);
  // 32 days ahead always reaches the next first of a month.
  for (let ahead = 0; ahead <= 32; ahead++) {
    const day = addDays(today, ahead);
    if (!dueOn(timing.rhythm, day)) continue;
    const date = parseIsoDate(day);
    if (!date) return null;
    const due = zonedTimeToEpoch(timing.zone, date.year, date.month, date.day, at.hour, at.minute);
    if (due > nowMs) return due;
  }
  return null;
}
