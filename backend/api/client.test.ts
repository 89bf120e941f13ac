import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorKind } from '#shared/result';
import { AppFailure } from '#shared/result';
import { createApiClient, type ApiClientOptions } from './client';
import { getJson } from './http';
import {
  sendJson,
  startTestServer,
  UNTRUSTED_TEST_TLS,
  type TestHandler,
  type TestServer,
} from './testing/http-server';

const KEY = 'k3y-Sup3rSecret-4f9a2c';
const LOCATION = '0b7c2a51-3d4e-4f60-8a9b-0c1d2e3f4a5b';
const BOOKING = {
  id: 'b-1',
  start_time: '2026-03-29T00:30:00+00:00',
  end_time: '2026-03-29T02:00:00+01:00',
  user: { id: 'u-1', name: 'Ana', email: 'ana@example.com' },
  location: { id: LOCATION, name: 'Depot' },
  bay: { id: 'bay-1', name: 'A1', tag: 'EV' },
};
const TIME_QUERY = {
  family: 'time',
  locationId: LOCATION,
  timeMin: '2026-03-29T00:00:00+00:00',
  timeMax: '2026-03-30T00:00:00+01:00',
  timezone: 'Europe/London',
} as const;

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: TestHandler, tls = false): Promise<TestServer> {
  const server = await startTestServer(handler, tls ? { tls: UNTRUSTED_TEST_TLS } : {});
  servers.push(server);
  return server;
}

function clientFor(server: TestServer, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({ host: server.host, apiKey: KEY, baseDelayMs: 5, ...options });
}

/** Awaits a rejection and checks its kind, and that the key is nowhere in it. */
async function failure(promise: Promise<unknown>, kind: ErrorKind): Promise<AppFailure> {
  const error = await promise.then(
    () => {
      throw new Error(`expected a ${kind} failure`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppFailure);
  const f = error as AppFailure;
  expect({ kind: f.kind, message: f.message }).toMatchObject({ kind });
  expect(f.message).not.toContain(KEY);
  expect(JSON.stringify(f)).not.toContain(KEY);
  expect(String(f.stack)).not.toContain(KEY);
  return f;
}

describe('API client against a real server', () => {
  it('reads the three lists, sending the ApiKey header to the documented paths', async () => {
    const server = await serve((req, res) => {
      if (req.url?.startsWith('/api/integrations/locations'))
        return sendJson(res, 200, [{ id: LOCATION, name: 'Depot' }]);
      if (req.url?.startsWith('/api/integrations/bays')) {
        return sendJson(res, 200, [
          { id: 'bay-1', name: 'A1', tag: null, location: { id: LOCATION } },
          { name: 'x' },
        ]);
      }
      return sendJson(res, 200, [BOOKING, { id: null }]);
    });
    const client = clientFor(server);
    expect(client.baseUrl).toBe(`http://${server.host}/api/integrations`);
    expect(await client.listLocations()).toEqual({
      items: [{ id: LOCATION, name: 'Depot' }],
      dropped: 0,
    });
    expect(await client.listBays()).toEqual({
      items: [{ id: 'bay-1', name: 'A1', tag: null, location: { id: LOCATION, name: null } }],
      dropped: 1,
    });
    const bookings = await client.listBookings(TIME_QUERY);
    expect(bookings.dropped).toBe(1);
    expect(bookings.items[0]).toMatchObject({ id: 'b-1', startMs: Date.UTC(2026, 2, 29, 0, 30) });
    expect(server.requests.map((r) => r.headers.apikey)).toEqual([KEY, KEY, KEY]);
    const url = new URL(server.requests[2]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/integrations/bookings');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location_id: LOCATION,
      time_min: TIME_QUERY.timeMin,
      time_max: TIME_QUERY.timeMax,
      timezone: 'Europe/London',
    });
  });

  it('reports a refused key as auth, without retrying', async () => {
    for (const status of [401, 403]) {
      const server = await serve((_req, res) => sendJson(res, status, { error: `bad key ${KEY}` }));
      const f = await failure(clientFor(server).listLocations(), 'auth');
      expect(f.message).toBe(
        `The API key was refused by ${server.host}. Check the key, or ask your administrator for a new one.`,
      );
      expect(server.requests).toHaveLength(1);
    }
  });

  it("reports 400 as bad-request with the server's text, scrubbed of the key, without retrying", async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 400, { error: `time_max must be after time_min (key ${KEY})\n\u0007` }),
    );
    const f = await failure(clientFor(server).listBookings(TIME_QUERY), 'bad-request');
    expect(f.message).toContain('time_max must be after time_min');
    expect(f.message).not.toContain('\n');
    expect(f.message).not.toContain('\u0007');
    expect(server.requests).toHaveLength(1);
    const plain = await serve((_req, res) => res.writeHead(400).end('nope'));
    expect((await failure(clientFor(plain).listBays(), 'bad-request')).message).toContain(
      plain.host,
    );
  });

  it('retries 5xx with backoff and gives up as server after the retries', async () => {
    const server = await serve((_req, res) => sendJson(res, 502, { error: 'upstream' }));
    const f = await failure(clientFor(server, { retries: 2 }).listLocations(), 'server');
    expect(f.message).toContain('HTTP 502');
    expect(server.requests).toHaveLength(3);
  });

  it('recovers when a retry succeeds', async () => {
    const server = await serve((_req, res, i) =>
      i < 2
        ? sendJson(res, 503, { error: 'busy' })
        : sendJson(res, 200, [{ id: LOCATION, name: 'Depot' }]),
    );
    expect((await clientFor(server).listLocations()).items).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
  });

  it('honours Retry-After in seconds on 429', async () => {
    const server = await serve((_req, res, i) =>
      i === 0
        ? sendJson(res, 429, { error: 'slow down' }, { 'retry-after': '1' })
        : sendJson(res, 200, []),
    );
    await clientFor(server, { baseDelayMs: 1 }).listLocations();
    expect(server.requests).toHaveLength(2);
    const [first, second] = server.requests;
    // A lower bound only: the client must have waited the second the server asked for.
    expect((second?.atMs ?? 0) - (first?.atMs ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('honours Retry-After as an HTTP date, and gives up when asked to wait too long', async () => {
    const server = await serve((_req, res, i) =>
      i === 0
        ? sendJson(res, 503, {}, { 'retry-after': new Date(Date.now() + 2000).toUTCString() })
        : sendJson(res, 200, []),
    );
    await clientFor(server, { baseDelayMs: 1 }).listLocations();
    const [first, second] = server.requests;
    expect((second?.atMs ?? 0) - (first?.atMs ?? 0)).toBeGreaterThanOrEqual(900);

    const patient = await serve((_req, res) => sendJson(res, 429, {}, { 'retry-after': '3600' }));
    const f = await failure(clientFor(patient).listLocations(), 'server');
    expect(f.message).toMatch(/60 minute/);
    expect(patient.requests).toHaveLength(1);
  });

  it('never retries other 4xx', async () => {
    for (const [status, kind] of [
      [404, 'not-this-api'],
      [405, 'not-this-api'],
      [409, 'server'],
      [422, 'server'],
      [408, 'server'],
    ] as const) {
      const server = await serve((_req, res) => sendJson(res, status, { error: 'x' }));
      await failure(clientFor(server).listLocations(), kind);
      expect(server.requests, String(status)).toHaveLength(1);
    }
  });

  it('reports web pages and redirects as not-this-api, and follows no redirect with the key', async () => {
    const html = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Welcome'),
    );
    await failure(clientFor(html).listLocations(), 'not-this-api');
    // A page mislabelled as JSON, behind a byte-order mark and blank lines, is still a page.
    const mislabelled = await serve((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('\ufeff\r\n  \t<html><body>Sign in</body></html>'),
    );
    await failure(clientFor(mislabelled).listLocations(), 'not-this-api');
    const elsewhere = await serve((_req, res) => sendJson(res, 200, []));
    const redirect = await serve((_req, res) =>
      res.writeHead(302, { location: `${elsewhere.origin}/api/integrations/locations` }).end(),
    );
    await failure(clientFor(redirect).listLocations(), 'not-this-api');
    expect(elsewhere.requests).toHaveLength(0);
  });

  it('reports malformed, truncated or non-list JSON as invalid-response', async () => {
    for (const body of ['[{"id": "x", ', '{"items": []}', 'null', 'not json at all']) {
      const server = await serve((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      );
      await failure(clientFor(server).listBookings(TIME_QUERY), 'invalid-response');
      expect(server.requests, body).toHaveLength(1);
    }
  });

  it('reads UTF-8 answers whole, with or without a byte-order mark', async () => {
    const named = { ...BOOKING, user: { id: 'u-2', name: 'Zoë 李雷 🚗', email: 'z@example.com' } };
    for (const prefix of ['', '\ufeff']) {
      const server = await serve((_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          .end(prefix + JSON.stringify([named])),
      );
      const { items } = await clientFor(server).listBookings(TIME_QUERY);
      expect(items.map((b) => b.user?.name)).toEqual(['Zoë 李雷 🚗']);
    }
  });

  it('receives bookings now and parses them only when read, failing then for a bad body', async () => {
    let body = JSON.stringify([BOOKING]);
    const server = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(body),
    );
    const good = await clientFor(server).receiveBookings(TIME_QUERY);
    expect(good.read().items.map((b) => b.id)).toEqual(['b-1']);
    body = `[{"id": "${KEY}", `;
    const bad = await clientFor(server).receiveBookings(TIME_QUERY);
    const error = (() => {
      try {
        bad.read();
      } catch (e) {
        return e;
      }
      return null;
    })();
    await failure(Promise.reject(error), 'invalid-response');
  });

  it('shares equal bays and people among an answer’s bookings only when the reader asks', async () => {
    const second = { ...BOOKING, id: 'b-2' };
    const server = await serve((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify([BOOKING, second])),
    );
    const received = await clientFor(server).receiveBookings(TIME_QUERY);
    const [a, b] = received.read({ shareNested: true }).items;
    expect(b?.bay).toBe(a?.bay);
    expect(b?.user).toBe(a?.user);
    const [c, d] = received.read().items;
    expect(d?.bay).not.toBe(c?.bay);
    expect(d?.bay).toEqual(c?.bay);
  });

  it('retries dropped connections and reports network when they keep failing', async () => {
    const flaky = await serve((req, res, i) =>
      i < 2 ? req.socket.destroy() : sendJson(res, 200, []),
    );
    expect(await clientFor(flaky).listLocations()).toEqual({ items: [], dropped: 0 });
    expect(flaky.requests).toHaveLength(3);

    const dead = await serve((req) => req.socket.destroy());
    await failure(clientFor(dead, { retries: 1 }).listLocations(), 'network');
    expect(dead.requests).toHaveLength(2);

    const closed = await serve(() => undefined);
    const host = closed.host;
    await closed.close();
    const f = await failure(
      createApiClient({ host, apiKey: KEY, baseDelayMs: 1 }).listBays(),
      'network',
    );
    expect(f.message).toContain(host);
  });

  it('times out a silent server, without retrying', async () => {
    const silent = await serve(() => undefined);
    const f = await failure(clientFor(silent, { timeoutMs: 150 }).listLocations(), 'timeout');
    expect(f.message).toContain('did not answer within 0.1');
    expect(silent.requests).toHaveLength(1);
    // A server that sends headers and then stalls the body times out too.
    const stalls = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
    });
    await failure(clientFor(stalls, { timeoutMs: 150 }).listLocations(), 'timeout');
  });

  it('stops when cancelled: before, during a request, and during a back-off', async () => {
    const silent = await serve(() => undefined);
    const before = new AbortController();
    before.abort();
    await failure(clientFor(silent).listLocations(before.signal), 'cancelled');
    expect(silent.requests).toHaveLength(0);

    const during = new AbortController();
    const pending = clientFor(silent).listLocations(during.signal);
    await vi.waitFor(() => expect(silent.requests).toHaveLength(1));
    during.abort();
    await failure(pending, 'cancelled');

    // The client reads a failed answer's text and then backs off: abort once it has read it, not
    // after a fixed delay (which, on a busy machine, could still be during the request).
    const failing = await serve((_req, res) => sendJson(res, 500, {}));
    const backoff = new AbortController();
    let answerRead = (): void => undefined;
    const firstAnswerRead = new Promise<void>((resolve) => (answerRead = resolve));
    const noticingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const bytes = new Uint8Array(await response.arrayBuffer());
      // Pulled only when the client reads (no high-water mark), so the notice is its read.
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            controller.enqueue(bytes);
            controller.close();
            answerRead();
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const waiting = clientFor(failing, { baseDelayMs: 60_000, fetch: noticingFetch }).listLocations(
      backoff.signal,
    );
    await firstAnswerRead;
    // From the text to the back-off's timer is promise callbacks only: one turn of the event loop
    // runs them all.
    await new Promise((resolve) => setImmediate(resolve));
    backoff.abort();
    await failure(waiting, 'cancelled');
    expect(failing.requests).toHaveLength(1);
  });

  it('reports an untrusted certificate, or no TLS at all, as tls', async () => {
    const tls = await serve((_req, res) => sendJson(res, 200, []), true);
    const request = {
      host: tls.host,
      apiKey: KEY,
      timeoutMs: 5000,
      maxResponseBytes: 1024 * 1024,
      retries: 2,
      baseDelayMs: 1,
      fetch,
    };
    await failure(getJson({ ...request, url: `${tls.origin}/api/integrations/locations` }), 'tls');
    expect(tls.requests).toHaveLength(0);
    const plain = await serve((_req, res) => sendJson(res, 200, []));
    await failure(
      getJson({ ...request, url: `https://${plain.host}/api/integrations/locations` }),
      'tls',
    );
  });

  it('keeps https for a loopback host when asked, rather than falling back to http', async () => {
    const tls = await serve((_req, res) => sendJson(res, 200, []), true);
    const client = clientFor(tls, { https: true, retries: 0 });
    expect(client.baseUrl).toBe(`https://${tls.host}/api/integrations`);
    // The test certificate is not trusted, so reaching it over TLS is the failure expected.
    await failure(client.listLocations(), 'tls');
    expect(clientFor(tls).baseUrl).toBe(`http://${tls.host}/api/integrations`);
  });

  it('reads a 407 answer as the proxy asking for credentials, without retrying', async () => {
    // Node's fetch turns a 407 into a network error itself; a shell's fetch may pass it on.
    const answers = vi.fn(async () => new Response(null, { status: 407 }));
    const client = createApiClient({ host: 'acme.example.com', apiKey: KEY, fetch: answers });
    const f = await failure(client.listLocations(), 'network');
    expect(f.message).toMatch(/^Proxy authentication required \(407\)/);
    expect(answers).toHaveBeenCalledTimes(1);
  });

  it('refuses a bad host or key up front, and a mixed query without sending it', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, []));
    expect(() => createApiClient({ host: 'https://acme.example.com', apiKey: KEY })).toThrow(
      /without "https/,
    );
    for (const apiKey of ['', '  ', 'x', '1234567', `${KEY}\r\nX-Evil: 1`, `${KEY}é`]) {
      let thrown: unknown;
      try {
        createApiClient({ host: server.host, apiKey });
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(AppFailure);
      expect((thrown as AppFailure).kind).toBe('invalid-key');
      expect((thrown as AppFailure).message).not.toContain(KEY);
    }
    const mixed = { ...TIME_QUERY, startDate: '2026-03-01' } as unknown as typeof TIME_QUERY;
    await failure(clientFor(server).listBookings(mixed), 'invalid-argument');
    expect(server.requests).toHaveLength(0);
  });
});
