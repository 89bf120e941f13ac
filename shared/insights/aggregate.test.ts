import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { createInsightsAggregator, type InsightsScope } from './aggregate';
import { BAYS, bookingsArb, filterArb, LOCATION, periodArb } from './testing/arbitraries';
import { naiveInsights } from './testing/naive-insights';

/** Feeds the bookings in start order, cut into chunks at the given points, as the backend does. */
function aggregateInChunks(scope: InsightsScope, bookings: readonly Booking[], cuts: number[]) {
  const sorted = [...bookings].sort((a, b) => a.startMs - b.startMs);
  const aggregator = createInsightsAggregator(scope);
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (sorted.length + 1)), sorted.length].sort(
    (a, b) => a - b,
  )) {
    aggregator.add(sorted.slice(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  return aggregator.finish();
}

describe('Insights aggregation against a minute-by-minute count', () => {
  it('agrees on every figure: overlaps, DST days, long bookings, a time of day, idle bays', () => {
    fc.assert(
      fc.property(
        periodArb.chain((p) =>
          fc.tuple(fc.constant(p), bookingsArb(p), filterArb, fc.array(fc.nat(), { maxLength: 4 })),
        ),
        ([period, bookings, filter, cuts]) => {
          const scope = {
            locationId: LOCATION.id,
            from: period.from,
            to: period.to,
            timezone: period.zone,
            filter,
            bays: BAYS,
          };
          const got = aggregateInChunks(scope, bookings, cuts);
          const want = naiveInsights({
            ...period,
            filter,
            bays: BAYS,
            locationId: LOCATION.id,
            bookings,
          });
          expect(got.bays).toBe(want.bays);
          expect(got.totals).toEqual(want.totals);
          expect(
            got.days.map(({ date, bookings: n, bookedMs, occupiedMs, availableMs }) => ({
              date,
              bookings: n,
              bookedMs,
              occupiedMs,
              availableMs,
            })),
          ).toEqual(want.days);
          expect(
            got.weekdayHours.map((w) => ({ windowMs: w.windowMs, occupiedMs: w.occupiedMs })),
          ).toEqual(want.weekdayHours);
          expect(
            Object.fromEntries(
              got.bayUse.map((b) => [
                b.bayId,
                { bookings: b.bookings, bookedMs: b.bookedMs, occupiedMs: b.occupiedMs },
              ]),
            ),
          ).toEqual(want.bayUse);
          expect(got.peak).toEqual(want.peak);
          expect(got.people).toBe(want.people);
          expect(got.medianBookingMs).toBe(want.medianBookingMs);
          expect(got.crossingMidnight).toBe(want.crossingMidnight);
          // The breakdowns add up to the totals.
          expect(got.tagUse.reduce((n, t) => n + t.occupiedMs, 0)).toBe(got.totals.occupiedMs);
          expect(got.tagUse.reduce((n, t) => n + t.bays, 0)).toBe(got.bays);
          expect(got.days.reduce((n, d) => n + d.availableMs, 0)).toBe(got.totals.availableMs);
        },
      ),
      { numRuns: 100 },
    );
  });
});
