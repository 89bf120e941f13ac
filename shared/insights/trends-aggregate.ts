/**
 * A site's trend aggregated in one pass: the bookings of the whole period are fed once, in start
 * order, and each goes to the aggregator of every bucket whose days it overlaps, as the fetch of that
 * bucket's days alone would return it. So each bucket counts exactly what Insights over its days
 * count (a booking across a month's end counts in both months), without a fetch per bucket. The
 * buckets that end before the first booking fed, whatever the filter, have no data
 * (trend-types.ts).
 */
import type { Booking } from '../model';
import { localDayRange } from '../time/zone';
import type { LocalDays } from '../time/local-days';
import { createInsightsAggregator, type InsightsAggregator, type InsightsScope } from './aggregate';
import { trendBuckets } from './trend-period';
import { trendFigures, withChanges } from './trend-figures';
import type { TrendBucket, TrendUnit } from './trend-types';

/** What a trend aggregates: an Insights scope over whole units, and the unit. */
export interface TrendScope extends InsightsScope {
  readonly unit: TrendUnit;
}

/** Takes the period's bookings chunk by chunk; finish() returns the buckets. */
export interface TrendAggregator {
  /** Bookings in start order (each chunk sorted, chunks in order), each booking once. */
  add(bookings: readonly Booking[]): void;
  /** Bookings fed so far. */
  readonly bookingsRead: number;
  finish(): TrendBucket[];
}

class TrendRouting implements TrendAggregator {
  private readonly unit: TrendUnit;
  private readonly aggregators: InsightsAggregator[];
  /** Each bucket's days as instants, [start, end): what a fetch of those days returns. */
  private readonly startMs: number[];
  private readonly endMs: number[];
  /** Each bucket's share of the chunk being added. */
  private readonly shares: Booking[][];
  /** The first bucket not yet ended before the latest start: starts only grow. */
  private first = 0;
  private read = 0;
  /**
   * The earliest start fed, before any filter: only the API's having no booking makes a bucket
   * "no data", never a tag or a search that matches none. Infinity until a booking comes.
   */
  private earliestMs = Number.POSITIVE_INFINITY;

  constructor(scope: TrendScope) {
    this.unit = scope.unit;
    const buckets: LocalDays[] = trendBuckets(scope.unit, scope);
    this.aggregators = buckets.map((b) =>
      createInsightsAggregator({ ...scope, from: b.from, to: b.to }),
    );
    this.startMs = buckets.map((b) => localDayRange(scope.zone, b.from).startMs);
    this.endMs = buckets.map((b) => localDayRange(scope.zone, b.to).endMs);
    this.shares = buckets.map(() => []);
  }

  get bookingsRead(): number {
    return this.read;
  }

  add(bookings: readonly Booking[]): void {
    this.read += bookings.length;
    // A chunk is sorted, so its first starts earliest: O(1) a chunk, whatever order chunks come in.
    const head = bookings[0];
    if (head && head.startMs < this.earliestMs) this.earliestMs = head.startMs;
    if (this.addWithinOneBucket(bookings)) return;
    const { startMs, endMs, shares } = this;
    const count = startMs.length;
    // Shares go to buckets from the first open one on: only these can have any.
    const low = this.first;
    let last = -1;
    for (let k = 0; k < bookings.length; k++) {
      const b = bookings[k] as Booking;
      const s = b.startMs;
      const e = b.endMs;
      while (this.first < count && (endMs[this.first] as number) <= s) this.first++;
      // The fetch's overlap test (export/merge.ts): a zero-length booking counts where it lies.
      for (let i = this.first; i < count; i++) {
        const from = startMs[i] as number;
        if (!(e > from || (e === s && s >= from))) break;
        (shares[i] as Booking[]).push(b);
        if (i > last) last = i;
      }
    }
    for (let i = low; i <= last; i++) {
      const share = shares[i] as Booking[];
      if (share.length === 0) continue;
      (this.aggregators[i] as InsightsAggregator).add(share);
      shares[i] = [];
    }
  }

  /**
   * Gives the chunk to its bucket's aggregator as it is when every booking lies within that one
   * bucket, as most chunks (a few days inside a month) do; false, having given nothing, otherwise.
   */
  private addWithinOneBucket(bookings: readonly Booking[]): boolean {
    const count = bookings.length;
    if (count === 0) return false;
    const { startMs, endMs } = this;
    const s = (bookings[0] as Booking).startMs;
    // As the routing below does for the chunk's first booking: starts only grow.
    while (this.first < endMs.length && (endMs[this.first] as number) <= s) this.first++;
    const i = this.first;
    if (i >= endMs.length || s < (startMs[i] as number)) return false;
    const end = endMs[i] as number;
    // In start order, so the last starts latest: all start inside, and none may end after it.
    if ((bookings[count - 1] as Booking).startMs >= end) return false;
    for (let k = 0; k < count; k++) if ((bookings[k] as Booking).endMs > end) return false;
    (this.aggregators[i] as InsightsAggregator).add(bookings);
    return true;
  }

  finish(): TrendBucket[] {
    const { endMs, earliestMs } = this;
    // A bucket over before the first booking starts cannot hold one: the API has nothing there.
    return withChanges(
      this.unit,
      this.aggregators.map((a, i) => trendFigures(a.finish(), (endMs[i] as number) <= earliestMs)),
    );
  }
}

/** Starts a trend's aggregation; the scope's days must be whole units (trendPeriodProblem). */
export function createTrendAggregator(scope: TrendScope): TrendAggregator {
  return new TrendRouting(scope);
}

/** Aggregates bookings already in memory (sorted here by start); for tests. */
export function aggregateTrend(scope: TrendScope, bookings: readonly Booking[]): TrendBucket[] {
  const aggregator = createTrendAggregator(scope);
  aggregator.add([...bookings].sort((a, b) => a.startMs - b.startMs));
  return aggregator.finish();
}
