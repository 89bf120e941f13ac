/**
 * The instants a bookings view (or an export of what it shows) covers: whole local days in a zone,
 * optionally narrowed to a time of day on each day. Everything is in real instants, so a DST-change
 * day is 23 or 25 hours long.
 */
import type { TimeOfDay } from '../scope/booking-filter';
import { addDays, daysBetween, parseIsoDate } from '../time/civil';
import type { ZonedDays } from '../time/local-days';
import { startOfLocalDay, zonedTimeToEpoch } from '../time/zone';

/** A half-open instant range. */
export interface Span {
  readonly startMs: number;
  readonly endMs: number;
}

/** The longest range a view may show, in days; longer exports go through the export dialog. */
export const MAX_VIEW_DAYS = 93;

/** The whole-day instant range of the days: from local midnight of `from` to the one after `to`. */
export function daysSpan(days: ZonedDays): Span {
  return {
    startMs: startOfLocalDay(days.zone, days.from),
    endMs: startOfLocalDay(days.zone, addDays(days.to, 1)),
  };
}

function atMinute(zone: string, isoDate: string, minute: number): number {
  if (minute >= 1440) return startOfLocalDay(zone, addDays(isoDate, 1));
  const d = parseIsoDate(isoDate);
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  return zonedTimeToEpoch(zone, d.year, d.month, d.day, Math.floor(minute / 60), minute % 60);
}

/**
 * The instant ranges shown of the days: all of them as one span, or one span per day when narrowed
 * to a time of day (07:00 to 19:00 on each day).
 */
export function shownSegments(days: ZonedDays, timeOfDay: TimeOfDay | null): readonly Span[] {
  if (!timeOfDay) return [daysSpan(days)];
  const count = daysBetween(days.from, days.to);
  const out: Span[] = [];
  for (let i = 0; i <= count; i++) {
    const day = addDays(days.from, i);
    const startMs = atMinute(days.zone, day, timeOfDay.startMinute);
    const endMs = atMinute(days.zone, day, timeOfDay.endMinute);
    if (endMs > startMs) out.push({ startMs, endMs });
  }
  return out;
}

/** Total milliseconds covered by the segments. */
export function segmentsLength(segments: readonly Span[]): number {
  let total = 0;
  for (const s of segments) total += s.endMs - s.startMs;
  return total;
}

/** Milliseconds of [startMs, endMs) that fall inside the (sorted, disjoint) segments. */
export function overlapWithSegments(
  segments: readonly Span[],
  startMs: number,
  endMs: number,
): number {
  let total = 0;
  for (const s of segments) {
    if (s.startMs >= endMs) break;
    const a = Math.max(s.startMs, startMs);
    const b = Math.min(s.endMs, endMs);
    if (b > a) total += b - a;
  }
  return total;
}

/** True when [startMs, endMs) overlaps any of the sorted, disjoint segments (binary search). */
export function overlapsSegments(
  segments: readonly Span[],
  startMs: number,
  endMs: number,
): boolean {
  let lo = 0;
  let hi = segments.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((segments[mid] as Span).endMs > startMs) hi = mid;
    else lo = mid + 1;
  }
  const first = segments[lo];
  return first !== undefined && first.startMs < endMs;
}
