/**
 * The demo server's in-memory data. Bookings live in parallel typed arrays (about 22 bytes each),
 * sorted by location then start, so a million of them fit in a few tens of MB and a window query is
 * two binary searches plus a short scan.
 */

/** A location, with the zone that shaped its working hours (the API never shows the zone). */
export interface DemoLocation {
  readonly id: string;
  readonly name: string;
  readonly zone: string;
}

/** A bay; `location` indexes Dataset.locations. */
export interface DemoBay {
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  readonly location: number;
}

/** A person who books bays. */
export interface DemoUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** Bookings as columns: row i is booking i. Rows of one location are contiguous and sorted by start. */
export interface BookingTable {
  readonly count: number;
  readonly startMs: Float64Array;
  readonly endMs: Float64Array;
  /** Index into Dataset.bays. */
  readonly bay: Uint32Array;
  /** Index into Dataset.users. */
  readonly user: Uint32Array;
  /** Rows of location l are [locationStart[l], locationStart[l + 1]). */
  readonly locationStart: Uint32Array;
  /** Longest booking of each location, in ms: bounds how far back a window query must look. */
  readonly maxDurationMs: Float64Array;
}

/** Everything the server serves. */
export interface Dataset {
  readonly seed: number;
  readonly locations: readonly DemoLocation[];
  readonly bays: readonly DemoBay[];
  readonly users: readonly DemoUser[];
  readonly bookings: BookingTable;
}

/** First row in [lo, hi) whose start is >= t (hi when none). */
function lowerBound(starts: Float64Array, lo: number, hi: number, t: number): number {
  let a = lo;
  let b = hi;
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((starts[mid] as number) < t) a = mid + 1;
    else b = mid;
  }
  return a;
}

/**
 * Rows of a location's bookings that overlap [minMs, maxMs): start < maxMs and end > minMs.
 * Infinite bounds mean open-ended. Rows come back in start order.
 */
export function bookingsOverlapping(
  table: BookingTable,
  location: number,
  minMs: number,
  maxMs: number,
): Uint32Array {
  const lo = table.locationStart[location] ?? 0;
  const hi = table.locationStart[location + 1] ?? lo;
  const maxDuration = table.maxDurationMs[location] ?? 0;
  // A booking that ends after minMs started after minMs - maxDuration: nothing earlier can overlap.
  const first = lowerBound(table.startMs, lo, hi, minMs - maxDuration);
  const last = lowerBound(table.startMs, first, hi, maxMs);
  const rows = new Uint32Array(last - first);
  let n = 0;
  const ends = table.endMs;
  for (let i = first; i < last; i++) {
    if ((ends[i] as number) > minMs) rows[n++] = i;
  }
  return n === rows.length ? rows : rows.slice(0, n);
}
