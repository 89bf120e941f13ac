import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import type { ZonedDays } from '../time/local-days';
import { buildTimeline } from '../view/rows';
import { computeTotals } from '../view/totals';
import { shownSegments } from '../view/shown-spans';
import { aggregateInsights } from './aggregate';
import { BAYS, bookingsArb, filterArb, LOCATION, periodArb } from './testing/arbitraries';

/** The totals bar for the same window, filter and bookings, as the renderer builds it. */
function totalsBar(
  period: ZonedDays,
  filter: Parameters<typeof aggregateInsights>[0]['filter'],
  bookings: readonly Booking[],
) {
  const segments = shownSegments(period, filter.timeOfDay);
  const model = buildTimeline({
    bays: BAYS,
    bookings,
    locationId: LOCATION.id,
    filter: { tags: filter.tags, search: filter.search ?? '' },
    segments,
  });
  return { totals: computeTotals(model.bayRows, segments), bays: model.bayRows.length };
}

describe('Insights utilisation is the totals bar’s occupancy', () => {
  it('agrees on bays, bookings, booked and occupied time and capacity, under any filter', () => {
    fc.assert(
      fc.property(
        periodArb.chain((p) => fc.tuple(fc.constant(p), bookingsArb(p), filterArb)),
        ([period, bookings, filter]) => {
          const bar = totalsBar(period, filter, bookings);
          const insights = aggregateInsights(
            { locationId: LOCATION.id, ...period, filter, bays: BAYS },
            bookings,
          );
          expect(insights.bays).toBe(bar.bays);
          expect(insights.totals).toEqual({
            bookings: bar.totals.bookings,
            bookedMs: bar.totals.bookedMs,
            occupiedMs: bar.totals.occupiedMs,
            availableMs: bar.totals.capacityMs,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees for one day, the day London moves its clocks forward (23 hours)', () => {
    const period = { zone: 'Europe/London', from: '2026-03-29', to: '2026-03-29' };
    const at = (h: number) => Date.UTC(2026, 2, 29, h);
    const bk = (id: string, bay: string, from: number, to: number): Booking => ({
      id,
      startMs: at(from),
      endMs: at(to),
      user: null,
      location: LOCATION,
      bay: { id: bay, name: null, tag: null },
    });
    const bookings = [bk('1', 'b1', -2, 3), bk('2', 'b1', 2, 5), bk('3', 'b3', 10, 30)];
    const filter = { tags: null, search: null, timeOfDay: null };
    const insights = aggregateInsights(
      { locationId: LOCATION.id, ...period, filter, bays: BAYS },
      bookings,
    );
    const bar = totalsBar(period, filter, bookings);
    expect(insights.totals.occupiedMs / insights.totals.availableMs).toBe(bar.totals.utilisation);
    // Five bays of the location, 23 real hours each; b1 occupied 00:00–05:00 UTC, b3 10:00–23:00 UTC.
    expect(insights.totals).toEqual({
      bookings: 3,
      bookedMs: (3 + 3 + 13) * 3_600_000,
      occupiedMs: (5 + 13) * 3_600_000,
      availableMs: 5 * 23 * 3_600_000,
    });
  });

  it('lists the bays and tags in the timeline’s order when tags differ only in case', () => {
    const bays = ['A', 'B', 'C'].map((name, i) => ({
      id: `c${i}`,
      name,
      tag: name === 'B' ? 'van' : 'Van',
      location: LOCATION,
    }));
    const period = { zone: 'UTC', from: '2026-06-10', to: '2026-06-10' };
    const filter = { tags: null, search: null, timeOfDay: null };
    const insights = aggregateInsights({ locationId: LOCATION.id, ...period, filter, bays }, []);
    const segments = shownSegments(period, null);
    const model = buildTimeline({
      bays,
      bookings: [],
      locationId: LOCATION.id,
      filter: { tags: null, search: '' },
      segments,
    });
    const groups = model.entries.flatMap((e) => (e.kind === 'group' ? [[e.tag, e.bayCount]] : []));
    expect(insights.tagUse.map((t) => [t.tag, t.bays])).toEqual(groups);
    expect(insights.bayUse.map((b) => b.bayName)).toEqual(model.bayRows.map((r) => r.bay.name));
  });
});
