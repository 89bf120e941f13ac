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

/** The aggregation and the naive count of one scope, for pinned cases. */
function bothWays(scope: InsightsScope, bookings: readonly Booking[]) {
  const got = aggregateInChunks(scope, bookings, []);
  const want = naiveInsights({
    zone: scope.zone,
    from: scope.from,
    to: scope.to,
    filter: scope.filter,
    bays: scope.bays,
    locationId: scope.locationId,
    bookings,
  });
  return { got, want };
}

describe('Insights aggregation against a minute-by-minute count', () => {
  it('gives a time of day inside the spring-forward gap no minutes that day (a case the property test found)', () => {
    const { got, want } = bothWays(
      {
        locationId: LOCATION.id,
        from: '2026-03-07',
        to: '2026-03-08',
        zone: 'America/New_York',
        filter: { tags: null, search: null, timeOfDay: { startMinute: 150, endMinute: 180 } },
        bays: BAYS,
      },
      [],
    );
    expect(got.days.map((d) => d.availableMs)).toEqual([got.bays * 30 * 60_000, 0]);
    expect(want.days.map((d) => d.availableMs)).toEqual(got.days.map((d) => d.availableMs));
    expect(got.totals).toEqual(want.totals);
  });

  it('counts no booking on a day whose time of day falls wholly in the gap (Lord Howe, half an hour)', () => {
    const overTwoDays: Booking = {
      id: 'k0',
      startMs: Date.UTC(2026, 9, 2, 14, 10),
      endMs: Date.UTC(2026, 9, 4, 16, 11),
      user: { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
      location: { id: LOCATION.id, name: LOCATION.name },
      bay: { id: 'b1', name: 'Bay 1', tag: 'Truck' },
    };
    const { got, want } = bothWays(
      {
        locationId: LOCATION.id,
        from: '2026-10-03',
        to: '2026-10-04',
        zone: 'Australia/Lord_Howe',
        filter: { tags: null, search: null, timeOfDay: { startMinute: 120, endMinute: 150 } },
        bays: BAYS,
      },
      [overTwoDays],
    );
    // 02:00–02:30 does not exist on 4 October: the clocks go from 02:00 to 02:30.
    expect(got.days.map((d) => [d.bookings, d.availableMs])).toEqual([
      [1, got.bays * 30 * 60_000],
      [0, 0],
    ]);
    expect(want.days.map((d) => [d.bookings, d.availableMs])).toEqual(
      got.days.map((d) => [d.bookings, d.availableMs]),
    );
  });

  it('counts a zero-length booking at midnight between two whole days, on the later day', () => {
    const atMidnight = Date.UTC(2026, 11, 31);
    const { got, want } = bothWays(
      {
        locationId: LOCATION.id,
        from: '2026-12-30',
        to: '2026-12-31',
        zone: 'UTC',
        filter: { tags: null, search: null, timeOfDay: null },
        bays: BAYS,
      },
      [
        {
          id: 'k0',
          startMs: atMidnight,
          endMs: atMidnight,
          user: { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
          location: { id: LOCATION.id, name: LOCATION.name },
          bay: { id: 'b1', name: 'Bay 1', tag: 'Truck' },
        },
      ],
    );
    expect(got.days.map((d) => d.bookings)).toEqual([0, 1]);
    expect(want.days.map((d) => d.bookings)).toEqual([0, 1]);
    expect(want.totals).toEqual(got.totals);
  });

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
            zone: period.zone,
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
          expect(got.baysNeeded).toBe(want.baysNeeded);
          expect(Object.fromEntries(got.tagUse.map((t) => [t.tag ?? '', t.baysNeeded]))).toEqual(
            want.baysNeededByTag,
          );
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

  it('counts bays and people shared among bookings (as the API client shares them) as it counts copies, past the identity cache', () => {
    const day = Date.UTC(2026, 2, 2, 0, 0);
    const bays = BAYS.filter((b) => b.location?.id === LOCATION.id);
    // More people, and more bookings in one chunk, than the aggregator remembers objects for.
    const users = Array.from({ length: 5000 }, (_, i) => ({
      id: `u${i}`,
      name: `Person ${i}`,
      email: `p${i}@example.com`,
    }));
    // Some bookings without a user.
    const bookings: Booking[] = Array.from({ length: 6000 }, (_, i) => {
      const bay = bays[i % bays.length] as (typeof bays)[number];
      const startMs = day + (i % 1440) * 60_000 * 5;
      return {
        id: `k${i}`,
        startMs,
        endMs: startMs + ((i % 7) + 1) * 15 * 60_000,
        user: i % 11 === 0 ? null : (users[(i * 7) % users.length] ?? null),
        location: LOCATION,
        bay: { id: bay.id, name: bay.name, tag: bay.tag },
      };
    });
    const sharedBays = new Map<string, Booking['bay']>();
    const shared = bookings.map((b) => {
      const key = b.bay?.id ?? '';
      if (!sharedBays.has(key)) sharedBays.set(key, b.bay);
      return { ...b, bay: sharedBays.get(key) ?? null };
    });
    const copies = JSON.parse(JSON.stringify(bookings)) as Booking[];
    const scope = {
      locationId: LOCATION.id,
      from: '2026-03-02',
      to: '2026-03-31',
      zone: 'Europe/Berlin',
      filter: { tags: null, search: null, timeOfDay: null },
      bays: BAYS,
    };
    // The copies in one chunk of 6,000 (beyond the cap for bays and people), the shared in two.
    const fromShared = aggregateInChunks(scope, shared, [2500]);
    const fromCopies = aggregateInChunks(scope, copies, []);
    expect(fromShared).toEqual(fromCopies);
    const people = new Set(bookings.flatMap((b) => (b.user?.id ? [b.user.id] : [])));
    expect(people.size).toBeGreaterThan(4096);
    expect(fromShared.people).toBe(people.size);
    expect(fromShared.totals.bookings).toBe(6000);
  });
});
