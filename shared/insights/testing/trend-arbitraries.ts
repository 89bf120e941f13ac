/**
 * Test helper: trends' periods (whole months or weeks over DST changes) and bookings spread over
 * them, many crossing a bucket's edge, minute-aligned; and the oracle a bucket must equal: Insights
 * over that bucket's days alone, fed what a fetch of those days returns.
 */
import fc from 'fast-check';
import type { Booking } from '../../model';
import { addDays } from '../../time/civil';
import { localDayRange } from '../../time/zone';
import { aggregateInsights } from '../aggregate';
import { trendFigures } from '../trend-figures';
import { trendBuckets } from '../trend-period';
import type { TrendFigures, TrendUnit } from '../trend-types';
import type { TrendScope } from '../trends-aggregate';
import { LOCATION } from './arbitraries';

const MINUTE = 60_000;

/** A trend's days and zone. */
export interface TrendPeriod {
  readonly unit: TrendUnit;
  readonly zone: string;
  readonly from: string;
  readonly to: string;
}

/** Months of 2026 with a DST change in the zone (or none), 1 to 3 of them from there. */
const MONTHS: readonly { zone: string; first: string }[] = [
  { zone: 'Europe/London', first: '2026-03-01' },
  { zone: 'Europe/London', first: '2026-09-01' },
  { zone: 'America/New_York', first: '2026-10-01' },
  { zone: 'Australia/Lord_Howe', first: '2026-03-01' },
  { zone: 'UTC', first: '2026-01-01' },
];

/** Mondays of weeks holding (or next to) a DST change. */
const WEEKS: readonly { zone: string; first: string }[] = [
  { zone: 'Europe/London', first: '2026-03-23' },
  { zone: 'America/New_York', first: '2026-10-26' },
  { zone: 'UTC', first: '2026-12-21' },
];

/** The last day of the month `months` − 1 months after the one starting on `first`. */
function monthsEnd(first: string, months: number): string {
  const index = Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) - 1 + months;
  const next = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** A period of 1 to 3 months, or 1 to 6 weeks, over a DST change. */
export const trendPeriodArb: fc.Arbitrary<TrendPeriod> = fc.oneof(
  fc
    .record({ m: fc.constantFrom(...MONTHS), n: fc.integer({ min: 1, max: 3 }) })
    .map(({ m, n }) => ({
      unit: 'month' as const,
      zone: m.zone,
      from: m.first,
      to: monthsEnd(m.first, n),
    })),
  fc
    .record({ w: fc.constantFrom(...WEEKS), n: fc.integer({ min: 1, max: 6 }) })
    .map(({ w, n }) => ({
      unit: 'week' as const,
      zone: w.zone,
      from: w.first,
      to: addDays(w.first, n * 7 - 1),
    })),
);

/** Each bucket's first instant, and the period's end: the edges bookings are drawn around. */
function edgesOf(period: TrendPeriod): number[] {
  const buckets = trendBuckets(period.unit, period);
  return [
    ...buckets.map((b) => localDayRange(period.zone, b.from).startMs),
    localDayRange(period.zone, period.to).endMs,
  ];
}

const BAY_REFS = ['b1', 'b2', 'b3', 'b4', 'x1', 'ghost', null] as const;
const USERS = [{ id: 'u1', name: 'Ann Lee', email: 'ann@example.com' }, null] as const;

/**
 * Bookings around a period: half near a bucket's edge (a day either side, some across it, some of
 * zero length on it), the rest anywhere, up to 40 days long (across a whole month), minute-aligned.
 */
export function trendBookingsArb(period: TrendPeriod): fc.Arbitrary<Booking[]> {
  const edges = edgesOf(period);
  const first = edges[0] as number;
  const spanMinutes = Math.floor(((edges[edges.length - 1] as number) - first) / MINUTE);
  const start = fc.oneof(
    fc
      .record({
        edge: fc.constantFrom(...edges),
        off: fc.oneof(fc.constant(0), fc.integer({ min: -24 * 60, max: 24 * 60 })),
      })
      .map(({ edge, off }) => edge + off * MINUTE),
    fc.integer({ min: -24 * 60, max: spanMinutes }).map((m) => first + m * MINUTE),
  );
  const one = fc.record({
    startMs: start,
    minutes: fc.oneof(
      fc.integer({ min: 1, max: 600 }),
      fc.integer({ min: 1, max: 40 * 24 * 60 }),
      fc.constant(0),
    ),
    bay: fc.constantFrom(...BAY_REFS),
    user: fc.constantFrom(...USERS),
  });
  return fc.array(one, { maxLength: 30 }).map((list) =>
    list.map((b, i) => ({
      id: `k${i}`,
      startMs: b.startMs,
      endMs: b.startMs + b.minutes * MINUTE,
      user: b.user,
      location: LOCATION,
      bay: b.bay === null ? null : { id: b.bay, name: `Ref ${b.bay}`, tag: 'Ref' },
    })),
  );
}

/** What the fetch of [startMs, endMs) returns (backend/bookings/merge.ts overlapsSpan). */
function fetched(b: Booking, startMs: number, endMs: number): boolean {
  if (b.startMs >= endMs) return false;
  return b.endMs > startMs || (b.endMs === b.startMs && b.startMs >= startMs);
}

/**
 * The oracle: each bucket's figures as getInsights over that bucket's days alone gives them; no
 * data where the bucket ends by the earliest start of any booking (whatever the filter), or all
 * through when there is none.
 */
export function insightsPerBucket(scope: TrendScope, bookings: readonly Booking[]): TrendFigures[] {
  const earliest = Math.min(...bookings.map((b) => b.startMs));
  return trendBuckets(scope.unit, scope).map((bucket) => {
    const startMs = localDayRange(scope.zone, bucket.from).startMs;
    const endMs = localDayRange(scope.zone, bucket.to).endMs;
    const own = bookings.filter((b) => fetched(b, startMs, endMs));
    return trendFigures(aggregateInsights({ ...scope, ...bucket }, own), endMs <= earliest);
  });
}
