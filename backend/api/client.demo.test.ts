import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#shared/time/civil';
import { dayWindow } from '#shared/time/local-day-bounds';
import { AppFailure } from '#shared/result';
import { startDemoServer, type DemoServer } from '../../demo-api/server';
import { createApiClient, type ApiClient } from './client';

// The client against the demo API server (a faithful implementation of the spec), on loopback.
const NOW = Date.UTC(2026, 2, 20, 12);
const TODAY = '2026-03-20';
const ZONE = 'Europe/London';

let demo: DemoServer;
let client: ApiClient;

beforeAll(async () => {
  demo = await startDemoServer({ seed: 7, scale: 'demo', now: NOW });
  client = createApiClient({
    host: demo.host,
    apiKey: demo.apiKey,
    baseDelayMs: 5,
    timeoutMs: 10_000,
  });
});
afterAll(() => demo.close());
beforeEach(() => {
  demo.setFaults({});
  demo.resetStats();
});

async function kindOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(AppFailure);
    expect((e as AppFailure).message).not.toContain(demo.apiKey);
    return (e as AppFailure).kind;
  }
  return 'ok';
}

describe('client and demo server', () => {
  it('lists locations and bays', async () => {
    expect(client.baseUrl).toBe(demo.url);
    const locations = await client.listLocations();
    expect(locations.dropped).toBe(0);
    expect(locations.items.length).toBeGreaterThan(0);
    const bays = await client.listBays();
    expect(bays.dropped).toBe(0);
    const ids = new Set(locations.items.map((l) => l.id));
    expect(bays.items.every((b) => b.location !== null && ids.has(b.location.id))).toBe(true);
  });

  it('reads a day in the time family: users, and bookings overlapping the window', async () => {
    const [location] = (await client.listLocations()).items;
    const window = dayWindow(TODAY, ZONE);
    const { items, dropped } = await client.listBookings({
      family: 'time',
      locationId: location?.id ?? '',
      timeMin: window.timeMin,
      timeMax: window.timeMax,
      timezone: ZONE,
    });
    expect(dropped).toBe(0);
    expect(items.length).toBeGreaterThan(0);
    for (const b of items) {
      expect(b.startMs).toBeLessThan(window.endMs);
      expect(b.endMs).toBeGreaterThan(window.startMs);
      expect(b.user).not.toBeNull();
      expect(b.location?.id).toBe(location?.id);
    }
  });

  it('reads a date range in the dates family: the same bookings, without users', async () => {
    const [location] = (await client.listLocations()).items;
    const locationId = location?.id ?? '';
    const dates = await client.listBookings({
      family: 'dates',
      locationId,
      startDate: TODAY,
      endDate: addDays(TODAY, 1),
    });
    expect(dates.dropped).toBe(0);
    expect(dates.items.length).toBeGreaterThan(0);
    expect(dates.items.every((b) => b.user === null && b.endMs >= b.startMs)).toBe(true);
  });

  it('maps the demo server failures to the right kinds', async () => {
    const wrongKey = createApiClient({ host: demo.host, apiKey: 'not-the-key', baseDelayMs: 5 });
    expect(await kindOf(wrongKey.listLocations())).toBe('auth');
    const [location] = (await client.listLocations()).items;
    const datesQuery = {
      family: 'dates',
      locationId: location?.id ?? '',
      startDate: TODAY,
      endDate: TODAY,
    } as const;
    expect(
      await kindOf(client.listBookings({ ...datesQuery, locationId: 'no-such-location' })),
    ).toBe('bad-request');

    demo.setFaults({ failureRate: 1, failureStatus: 503 });
    demo.resetStats();
    expect(await kindOf(client.listLocations())).toBe('server');
    expect(demo.stats.requests).toBe(4); // one attempt and three retries

    demo.setFaults({ malformedJson: true });
    expect(await kindOf(client.listBays())).toBe('invalid-response');
    demo.setFaults({ truncatedJson: true });
    expect(await kindOf(client.listBays())).toBe('invalid-response');

    demo.setFaults({ latencyMs: 2000 });
    const impatient = createApiClient({ host: demo.host, apiKey: demo.apiKey, timeoutMs: 100 });
    expect(await kindOf(impatient.listLocations())).toBe('timeout');
    // Cancelled while the server holds the request: wait until it has arrived, then abort.
    demo.setFaults({ latencyMs: 60_000 });
    const arrived = demo.stats.requests;
    const abort = new AbortController();
    const pending = client.listLocations(abort.signal);
    await vi.waitFor(() => expect(demo.stats.requests).toBe(arrived + 1));
    abort.abort();
    expect(await kindOf(pending)).toBe('cancelled');
  });

  it('copes with null fields', async () => {
    demo.setFaults({ nullFields: true });
    const bays = await client.listBays();
    expect(bays.items.length + bays.dropped).toBeGreaterThan(0);
    expect(bays.items.some((b) => b.name === null || b.tag === null)).toBe(true);
  });
});
