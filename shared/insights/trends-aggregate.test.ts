import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { NO_FILTER } from '../scope/booking-filter';
import { OFFICE_HOURS } from '../sites/opening-hours';
import { localDayRange } from '../time/zone';
import { BAYS, filterArb, hoursArb, LOCATION, siteZoneArb } from './testing/arbitraries';
import { insightsPerBucket, trendBookingsArb, trendPeriodArb } from './testing/trend-arbitraries';
import type { TrendBucket, TrendFigures } from './trend-types';
import { createTrendAggregator, type TrendScope } from './trends-aggregate';
import { trendTable } from './trend-table';

/** Feeds the bookings in start order, cut into chunks at the given points, as the backend does. */
function trendInChunks(scope: TrendScope, bookings: readonly Booking[], cuts: readonly number[]) {
  const sorted = [...bookings].sort((a, b) => a.startMs - b.startMs);
  const aggregator = createTrendAggregator(scope);
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (sorted.length + 1)), sorted.length].sort(
    (a, b) => a - b,
  )) {
    aggregator.add(sorted.slice(at, Math.max(at, cut)));
    at = Math.max(at, cut);
  }
  expect(aggregator.bookingsRead).toBe(bookings.length);
  return aggregator.finish();
}

/** A bucket without its changes. */
function figuresOf({ previous: _p, yearBefore: _y, ...figures }: TrendBucket): TrendFigures {
  return figures;
}

const siteArb = fc.option(fc.record({ zone: siteZoneArb, hours: hoursArb }), { freq: 2 });

describe('a trend bucket is Insights over its days alone', () => {
  it('agrees on every figure, whatever the bookings, filter, site and chunks', () => {
    fc.assert(
      fc.property(
        trendPeriodArb.chain((p) =>
          fc.tuple(
            fc.constant(p),
            trendBookingsArb(p),
            filterArb,
            siteArb,
            fc.array(fc.nat(), { maxLength: 4 }),
          ),
        ),
        ([period, bookings, filter, site, cuts]) => {
          const scope: TrendScope = {
            ...period,
            locationId: LOCATION.id,
            filter,
            bays: BAYS,
            site,
          };
          const got = trendInChunks(scope, bookings, cuts).map(figuresOf);
          expect(got).toEqual(insightsPerBucket(scope, bookings));
        },
      ),
      { numRuns: 150 },
    );
  });

  const HOUR = 3_600_000;
  const booking = (id: string, bay: string, startMs: number, endMs: number): Booking => ({
    id,
    startMs,
    endMs,
    user: null,
    location: LOCATION,
    bay: { id: bay, name: null, tag: null },
  });
  const london = {
    zone: 'Europe/London',
    hours: OFFICE_HOURS,
  };

  it.each([
    ['with opening hours', london],
    ['open every hour', null],
  ])(
    'counts a booking across a month’s end in both months, over a DST month and an empty one, %s',
    (_what, site) => {
      const scope: TrendScope = {
        unit: 'month',
        zone: 'Europe/London',
        from: '2026-02-01',
        to: '2026-04-30',
        locationId: LOCATION.id,
        filter: NO_FILTER,
        bays: BAYS,
        site,
      };
      // From Friday 27 February 17:00 to Monday 2 March 10:00, London time (GMT).
      const across = booking('k1', 'b1', Date.UTC(2026, 1, 27, 17), Date.UTC(2026, 2, 2, 10));
      // Within March, the month the clocks go forward (30 March, a Monday, is BST).
      const march = booking('k2', 'b2', Date.UTC(2026, 2, 30, 8), Date.UTC(2026, 2, 30, 10));
      const buckets = trendInChunks(scope, [march, across], [1]);
      expect(buckets.map(figuresOf)).toEqual(insightsPerBucket(scope, [across, march]));
      const [feb, mar, apr] = buckets as [TrendBucket, TrendBucket, TrendBucket];
      expect([feb.from, feb.to, mar.from, mar.to, apr.from, apr.to]).toEqual([
        '2026-02-01',
        '2026-02-28',
        '2026-03-01',
        '2026-03-31',
        '2026-04-01',
        '2026-04-30',
      ]);
      expect([feb.bookings, mar.bookings, apr.bookings]).toEqual([1, 2, 0]);
      // Open time only with hours: Friday 17:00–18:00 in February; Monday 08:00–10:00 in March.
      expect(feb.bookedMs).toBe(site ? HOUR : 31 * HOUR);
      // April is empty: no use, yet it has open time, so its utilisation is 0 and not unknown.
      expect(apr).toMatchObject({ bookedMs: 0, utilisation: 0, peak: 0, baysNeeded: 0 });
      expect(apr.spareBays).toBe(apr.bays);
      // A month with the clocks going forward is an hour shorter: every hour open, 743 hours a bay.
      if (!site) expect(mar.availableMs).toBe(mar.bays * 743 * HOUR);
    },
  );

  it('has no utilisation where a site is never open', () => {
    const scope: TrendScope = {
      unit: 'week',
      zone: 'UTC',
      from: '2026-06-01',
      to: '2026-06-07',
      locationId: LOCATION.id,
      filter: NO_FILTER,
      bays: BAYS,
      site: { zone: 'UTC', hours: Array.from({ length: 7 }, () => null) },
    };
    const [week] = trendInChunks(scope, [], []);
    expect(week).toMatchObject({ availableMs: 0, utilisation: null, baysNeeded: null });
  });

  it('says why a week was closed all through, and gives it no change against the open weeks', () => {
    const scope: TrendScope = {
      unit: 'week',
      zone: 'Europe/London',
      from: '2026-06-01',
      to: '2026-06-21',
      locationId: LOCATION.id,
      filter: NO_FILTER,
      bays: BAYS,
      site: {
        ...london,
        closed: ['08', '09', '10', '11', '12'].map((d) => ({
          date: `2026-06-${d}`,
          kind: 'closure' as const,
          reason: 'Resurfacing',
        })),
      },
    };
    // One booking at 09:00–10:00 London time (BST) each day of the three weeks.
    const bookings = Array.from({ length: 21 }, (_, i) =>
      booking(`k${i}`, 'b1', Date.UTC(2026, 5, 1 + i, 8), Date.UTC(2026, 5, 1 + i, 9)),
    );
    const [before, closed, after] = trendInChunks(scope, bookings, []) as [
      TrendBucket,
      TrendBucket,
      TrendBucket,
    ];
    expect(closed).toMatchObject({
      bookings: 7,
      availableMs: 0,
      utilisation: null,
      // No open time, so no peak of it: not a peak of 0.
      peak: null,
      closed: [
        { kind: 'closure', reason: 'Resurfacing' },
        { kind: 'weekday', isoWeekday: 6 },
        { kind: 'weekday', isoWeekday: 7 },
      ],
      previous: null,
    });
    expect(before.closed).toBeNull();
    // Seven bookings a week on either side: no fall to the closed week, and none back from it.
    expect(after).toMatchObject({ bookings: 7, closed: null, previous: null });
    const table = trendTable([
      {
        locationId: LOCATION.id,
        name: 'Depot',
        basis: { zone: 'Europe/London', site: null },
        buckets: [before, closed, after],
        unreadableRecords: 0,
      },
    ]);
    const column = table.header.indexOf('closed');
    expect(table.rows.map((r) => r[column])).toEqual([null, 'Resurfacing; Saturday; Sunday', null]);
  });
});

describe('a trend’s changes', () => {
  const start = (day: string) => localDayRange('UTC', day).startMs;
  const oneBookingPerDay = (from: string, days: number, bay = 'b1'): Booking[] =>
    Array.from({ length: days }, (_, i) => ({
      id: `${bay}-${i}`,
      startMs: start(from) + i * 86_400_000,
      endMs: start(from) + i * 86_400_000 + 3_600_000,
      user: null,
      location: LOCATION,
      bay: { id: bay, name: null, tag: null },
    }));
  const scope = (unit: 'month' | 'week', from: string, to: string): TrendScope => ({
    unit,
    zone: 'UTC',
    from,
    to,
    locationId: LOCATION.id,
    filter: NO_FILTER,
    bays: BAYS,
    site: null,
  });

  it('compares each month with the one before and, from the 13th on, with the year before', () => {
    const buckets = trendInChunks(
      scope('month', '2025-01-01', '2026-02-28'),
      oneBookingPerDay('2025-01-01', 365 + 59),
      [],
    );
    expect(buckets).toHaveLength(14);
    const [jan25, feb25] = buckets as [TrendBucket, TrendBucket];
    expect(jan25.previous).toBeNull();
    expect(feb25.previous).toEqual({
      bookings: 28 - 31,
      bookedMs: (28 - 31) * 3_600_000,
      utilisation: (feb25.utilisation as number) - (jan25.utilisation as number),
      peak: 0,
      baysNeeded: 0,
    });
    expect(buckets.slice(0, 12).every((b) => b.yearBefore === null)).toBe(true);
    const jan26 = buckets[12] as TrendBucket;
    expect(jan26.from).toBe('2026-01-01');
    expect(jan26.yearBefore).toEqual({
      bookings: 0,
      bookedMs: 0,
      utilisation: 0,
      peak: 0,
      baysNeeded: 0,
    });
  });

  it('compares a week with the week 52 weeks before, the same weekdays', () => {
    // 53 weeks from Monday 2025-01-06; one booking a day in the first week, two a day in the last.
    const lastWeek = '2026-01-05';
    const bookings = [
      ...oneBookingPerDay('2025-01-06', 7),
      ...oneBookingPerDay(lastWeek, 7),
      ...oneBookingPerDay(lastWeek, 7, 'b2'),
    ];
    const buckets = trendInChunks(scope('week', '2025-01-06', '2026-01-11'), bookings, [3]);
    expect(buckets).toHaveLength(53);
    const last = buckets[52] as TrendBucket;
    expect(last.from).toBe(lastWeek);
    expect(last.yearBefore).toMatchObject({ bookings: 7, peak: 1 });
    expect(last.previous).toMatchObject({ bookings: 14, peak: 2 });
    expect(buckets.slice(0, 52).every((b) => b.yearBefore === null)).toBe(true);
  });
});

describe('months before the first booking the API returns', () => {
  const start = (day: string) => localDayRange('UTC', day).startMs;
  /** One hour on bay b1 (tag Truck) at 09:00 on each day given. */
  const onDays = (...days: string[]): Booking[] =>
    days.map((day, i) => ({
      id: `d${i}`,
      startMs: start(day) + 9 * 3_600_000,
      endMs: start(day) + 10 * 3_600_000,
      user: null,
      location: LOCATION,
      bay: { id: 'b1', name: null, tag: null },
    }));
  const scope = (to: string, filter = NO_FILTER): TrendScope => ({
    unit: 'month',
    zone: 'UTC',
    from: '2025-01-01',
    to,
    locationId: LOCATION.id,
    filter,
    bays: BAYS,
    site: null,
  });
  // The first booking is on 15 April, the fourth month; one a month from then on.
  const monthly = onDays(
    ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2025-${m}-15`),
    ...['01', '02', '03', '04'].map((m) => `2026-${m}-15`),
  );

  it('have no data: no utilisation, bays needed or spare; from the first month on, as before', () => {
    const buckets = trendInChunks(scope('2025-12-31'), monthly.slice(0, 9), [2, 5]);
    expect(buckets).toHaveLength(12);
    expect(buckets.map((b) => b.noData)).toEqual([...Array(3).fill(true), ...Array(9).fill(false)]);
    for (const b of buckets.slice(0, 3))
      expect(b).toMatchObject({
        bookings: 0,
        utilisation: null,
        baysNeeded: null,
        spareBays: null,
        previous: null,
      });
    // April holds the first booking from its 15th: the whole month is counted, as Insights count it.
    expect(buckets.slice(3).map(figuresOf)).toEqual(
      insightsPerBucket(scope('2025-12-31'), monthly.slice(0, 9)).slice(3),
    );
    expect(buckets[3]?.utilisation).toBeGreaterThan(0);
    // April has nothing before it to compare with; May has April.
    expect(buckets[3]?.previous).toBeNull();
    expect(buckets[4]?.previous).toMatchObject({ bookings: 0 });
  });

  it('have no change against them: a year on, only months with data a year before compare', () => {
    const buckets = trendInChunks(scope('2026-04-30'), monthly, [4]);
    expect(buckets).toHaveLength(16);
    // January to March 2026 would be "up" on 0%: none. April 2026 has April 2025.
    expect(buckets.slice(12, 15).map((b) => b.yearBefore)).toEqual([null, null, null]);
    expect(buckets[15]?.yearBefore).toEqual({
      bookings: 0,
      bookedMs: 0,
      utilisation: 0,
      peak: 0,
      baysNeeded: 0,
    });
  });

  it('are only those before the API’s first booking, not before the filter’s first match', () => {
    // The tag Van matches none of the bookings (on b1, a Truck bay): its months are 0%, known.
    const filter = { ...NO_FILTER, tags: ['Van'] };
    const buckets = trendInChunks(scope('2025-12-31', filter), monthly.slice(0, 9), []);
    expect(buckets.map((b) => b.noData)).toEqual([...Array(3).fill(true), ...Array(9).fill(false)]);
    expect(buckets.slice(3).every((b) => b.bookings === 0 && b.utilisation === 0)).toBe(true);
  });

  it('are every month when the API has no booking in the whole trend', () => {
    const buckets = trendInChunks(scope('2025-12-31'), [], []);
    expect(buckets.every((b) => b.noData && b.utilisation === null)).toBe(true);
    expect(buckets.every((b) => b.previous === null && b.yearBefore === null)).toBe(true);
  });

  it('are none when a booking begun before the trend runs into its first month', () => {
    const early: Booking = {
      ...(onDays('2024-12-31')[0] as Booking),
      endMs: start('2025-01-01') + 3_600_000,
    };
    const buckets = trendInChunks(scope('2025-03-31'), [early], []);
    expect(buckets.map((b) => b.noData)).toEqual([false, false, false]);
  });
});
