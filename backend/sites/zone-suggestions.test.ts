import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#shared/contract';
import type { TimeBookingsQuery } from '#shared/api/query';
import type { Booking, Location } from '#shared/model';
import { AppFailure } from '#shared/result';
import { zonedTimeToEpoch } from '#shared/time/zone';
import type { ApiClient } from '../api/client';
import { createSiteZoneHandlers } from '../handlers/site-zone-handlers';
import type { HandlerContext } from '../handlers/context';
import { zoneSuggestions } from './zone-suggestions';

// Friday 27 March 2026, noon UTC: the four weeks before it are winter time in Europe.
const NOW = Date.UTC(2026, 2, 27, 12);
const DAY = 86_400_000;

/** A booking at a site, starting at a local time on each of the 20 weekdays before NOW. */
function mornings(locationId: string, zone: string, times: readonly string[]): Booking[] {
  const out: Booking[] = [];
  for (let back = 1; back <= 28; back++) {
    const day = new Date(NOW - back * DAY);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const time of times) {
      const [h, m] = time.split(':').map(Number) as [number, number];
      const d = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()] as const;
      const startMs = zonedTimeToEpoch(zone, ...d, h, m);
      out.push({
        id: `${locationId}-${out.length}`,
        startMs,
        endMs: startMs + 8 * 3_600_000,
        user: null,
        location: { id: locationId, name: null },
        bay: null,
      });
    }
  }
  return out;
}

/** A client answering each week's request from `bookings`, counting the requests in flight. */
function fakeClient(bookings: readonly Booking[], failFor?: string) {
  const queries: TimeBookingsQuery[] = [];
  const signals: AbortSignal[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const client = {
    async listBookings(query: TimeBookingsQuery, signal?: AbortSignal) {
      queries.push(query);
      if (signal) signals.push(signal);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      // Other sites' requests start while this one waits.
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      if (signal?.aborted) throw new AppFailure('cancelled', 'The request was cancelled.');
      if (query.locationId === failFor)
        throw new AppFailure('server', 'api.example.com answered 503. Try again later.');
      const [min, max] = [Date.parse(query.timeMin), Date.parse(query.timeMax)];
      const items = bookings.filter(
        (b) => b.location?.id === query.locationId && b.startMs < max && b.endMs > min,
      );
      return { items, dropped: 0 };
    },
  } as unknown as ApiClient;
  return { client, queries, signals, maxInFlight: () => maxInFlight };
}

const OFFICE = ['08:00', '08:15', '08:45', '09:00', '13:00'];
const signal = () => new AbortController().signal;

describe('zone suggestions for the sites without a zone', () => {
  it('reads four weeks of bookings, a week a request and three sites at once, only where the name says no city', async () => {
    const yards = ['y1', 'y2', 'y3', 'y4', 'y5'];
    const bookings = yards.flatMap((id) => mornings(id, 'Europe/London', OFFICE));
    const fake = fakeClient(bookings);
    const suggestions = await zoneSuggestions({
      client: fake.client,
      sites: [
        { locationId: 'syd', name: 'Sydney Harbour' },
        ...yards.map((id) => ({ locationId: id, name: `Yard ${id}` })),
        { locationId: 'empty', name: null },
      ],
      accountZone: 'Europe/Berlin',
      nowMs: NOW,
      signal: signal(),
    });
    expect(suggestions).toEqual([
      {
        locationId: 'syd',
        zone: 'Australia/Sydney',
        reason: 'name',
        typicalStartHour: null,
        confidence: 'high',
      },
      ...yards.map((locationId) => ({
        locationId,
        zone: 'Europe/London',
        reason: 'booking-starts',
        typicalStartHour: 8,
        // Mornings alone: 08:00 here is 07:00 in the Azores.
        confidence: 'low',
      })),
    ]);
    expect(fake.queries.some((q) => q.locationId === 'syd')).toBe(false);
    const y1 = fake.queries.filter((q) => q.locationId === 'y1');
    expect(y1.map((q) => [q.timeMin, q.timeMax])).toEqual([
      ['2026-02-27T12:00:00+00:00', '2026-03-06T12:00:00+00:00'],
      ['2026-03-06T12:00:00+00:00', '2026-03-13T12:00:00+00:00'],
      ['2026-03-13T12:00:00+00:00', '2026-03-20T12:00:00+00:00'],
      ['2026-03-20T12:00:00+00:00', '2026-03-27T12:00:00+00:00'],
    ]);
    expect(fake.maxInFlight()).toBe(3);
  });

  it('fails with the first site whose bookings cannot be read, and stops the others’ requests', async () => {
    const fake = fakeClient([], 'y1');
    const sites = ['y1', 'y2', 'y3', 'y4', 'y5', 'y6'].map((id) => ({ locationId: id, name: id }));
    const job = { client: fake.client, sites, accountZone: null, nowMs: NOW, signal: signal() };
    await expect(zoneSuggestions(job)).rejects.toMatchObject({ kind: 'server' });
    expect(fake.signals.length).toBeGreaterThan(1);
    expect(fake.signals.every((s) => s.aborted)).toBe(true);
  });

  it('through the contract: leaves out sites with a zone, and names the account’s zone where it fits', async () => {
    const locations: Location[] = [
      { id: 'set', name: 'Set Yard' },
      { id: 'hours-only', name: 'Depot 2' },
      { id: 'none', name: 'Depot 3' },
    ];
    const saved = new Map<string, SiteSettings>([
      ['set', { zone: 'Asia/Tokyo', hours: null }],
      ['hours-only', { zone: null, hours: null }],
    ]);
    const bookings = ['hours-only', 'none'].flatMap((id) =>
      mornings(id, 'Europe/London', ['08:00', '08:30', '09:00']),
    );
    const fake = fakeClient(bookings);
    const ctx = {
      directory: {
        locations: async () => ({ items: locations, dropped: 0 }),
        clientFor: async () => fake.client,
      },
      sites: { settings: async () => saved },
      // Lisbon keeps London's clock: the account's zone is named.
      settings: { get: async () => ({ zone: 'Europe/Lisbon' }) },
    } as unknown as HandlerContext;
    const { suggestSiteZones } = createSiteZoneHandlers(ctx, () => NOW);
    const { suggestions } = await suggestSiteZones({ accountId: 'a' }, signal());
    expect(suggestions.map((s) => [s.locationId, s.zone, s.reason])).toEqual([
      ['hours-only', 'Europe/Lisbon', 'booking-starts'],
      ['none', 'Europe/Lisbon', 'booking-starts'],
    ]);
  });
});
