// Zone suggestions for a huge company stay bounded: long names are not read, the work yields to
// every other call, and a cancel stops it at once (issue 37: 2,000 locations with 40,000-character
// names had blocked every other call for 24–27 s, and an abort did not stop it).
import { describe, expect, it } from 'vitest';
import type { TimeBookingsQuery } from '#shared/api/query';
import type { Booking, Location } from '#shared/model';
import { offsetMinutesAt, zonedTimeToEpoch } from '#shared/time/zone';
import type { ApiClient } from '../api/client';
import type { HandlerContext } from '../handlers/context';
import { createSiteZoneHandlers } from '../handlers/site-zone-handlers';
import { SITES_AT_ONCE, zoneSuggestions } from './zone-suggestions';

// Friday 27 March 2026, noon UTC: the four weeks before it are winter time in Europe.
const NOW = Date.UTC(2026, 2, 27, 12);
const DAY = 86_400_000;
const SITES = 2000;
const LONG = 'x'.repeat(40_000);

/** A working day's starts in London on each weekday of the four weeks before NOW. */
function londonDays(): number[] {
  const out: number[] = [];
  for (let back = 1; back <= 28; back++) {
    const day = new Date(NOW - back * DAY);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const ymd = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()] as const;
    for (const [h, m] of [
      [7, 30],
      [8, 0],
      [8, 30],
      [9, 0],
      [11, 0],
      [13, 0],
      [16, 0],
      [18, 0],
    ] as const)
      out.push(zonedTimeToEpoch('Europe/London', ...ymd, h, m));
  }
  return out;
}
const STARTS = londonDays();

/** 2,000 sites, each name a city and 40,000 characters more; every tenth has bookings. */
const locations: Location[] = Array.from({ length: SITES }, (_, i) => ({
  id: `loc-${i}`,
  name: `Sydney ${i} ${LONG}`,
}));
const busy = (locationId: string) => Number(locationId.slice(4)) % 10 === 0;

/**
 * A client that answers at once (no network to wait on), from STARTS for the busy sites;
 * `onRequest` hears each request's number as it is made.
 */
function instantClient(onRequest: (n: number) => void = () => undefined) {
  let requests = 0;
  const client = {
    async listBookings(query: TimeBookingsQuery) {
      requests += 1;
      onRequest(requests);
      const [min, max] = [Date.parse(query.timeMin), Date.parse(query.timeMax)];
      const items: Booking[] = busy(query.locationId)
        ? STARTS.filter((ms) => ms >= min && ms < max).map((startMs, i) => ({
            id: `${query.locationId}-${i}`,
            startMs,
            endMs: startMs + 3_600_000,
            user: null,
            location: { id: query.locationId, name: null },
            bay: null,
          }))
        : [];
      return { items, dropped: 0 };
    },
  } as unknown as ApiClient;
  return { client, requests: () => requests };
}

/** The waits a chain of setImmediate callbacks saw while `work` ran: what another call waits. */
async function waitsDuring<T>(work: Promise<T>): Promise<{ result: T; waits: number[] }> {
  const waits: number[] = [];
  let running = true;
  let last = performance.now();
  const tick = (): void => {
    const now = performance.now();
    waits.push(now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work, waits: waits.sort((a, b) => a - b) };
  } finally {
    running = false;
  }
}

describe('zone suggestions for 2,000 sites with 40,000-character names', () => {
  // The runtime's first reading of its zone data (tens of ms, once per process, whoever asks) is
  // not this work's: the app has read zones long before it suggests any.
  offsetMinutesAt('Europe/London', NOW);

  it('reads no name past 200 characters, and keeps every other call waiting a few ms at most', async () => {
    const fake = instantClient();
    const ctx = {
      directory: {
        locations: async () => ({ items: locations, dropped: 0 }),
        clientFor: async () => fake.client,
      },
      sites: { settings: async () => new Map() },
      settings: { get: async () => ({ zone: 'Europe/Berlin' }) },
    } as unknown as HandlerContext;
    const { suggestSiteZones } = createSiteZoneHandlers(ctx, () => NOW);
    let timerFired = 0;
    const timer = setInterval(() => (timerFired += 1), 1);
    const started = performance.now();
    const { result, waits } = await waitsDuring(
      suggestSiteZones({ accountId: 'a' }, new AbortController().signal),
    );
    clearInterval(timer);
    const elapsed = performance.now() - started;
    // No Sydney: the names are too long to read, so each site's bookings are read instead.
    expect(fake.requests()).toBe(SITES * 4);
    expect(result.suggestions).toHaveLength(SITES / 10);
    expect(result.suggestions.every((s) => s.zone === 'Europe/London')).toBe(true);
    // Slices of a few ms, a site at a time: other calls get many turns, and none waits for a large
    // part of the run (before, one wait was the whole run: 24–27 s at full size). Measured against
    // the run itself, never against a fixed time, so a loaded machine's pauses cannot fail it.
    expect(waits.length).toBeGreaterThan(1);
    expect(waits[waits.length - 1]).toBeLessThan(Math.max(250, elapsed / 4));
    expect(timerFired).toBeGreaterThan(elapsed / 50);
  });

  it('stops promptly when cancelled, and at once when cancelled before it starts', async () => {
    const stop = new AbortController();
    // Cancelled part way, at a request of its own: by count, not by time, so it holds on any machine.
    const cancelAt = 400;
    const fake = instantClient((n) => {
      if (n === cancelAt) stop.abort();
    });
    const job = zoneSuggestions({
      client: fake.client,
      sites: locations.map((l) => ({ locationId: l.id, name: l.name })),
      accountZone: 'Europe/Berlin',
      nowMs: NOW,
      signal: stop.signal,
    });
    await expect(job).rejects.toMatchObject({ kind: 'cancelled' });
    // Nothing new is asked once cancelled: at most the reads already under way finish.
    expect(fake.requests() - cancelAt).toBeLessThanOrEqual(SITES_AT_ONCE * 4);

    const before = instantClient();
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      zoneSuggestions({
        client: before.client,
        sites: locations.map((l) => ({ locationId: l.id, name: l.name })),
        accountZone: null,
        nowMs: NOW,
        signal: cancelled.signal,
      }),
    ).rejects.toMatchObject({ kind: 'cancelled' });
    expect(before.requests()).toBe(0);
  });
});
