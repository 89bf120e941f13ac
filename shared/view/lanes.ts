/**
 * Per-row booking indexes: sorted by start, with a running maximum of ends so the bookings visible in a
 * time range are found by binary search, and lanes so overlapping bookings of one bay sit side by side.
 */
import type { Booking } from '../model';

/** One bay's bookings, ready for drawing. */
export interface RowBookings {
  /** Sorted by start, then end. */
  readonly bookings: readonly Booking[];
  /** prefixMaxEnd[i] = the latest end among bookings[0..i]. */
  readonly prefixMaxEnd: Float64Array;
  /** The lane (0-based) of each booking. */
  readonly lanes: Uint16Array;
  readonly laneCount: number;
}

/** Sorts a bay's bookings and assigns lanes greedily (the first lane free at the booking's start). */
export function indexRowBookings(input: readonly Booking[]): RowBookings {
  // Bookings usually arrive in start order: check before paying for a copy and a sort.
  let sorted = true;
  for (let i = 1; i < input.length && sorted; i++) {
    const a = input[i - 1] as Booking;
    const b = input[i] as Booking;
    if (a.startMs > b.startMs || (a.startMs === b.startMs && a.endMs > b.endMs)) sorted = false;
  }
  const bookings = sorted
    ? input
    : [...input].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const n = bookings.length;
  const prefixMaxEnd = new Float64Array(n);
  const lanes = new Uint16Array(n);
  const laneEnds: number[] = [];
  let maxEnd = -Infinity;
  for (let i = 0; i < n; i++) {
    const b = bookings[i] as Booking;
    if (b.endMs > maxEnd) maxEnd = b.endMs;
    prefixMaxEnd[i] = maxEnd;
    let lane = 0;
    while (lane < laneEnds.length && (laneEnds[lane] as number) > b.startMs) lane++;
    laneEnds[lane] = b.endMs;
    lanes[i] = lane;
  }
  return { bookings, prefixMaxEnd, lanes, laneCount: Math.max(1, laneEnds.length) };
}

/** The index range [from, to) of bookings that may overlap [startMs, endMs); check each one's end. */
export function visibleRange(row: RowBookings, startMs: number, endMs: number): [number, number] {
  const { bookings, prefixMaxEnd } = row;
  // First index whose running max end passes startMs: nothing before it can reach into view.
  let lo = 0;
  let hi = bookings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((prefixMaxEnd[mid] as number) > startMs) hi = mid;
    else lo = mid + 1;
  }
  const from = lo;
  // First index starting at or after endMs.
  hi = bookings.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((bookings[mid] as Booking).startMs < endMs) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}
