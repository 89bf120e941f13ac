import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoServer, type DemoServer } from './server';

const NOW = Date.UTC(2026, 3, 15, 12);
const KEY = 'fault-key';
let server: DemoServer;
let harbour = '';

const get = (path: string): Promise<Response> =>
  fetch(`${server.url}${path}`, { headers: { ApiKey: KEY } });
const dayQuery = (): string =>
  `/bookings?location_id=${harbour}&time_min=2026-04-14T00:00:00Z&time_max=2026-04-15T00:00:00Z`;

/** Starts a GET and destroys the connection once the server has counted the request. */
async function abandonedRequest(path: string): Promise<void> {
  const before = server.stats.requests;
  const req = request(`${server.url}${path}`, { headers: { ApiKey: KEY } });
  const settled = new Promise<void>((resolve) => {
    req.on('error', () => resolve());
    req.on('response', () => resolve());
  });
  req.end();
  // Leaving only once the server has it: a fixed delay could leave before it arrived on a busy machine.
  await vi.waitFor(() => expect(server.stats.requests).toBe(before + 1));
  req.destroy();
  await settled;
}

beforeAll(async () => {
  server = await startDemoServer({ apiKey: KEY, now: NOW });
  const locations = (await (await get('/locations')).json()) as { id: string }[];
  harbour = locations[0]?.id ?? '';
});
afterAll(() => server.close());
afterEach(() => server.setFaults({}));

describe('fault injection', () => {
  it('answers with the chosen status, Retry-After and an Error body', async () => {
    server.setFaults({ failureRate: 1, failureStatus: 503, retryAfterSeconds: 7 });
    const res = await get('/locations');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    server.setFaults({});
    expect((await get('/locations')).status).toBe(200);
  });

  it('fails about the chosen share of requests, the same way each time', async () => {
    const run = async (): Promise<number[]> => {
      server.setFaults({ failureRate: 0.5, failureStatus: 429 });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await get('/locations')).status);
      return statuses;
    };
    const first = await run();
    expect(first.every((s) => s === 200 || s === 429)).toBe(true);
    const failures = first.filter((s) => s === 429).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect(await run()).toEqual(first);
  });

  it('still checks the key before injecting failures', async () => {
    server.setFaults({ failureRate: 1 });
    const res = await fetch(`${server.url}/locations`);
    expect(res.status).toBe(401);
  });

  it('fails only the bookings requests over a chosen instant', async () => {
    server.setFaults({ failBookingsAtMs: Date.UTC(2026, 3, 14, 9), failureStatus: 503 });
    expect((await get(dayQuery())).status).toBe(503);
    const dayAfter = `/bookings?location_id=${harbour}&time_min=2026-04-15T00:00:00Z&time_max=2026-04-16T00:00:00Z`;
    expect((await get(dayAfter)).status).toBe(200);
    expect((await get('/bays')).status).toBe(200);
  });

  it('sends malformed JSON with status 200', async () => {
    server.setFaults({ malformedJson: true });
    for (const path of ['/locations', '/bays', dayQuery()]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(() => JSON.parse(text)).toThrow(SyntaxError);
    }
  });

  it('sends truncated JSON with status 200', async () => {
    server.setFaults({ truncatedJson: true });
    const res = await get(dayQuery());
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.startsWith('[{"id":')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('nulls names, tags, e-mails and users at random but keeps ids and times', async () => {
    server.setFaults({ nullFields: true });
    type B = {
      id: string;
      start_time: string;
      user: { name: unknown; email: unknown } | null;
      bay: { tag: unknown; name: unknown };
      location: { name: unknown };
    };
    const rows = (await (await get(dayQuery())).json()) as B[];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => typeof r.id === 'string' && typeof r.start_time === 'string')).toBe(
      true,
    );
    expect(rows.some((r) => r.user === null)).toBe(true);
    expect(rows.some((r) => r.user !== null && r.user.name === null)).toBe(true);
    expect(rows.some((r) => r.user !== null && r.user.email === null)).toBe(true);
    expect(rows.some((r) => r.bay.name === null)).toBe(true);
    expect(rows.some((r) => r.location.name === null)).toBe(true);
    const bays = (await (await get('/bays')).json()) as { id: string; name: unknown }[];
    expect(bays.some((b) => b.name === null)).toBe(true);
    expect(bays.every((b) => typeof b.id === 'string')).toBe(true);
  });

  it('adds latency', async () => {
    server.setFaults({ latencyMs: 150 });
    const started = Date.now();
    const res = await get('/locations');
    expect(res.status).toBe(200);
    // A lower bound only: the server must have waited, however slow the machine.
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('stats', () => {
  it('counts requests, bookings requests and completed responses', async () => {
    server.resetStats();
    expect(server.stats).toEqual({ requests: 0, bookingsRequests: 0, completed: 0, aborted: 0 });
    await (await get('/locations')).text();
    await (await get(dayQuery())).text();
    await (await get('/bookings?location_id=bad')).text();
    await vi.waitFor(() => expect(server.stats.completed).toBe(3));
    expect(server.stats).toEqual({ requests: 3, bookingsRequests: 2, completed: 3, aborted: 0 });
  });

  it('counts a client that leaves during the latency as aborted, and sends it nothing', async () => {
    server.resetStats();
    server.setFaults({ latencyMs: 5_000 });
    await abandonedRequest(dayQuery());
    await vi.waitFor(() => expect(server.stats.aborted).toBe(1));
    expect(server.stats).toEqual({ requests: 1, bookingsRequests: 1, completed: 0, aborted: 1 });
  });

  it('closes promptly with a request still waiting, counting it as aborted', async () => {
    const own = await startDemoServer({ now: NOW, faults: { latencyMs: 60_000 } });
    const pending = fetch(`${own.url}/locations`, { headers: { ApiKey: own.apiKey } }).then(
      (r) => r.status,
      () => 'failed',
    );
    await vi.waitFor(() => expect(own.stats.requests).toBe(1));
    await own.close();
    await own.close();
    expect(await pending).toBe('failed');
    expect(own.stats).toMatchObject({ completed: 0, aborted: 1 });
  });
});
