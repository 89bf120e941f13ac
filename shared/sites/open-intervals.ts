/**
 * A site's open time as instants: each open weekday's span, on the site's own clock, from the first
 * instant of a period to its end. DST is honoured by going through the wall clock: a day of 23 or 25
 * hours opens at its 08:00 and closes at its 18:00, whatever lies between. A closed day (a public
 * holiday, a closure) has no open time at all.
 */
import { civilFromDays, daysFromCivil, isoWeekdayOfDayNumber } from '../time/civil';

import { localDayReader, zonedTimeToEpoch } from '../time/zone';
import { hoursOn, type OpeningHours } from './opening-hours';
import type { ClosedDay } from './site-clock';

/** Sorted, disjoint, non-empty [start, end) instants, as two parallel arrays. */
export interface Intervals {
  readonly start: readonly number[];
  readonly end: readonly number[];
}

function instantAt(zone: string, dayNumber: number, minute: number): number {
  const d = civilFromDays(dayNumber + Math.floor(minute / 1440));
  const m = minute % 1440;
  return zonedTimeToEpoch(zone, d.year, d.month, d.day, Math.floor(m / 60), m % 60);
}

/** The day numbers (days since 1970-01-01) of closed days' local dates: what openIntervals skips. */
export function closedDayNumbers(closed: readonly ClosedDay[]): ReadonlySet<number> {
  const days = new Set<number>();
  for (const { date } of closed)
    days.add(
      daysFromCivil(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10))),
    );
  return days;
}

const isDaySet = (
  closed: readonly ClosedDay[] | ReadonlySet<number>,
): closed is ReadonlySet<number> => closed instanceof Set;

/**
 * The site's open time within [fromMs, toMs), adjacent spans joined (an always-open site is one
 * span). `closed` days (the site's local dates, or their day numbers from closedDayNumbers) have none.
 */
export function openIntervals(
  fromMs: number,
  toMs: number,
  zone: string,
  hours: OpeningHours,
  closed?: readonly ClosedDay[] | ReadonlySet<number>,
): Intervals {
  const start: number[] = [];
  const end: number[] = [];
  const dayOf = localDayReader(zone);
  const lastDay = dayOf(Math.max(fromMs, toMs - 1)) + 1;
  // Built once per call, so the loop asks a Set, never parses a date.
  const shut = closed === undefined ? null : isDaySet(closed) ? closed : closedDayNumbers(closed);
  for (let day = dayOf(fromMs) - 1; day <= lastDay; day++) {
    if (shut !== null && shut.has(day)) continue;
    const span = hoursOn(hours, isoWeekdayOfDayNumber(day));
    if (!span) continue;
    const a = Math.max(fromMs, instantAt(zone, day, span.startMinute));
    const b = Math.min(toMs, instantAt(zone, day, span.endMinute));
    if (b <= a) continue;
    const n = end.length;
    if (n > 0 && (end[n - 1] as number) >= a) end[n - 1] = Math.max(end[n - 1] as number, b);
    else {
      start.push(a);
      end.push(b);
    }
  }
  return { start, end };
}
