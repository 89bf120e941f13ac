// Answers a server should never send: endless, announced too large, huge error pages, and a
// byte at a time. Each ends with a failure that names the host, in bounded memory and time.
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure, type ErrorKind } from '#shared/result';
import { createApiClient, type ApiClientOptions } from './client';
import { streamBlankJson } from './testing/endless-answer';
import { startTestServer, type TestHandler, type TestServer } from './testing/http-server';

const KEY = 'answer-limit-key-7c1d9e';
const MB = 1024 * 1024;
const QUERY = {
  family: 'time',
  locationId: 'loc-1',
  timeMin: '2026-03-29T00:00:00+00:00',
  timeMax: '2026-03-30T00:00:00+00:00',
  timezone: 'UTC',
} as const;

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: TestHandler): Promise<TestServer> {
  const server = await startTestServer(handler);
  servers.push(server);
  return server;
}

function clientFor(server: TestServer, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    host: server.host,
    apiKey: KEY,
    baseDelayMs: 5,
    maxResponseBytes: MB,
    ...options,
  });
}

async function failure(promise: Promise<unknown>, kind: ErrorKind): Promise<AppFailure> {
  const error = await promise.then(
    () => new Error(`expected a ${kind} failure`),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppFailure);
  expect((error as AppFailure).kind).toBe(kind);
  expect((error as AppFailure).message).not.toContain(KEY);
  return error as AppFailure;
}

describe('an answer larger than the limit', () => {
  it('stops reading an endless answer, naming the host and the limit, without retrying', async () => {
    const server = await serve((_req, res) => streamBlankJson(res));
    const client = clientFor(server);
    for (const call of [() => client.listLocations(), () => client.listBookings(QUERY)]) {
      const f = await failure(call(), 'invalid-response');
      expect(f.message).toBe(
        `${server.host} sent an answer larger than 1 MB, the most Bookings Viewer reads, so it stopped reading. If the answer should be that large, raise the limit with BOOKINGS_VIEWER_MAX_RESPONSE_MB (or --max-response-mb on the command line); otherwise tell your administrator.`,
      );
    }
    expect(server.requests).toHaveLength(2);
  });

  it('refuses an answer announced as too large without waiting for its body', async () => {
    // The body never comes: only the Content-Length can end this before the timeout.
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 * MB });
      res.write('[');
    });
    const f = await failure(
      clientFor(server, { timeoutMs: 60_000 }).listLocations(),
      'invalid-response',
    );
    expect(f.message).toMatch(/larger than 1 MB/);
  });

  it('reads an answer of exactly the limit', async () => {
    const server = await serve((_req, res) => streamBlankJson(res, { totalBytes: MB }));
    expect(await clientFor(server).listLocations()).toEqual({ items: [], dropped: 0 });
  });

  it('reads no more than the start of an endless error answer, and reports its status', async () => {
    const server = await serve((_req, res) => streamBlankJson(res, { status: 500 }));
    const f = await failure(
      clientFor(server, { retries: 1, timeoutMs: 60_000 }).listLocations(),
      'server',
    );
    expect(f.message).toMatch(/had a problem answering \(HTTP 500\)/);
    expect(server.requests).toHaveLength(2);
  });

  it('takes 256 MB when no limit is given, and refuses a negative one', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 256 * MB + 1 });
      res.write('[');
    });
    const f = await failure(
      clientFor(server, { maxResponseBytes: undefined, timeoutMs: 60_000 }).listLocations(),
      'invalid-response',
    );
    expect(f.message).toMatch(/larger than 256 MB/);
    expect(() => clientFor(server, { maxResponseBytes: -1 })).toThrow(
      'maxResponseBytes must be a non-negative number.',
    );
  });
});

describe('an answer that never finishes', () => {
  it('gives up on a server dripping a byte at a time when the timeout is up', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const drip = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(drip));
    });
    const f = await failure(clientFor(server, { timeoutMs: 400 }).listLocations(), 'timeout');
    expect(f.message).toBe(
      `${server.host} did not answer within 0.4 seconds. Try again; for a long period, try a shorter one.`,
    );
    expect(server.requests).toHaveLength(1);
  });
});
