/**
 * A site's open time as instants: each open weekday's span, on the site's own clock, from the first
 * instant of a period to its end. DST is honoured by going through the wall clock: a day of 23 or 25
 * hours opens at its 08:00 and closes at its 18:00, whatever lies between.
 */
import { civilFromDays } from '../time/civil';

import { localDayReader, zonedTimeToEpoch } from '../time/zone';
import { hoursOn, type OpeningHours } from './opening-hours';

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

/** Monday = 1: 1970-01-01 (day 0) was a Thursday. */
function isoWeekday(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}

/** The site's open time within [fromMs, toMs), adjacent spans joined (an always-open site is one span). */
export function openIntervals(
  fromMs: number,
  toMs: number,
  zone: string,
  hours: OpeningHours,
): Intervals {
  const start: number[] = [];
  const end: number[] = [];
  const dayOf = localDayReader(zone);
  const lastDay = dayOf(Math.max(fromMs, toMs - 1)) + 1;
  for (let day = dayOf(fromMs) - 1; day <= lastDay; day++) {
    const span = hoursOn(hours, isoWeekday(day));
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
