/**
 * The window of an Insights period cut into pieces: each local hour of each day, narrowed by the time
 * of day, as real instants. A booking or a run of occupation is split over days and weekday-hours by
 * walking the pieces it overlaps, so the aggregation never asks the zone anything per booking.
 * Local hours come from the wall clock: a DST gap hour has no piece (or a short one, for Lord Howe's
 * 30-minute shift) and a repeated hour's piece is twice as long.
 */
import type { TimeOfDay } from '../scope/booking-filter';
import {
  civilFromDays,
  daysBetween,
  daysFromCivil,
  formatIsoDate,
  isoWeekdayOfDayNumber,
  parseIsoDate,
} from '../time/civil';
import type { Intervals } from '../sites/open-intervals';
import { steadyOffsetMs, zonedTimeToEpoch } from '../time/zone';
import type { IsoWeekday } from './types';

/** The pieces of a window, in time order, disjoint; parallel typed arrays indexed by piece. */
export interface HourPieces {
  readonly count: number;
  readonly start: Float64Array;
  readonly end: Float64Array;
  /** Index of the piece's local day in the period. */
  readonly day: Int32Array;
  /** (isoWeekday − 1) × 24 + local hour. */
  readonly weekdayHour: Uint8Array;
  /** 1 when the piece continues the window without a break from the previous piece. */
  readonly joinsPrevious: Uint8Array;
  /** Day number (days since 1970-01-01) of the period's first local day. */
  readonly firstDay: number;
  /** The period's local days, YYYY-MM-DD, in order. */
  readonly dates: readonly string[];
  readonly weekdays: readonly IsoWeekday[];
  /** Real ms of window on each day. */
  readonly dayWindowMs: Float64Array;
  /** Real ms of window per weekday-hour, summed over the period. */
  readonly weekdayHourWindowMs: Float64Array;
  /** The window's total real ms. */
  readonly totalMs: number;
}

const DAY_MS = 86_400_000;

function instantAt(zone: string, dayNumber: number, minute: number): number {
  const d = civilFromDays(dayNumber + Math.floor(minute / 1440));
  const m = minute % 1440;
  return zonedTimeToEpoch(zone, d.year, d.month, d.day, Math.floor(m / 60), m % 60);
}

/**
 * The instants of a day's minutes, as instantAt gives them. On a day whose zone keeps one offset
 * from the day before to the day after (nearly every day), zonedTimeToEpoch's answer is the wall
 * time read as UTC less that offset: a subtraction where its look-ups cost most of building a
 * year of trend months (bench/README.md).
 */
class DayInstants {
  private dayNumber = 0;
  private steadyMs = Number.NaN;

  constructor(private readonly zone: string) {}

  setDay(dayNumber: number): void {
    this.dayNumber = dayNumber;
    const wallStart = dayNumber * DAY_MS;
    // Every instant zonedTimeToEpoch reads the offset at, for any minute of the day, lies in here.
    this.steadyMs = steadyOffsetMs(this.zone, wallStart - DAY_MS, wallStart + 2 * DAY_MS);
  }

  at(minute: number): number {
    if (Number.isNaN(this.steadyMs) || minute < 0 || minute > 1440)
      return instantAt(this.zone, this.dayNumber, minute);
    return this.dayNumber * DAY_MS + minute * 60_000 - this.steadyMs;
  }
}

/**
 * Cuts the local days from..to (inclusive) in zone, narrowed by timeOfDay and, when given, to the
 * site's open time (sorted instants, shared/sites/open-intervals.ts), into hour pieces.
 */
export function buildHourPieces(
  from: string,
  to: string,
  zone: string,
  timeOfDay: TimeOfDay | null,
  open: Intervals | null = null,
): HourPieces {
  const first = parseIsoDate(from);
  if (!first) throw new RangeError(`Not a date: ${from}`);
  const dayCount = daysBetween(from, to) + 1;
  if (dayCount < 1) throw new RangeError('The period must end on or after the day it starts.');
  const firstDay = daysFromCivil(first.year, first.month, first.day);
  // An hour is cut once more by each opening or closing inside it.
  const capacity = dayCount * 25 + (open ? open.start.length * 2 : 0);
  const start = new Float64Array(capacity);
  const end = new Float64Array(capacity);
  const day = new Int32Array(capacity);
  const weekdayHour = new Uint8Array(capacity);
  const joinsPrevious = new Uint8Array(capacity);
  const dates: string[] = [];
  const weekdays: IsoWeekday[] = [];
  const dayWindowMs = new Float64Array(dayCount);
  const weekdayHourWindowMs = new Float64Array(7 * 24);
  const bounds = new Float64Array(25);
  let count = 0;
  let totalMs = 0;
  let openAt = 0;
  const instants = new DayInstants(zone);
  for (let i = 0; i < dayCount; i++) {
    const dayNumber = firstDay + i;
    instants.setDay(dayNumber);
    dates.push(formatIsoDate(civilFromDays(dayNumber)));
    const weekday = isoWeekdayOfDayNumber(dayNumber);
    weekdays.push(weekday);
    for (let h = 0; h <= 24; h++) {
      // Never backwards: in a repeated hour the earlier instant is taken, so the hour runs twice as long.
      const t = instants.at(h * 60);
      bounds[h] = h > 0 ? Math.max(t, bounds[h - 1] as number) : t;
    }
    // Without a time of day the window is one span over the whole period, as on screen.
    const windowStart = timeOfDay ? instants.at(timeOfDay.startMinute) : bounds[0]!;
    const windowEnd = timeOfDay ? instants.at(timeOfDay.endMinute) : bounds[24]!;
    let joins = timeOfDay === null && i > 0;
    for (let h = 0; h < 24; h++) {
      const hourStart = Math.max(bounds[h] as number, windowStart);
      const hourEnd = Math.min(bounds[h + 1] as number, windowEnd);
      if (hourEnd <= hourStart) continue;
      const slot = (weekday - 1) * 24 + h;
      // Without opening hours the hour is one piece; with them, a piece per open span inside it.
      if (open)
        while (openAt < open.start.length && (open.end[openAt] as number) <= hourStart) openAt++;
      for (let k = openAt; ; k++) {
        const a = open ? Math.max(hourStart, (open.start[k] as number) ?? Infinity) : hourStart;
        const b = open ? Math.min(hourEnd, (open.end[k] as number) ?? -Infinity) : hourEnd;
        if (open && (k >= open.start.length || (open.start[k] as number) >= hourEnd)) break;
        if (b > a) {
          start[count] = a;
          end[count] = b;
          day[count] = i;
          weekdayHour[count] = slot;
          joinsPrevious[count] = joins && count > 0 && end[count - 1] === a ? 1 : 0;
          joins = true;
          dayWindowMs[i] = (dayWindowMs[i] as number) + (b - a);
          weekdayHourWindowMs[slot] = (weekdayHourWindowMs[slot] as number) + (b - a);
          totalMs += b - a;
          count++;
        }
        if (!open) break;
      }
    }
  }
  return {
    count,
    start,
    end,
    day,
    weekdayHour,
    joinsPrevious,
    firstDay,
    dates,
    weekdays,
    dayWindowMs,
    weekdayHourWindowMs,
    totalMs,
  };
}

/**
 * Index of the first piece ending after t (count when none), searching forward from a hint first:
 * bookings arrive in start order, so the answer is mostly at or just after the previous one.
 */
export function pieceEndingAfter(pieces: HourPieces, t: number, hint: number): number {
  const end = pieces.end;
  const count = pieces.count;
  let lo = hint > 0 && hint <= count && (end[hint - 1] as number) <= t ? hint : 0;
  for (let k = 0; k < 4 && lo < count; k++) {
    if ((end[lo] as number) > t) return lo;
    lo++;
  }
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((end[mid] as number) > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
