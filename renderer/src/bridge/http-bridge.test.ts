import { describe, expect, it, vi } from 'vitest';
import { createHttpBridge } from './http-bridge';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HTTP bridge', () => {
  it('POSTs JSON with the token header to /api/call/{method}, passing the signal', async () => {
    const fetch = vi.fn(async () => json(200, { ok: true, value: { locationCount: 3 } }));
    const bridge = createHttpBridge({ token: 'tok', baseUrl: 'http://127.0.0.1:9', fetch });
    const controller = new AbortController();
    await expect(bridge.testAccount({ accountId: 'a' }, controller.signal)).resolves.toEqual({
      ok: true,
      value: { locationCount: 3 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9/api/call/testAccount');
    expect(init.method).toBe('POST');
    expect(init.signal).toBe(controller.signal);
    expect(new Headers(init.headers).get('X-Bookings-Viewer-Token')).toBe('tok');
    expect(JSON.parse(String(init.body))).toEqual({ accountId: 'a' });
  });

  it('maps an aborted fetch to cancelled, a dead server to network, and junk to internal', async () => {
    const controller = new AbortController();
    const aborting = createHttpBridge({
      token: 't',
      fetch: async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    });
    expect(await aborting.listAccounts({}, controller.signal)).toMatchObject({
      error: { kind: 'cancelled' },
    });
    const dead = createHttpBridge({
      token: 't',
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await dead.listAccounts({})).toMatchObject({ error: { kind: 'network' } });
    const junk = createHttpBridge({
      token: 't',
      fetch: async () => new Response('<html>', { status: 502 }),
    });
    expect(await junk.listAccounts({})).toMatchObject({ error: { kind: 'internal' } });
    const refused = createHttpBridge({
      token: 't',
      fetch: async () => json(401, { ok: false, error: { kind: 'auth', message: 'no' } }),
    });
    expect(await refused.listAccounts({})).toEqual({
      ok: false,
      error: { kind: 'auth', message: 'no' },
    });
  });

  it('opens one event stream, token in a header, for both kinds of progress; closes it after the last listener', async () => {
    const opened: Array<{ url: string; token: string | null; signal: AbortSignal }> = [];
    const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      opened.push({
        url: String(url),
        token: new Headers(init?.headers).get('X-Bookings-Viewer-Token'),
        signal: init!.signal!,
      });
      return new Response(new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) }), {
        headers: { 'Content-Type': 'text/event-stream' },
      });
    });
    const bridge = createHttpBridge({ token: 'a b', fetch: fetch as typeof globalThis.fetch });
    const emit = (text: string) => streams[0]?.enqueue(new TextEncoder().encode(text));
    const exports = vi.fn();
    const insights = vi.fn();
    const offExports = bridge.onExportProgress(exports);
    const offInsights = bridge.onInsightsProgress(insights);
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(opened.map(({ url, token }) => ({ url, token }))).toEqual([
      { url: '/api/events', token: 'a b' },
    ]);
    emit('event: insightsProgress\ndata: {"progressId":"p","percent":25,"bookings":9}\n\n');
    emit('event: exportProgress\ndata: {"exportId":"e","state":"running"}\n\n');
    emit('event: exportProgress\ndata: not json\n\n');
    await vi.waitFor(() => expect(exports).toHaveBeenCalledTimes(1));
    expect(exports.mock.calls).toEqual([[{ exportId: 'e', state: 'running' }]]);
    expect(insights.mock.calls).toEqual([[{ progressId: 'p', percent: 25, bookings: 9 }]]);
    offExports();
    expect(opened[0]?.signal.aborted).toBe(false);
    offInsights();
    expect(opened[0]?.signal.aborted).toBe(true);
  });
});
