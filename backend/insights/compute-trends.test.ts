import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/model';
import { NO_FILTER } from '#shared/scope/booking-filter';
import { trendFigures } from '#shared/insights/trend-figures';
import { trendBuckets } from '#shared/insights/trend-period';
import type { TrendBucket, TrendUnit } from '#shared/insights/trend-types';
import { weeklyHours } from '#shared/sites/opening-hours';
import type { LocationClock } from '#shared/sites/site-clock';
import { localDayRange } from '#shared/time/zone';
import type { BookingsQuery } from '#shared/api/query';
import type { ApiClient } from '../api/client';
import { booking, createFakeClient } from '../export/testing/fake-client';
import { computeInsights } from './compute-insights';
import { computeTrends } from './compute-trends';

const harbour = { id: 'loc-h', name: 'Harbour Office' };
const depot = { id: 'loc-d', name: 'Northgate Depot' };
const bays = [
  { id: 'b1', name: 'Bay 1', tag: 'EV', location: harbour },
  { id: 'b2', name: 'Bay 2', tag: null, location: harbour },
  { id: 'd1', name: 'Depot 1', tag: null, location: depot },
];

/** At the harbour and the depot: across February's end, in March (clocks forward), none in April. */
function at(location: typeof harbour, bay: string): (id: string, s: string, e: string) => Booking {
  return (id, s, e) =>
    booking(`${location.id}-${id}`, s, e, { location, bay: { id: bay, name: null, tag: null } });
}
const BOOKINGS: readonly Booking[] = [
  at(harbour, 'b1')('across', '2026-02-27T17:00:00Z', '2026-03-02T10:00:00Z'),
  at(harbour, 'b2')('dst', '2026-03-30T07:00:00Z', '2026-03-30T10:00:00Z'),
  at(harbour, 'b1')('may', '2026-05-04T08:00:00Z', '2026-05-04T12:00:00Z'),
  at(depot, 'd1')('night', '2026-03-28T22:00:00Z', '2026-03-29T06:00:00Z'),
  at(depot, 'ghost')('unlisted', '2026-05-31T23:30:00Z', '2026-06-01T00:30:00Z'),
];

/** A client over the bookings, each location's own, counting its calls. */
function companyClient() {
  const fakes = new Map(
    [harbour, depot].map((l) => [
      l.id,
      createFakeClient(
        BOOKINGS.filter((b) => b.location?.id === l.id),
        { bays },
      ),
    ]),
  );
  const queries: BookingsQuery[] = [];
  let baysCalls = 0;
  const client: ApiClient = {
    baseUrl: 'http://127.0.0.1:1/api/integrations',
    listLocations: async () => ({ items: [harbour, depot], dropped: 0 }),
    listBays: async () => {
      baysCalls++;
      return { items: bays, dropped: 0 };
    },
    listBookings: async (q, s) => (await client.receiveBookings(q, s)).read(),
    receiveBookings: (q, s) => {
      queries.push(q);
      return (fakes.get(q.locationId) ?? createFakeClient([])).receiveBookings(q, s);
    },
  };
  return { client, queries, baysCalls: () => baysCalls };
}

/** The harbour has Mon–Fri 08:00–18:00 on London's clock; the depot has no settings. */
const clockOf = (id: string): LocationClock =>
  id === harbour.id
    ? {
        zone: 'Europe/London',
        site: {
          zone: 'Europe/London',
          hours: weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
            startMinute: 480,
            endMinute: 1080,
          }),
        },
      }
    : { zone: 'Europe/London', site: null };

const figuresOf = ({ previous: _p, yearBefore: _y, ...figures }: TrendBucket) => figures;

describe('trends of every site', () => {
  it.each([
    ['month', '2026-02-01', '2026-05-31'],
    ['week', '2026-02-23', '2026-04-05'],
  ] as const)(
    'by %s: each bucket is getInsights over its days alone, from one fetch per site',
    async (unit: TrendUnit, from, to) => {
      const signal = new AbortController().signal;
      const { client, queries, baysCalls } = companyClient();
      const progress: number[] = [];
      const sites = await computeTrends({
        client,
        unit,
        from,
        to,
        zone: 'UTC',
        filter: NO_FILTER,
        // The harbour listed twice is counted once.
        locations: [harbour, depot, harbour],
        clockOf,
        signal,
        onProgress: (p) => progress.push(p.percent),
      });
      expect(sites.map((s) => [s.locationId, s.name])).toEqual([
        [harbour.id, harbour.name],
        [depot.id, depot.name],
      ]);
      expect(baysCalls()).toBe(1);
      expect(progress.at(-1)).toBe(100);
      // One streamed fetch per site: its requests cover the period's instants once, edge to edge.
      for (const site of sites) {
        const spans = queries
          .filter((q) => q.locationId === site.locationId && q.family === 'time')
          .map((q) => (q.family === 'time' ? [Date.parse(q.timeMin), Date.parse(q.timeMax)] : []));
        for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBe(spans[i - 1]![1]);
        expect(spans[0]![0]).toBe(Date.parse(`${from}T00:00:00Z`));
      }
      const buckets = trendBuckets(unit, { from, to });
      for (const site of sites) {
        expect(site.basis).toEqual(clockOf(site.locationId));
        // No data in a bucket over before the site's first booking: the depot's February.
        const first = Math.min(
          ...BOOKINGS.filter((b) => b.location?.id === site.locationId).map((b) => b.startMs),
        );
        const oracle = [];
        for (const bucket of buckets) {
          const clock = clockOf(site.locationId);
          const insights = await computeInsights({
            client,
            locationId: site.locationId,
            ...bucket,
            zone: clock.zone,
            site: clock.site,
            filter: NO_FILTER,
            signal,
          });
          const noData = localDayRange(clock.zone, bucket.to).endMs <= first;
          oracle.push(trendFigures(insights, noData));
        }
        expect(site.buckets.map(figuresOf)).toEqual(oracle);
      }
      if (unit === 'month') {
        const [harbourTrend, depotTrend] = sites;
        expect(harbourTrend!.buckets.map((b) => b.bookings)).toEqual([1, 2, 0, 1]);
        // April is empty at both, yet after their first booking: 0% is known, not "no data".
        expect(harbourTrend!.buckets.map((b) => b.noData)).toEqual([false, false, false, false]);
        expect(depotTrend!.buckets.map((b) => b.noData)).toEqual([true, false, false, false]);
        expect(depotTrend!.buckets[0]).toMatchObject({ utilisation: null, bookings: 0 });
        expect(depotTrend!.buckets[1]).toMatchObject({ previous: null, noData: false });
        expect(depotTrend!.buckets[2]?.previous).not.toBeNull();
      }
    },
  );

  it('refuses a period of part of a month, saying what to give', async () => {
    const { client } = companyClient();
    await expect(
      computeTrends({
        client,
        unit: 'month',
        from: '2026-02-02',
        to: '2026-05-31',
        zone: 'UTC',
        filter: NO_FILTER,
        locations: [harbour],
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({
      kind: 'invalid-argument',
      message: expect.stringContaining('start on the first day of a month (2026-02-01'),
    });
  });
});
