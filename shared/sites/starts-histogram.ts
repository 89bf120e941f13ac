/**
 * Booking starts folded into quarter hours: four weeks of a busy site are a few thousand buckets
 * however many bookings it has, and a zone's fit is worked out over those. Pure.
 */

/** A quarter hour in ms: every zone's offset today is a whole number of them. */
export const QUARTER_MS = 15 * 60_000;
/** Quarter hours in a week. */
export const WEEK_QUARTERS = 7 * 96;
/** Counts kept in an array, not a map, while the starts span at most this many quarters (a year). */
const DENSE_QUARTERS = 366 * 96;

/** The starts in one UTC quarter hour. */
export interface StartsBucket {
  /** The quarter hour's first instant. */
  readonly atMs: number;
  readonly count: number;
}

/** The starts, by quarter hour and by quarter hour of the week. */
export interface StartsHistogram {
  /** Oldest first. */
  readonly buckets: readonly StartsBucket[];
  /**
   * The starts by UTC quarter hour of the week, from Thursday 00:00 (the epoch's first day): under
   * an offset that holds over all of them, the local week is this turned by the offset.
   */
  readonly byWeekQuarter: Float64Array;
}

/** A quarter's place in the week: 0 for Thursday 00:00 to 00:15. */
export function weekQuarterOf(quarter: number): number {
  return ((quarter % WEEK_QUARTERS) + WEEK_QUARTERS) % WEEK_QUARTERS;
}

/** Each quarter hour with starts, and its count, in time order. */
function quarterCounts(startsMs: readonly number[]): [number, number][] {
  let first = Infinity;
  let last = -Infinity;
  for (const ms of startsMs) {
    const quarter = Math.floor(ms / QUARTER_MS);
    if (quarter < first) first = quarter;
    if (quarter > last) last = quarter;
  }
  if (last - first < DENSE_QUARTERS) {
    // An array: a busy site's 50,000 starts of four weeks are counted in well under a millisecond.
    const counts = new Float64Array(Math.max(0, last - first + 1));
    for (const ms of startsMs) counts[Math.floor(ms / QUARTER_MS) - first]! += 1;
    const out: [number, number][] = [];
    counts.forEach((count, i) => {
      if (count > 0) out.push([first + i, count]);
    });
    return out;
  }
  const counts = new Map<number, number>();
  for (const ms of startsMs) {
    const quarter = Math.floor(ms / QUARTER_MS);
    counts.set(quarter, (counts.get(quarter) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** The starts by quarter hour. */
export function startsHistogram(startsMs: readonly number[]): StartsHistogram {
  const byWeekQuarter = new Float64Array(WEEK_QUARTERS);
  const buckets = quarterCounts(startsMs).map(([quarter, count]) => {
    byWeekQuarter[weekQuarterOf(quarter)]! += count;
    return { atMs: quarter * QUARTER_MS, count };
  });
  return { buckets, byWeekQuarter };
}
