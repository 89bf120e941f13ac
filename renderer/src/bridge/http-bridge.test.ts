import { describe, expect, it, vi } from 'vitest';
import { createHttpBridge, type EventSourceLike } from './http-bridge';

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
    expect((init.headers as Record<string, string>)['X-Bookings-Viewer-Token']).toBe('tok');
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

  it('opens one event stream with the token for progress and closes it after the last listener', () => {
    const sources: Array<
      EventSourceLike & { url: string; emit(data: string): void; closed: boolean }
    > = [];
    const bridge = createHttpBridge({
      token: 'a b',
      fetch: vi.fn(),
      openEvents: (url) => {
        let listener: (e: { data: string }) => void = () => undefined;
        const source = {
          url,
          closed: false,
          addEventListener: (t: string, l: (e: { data: string }) => void) =>
            t === 'export-progress' ? (listener = l) : undefined,
          close: () => (source.closed = true),
          emit: (data: string) => listener({ data }),
        };
        sources.push(source);
        return source;
      },
    });
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = bridge.onExportProgress(first);
    const offSecond = bridge.onExportProgress(second);
    expect(sources.map((s) => s.url)).toEqual(['/api/events?token=a%20b']);
    sources[0]?.emit('{"exportId":"e","state":"running"}');
    sources[0]?.emit('not json');
    expect(first).toHaveBeenCalledWith({ exportId: 'e', state: 'running' });
    expect(second).toHaveBeenCalledTimes(1);
    offFirst();
    expect(sources[0]?.closed).toBe(false);
    offSecond();
    expect(sources[0]?.closed).toBe(true);
  });

  it('relays insights progress over the same event stream, apart from export progress', () => {
    const sources: {
      closed: boolean;
      emit: (type: string, data: string) => void;
    }[] = [];
    const bridge = createHttpBridge({
      token: 't',
      fetch: vi.fn(),
      openEvents: () => {
        const listeners = new Map<string, (e: { data: string }) => void>();
        const source = {
          closed: false,
          addEventListener: (t: string, l: (e: { data: string }) => void) => listeners.set(t, l),
          close: () => (source.closed = true),
          emit: (type: string, data: string) => listeners.get(type)?.({ data }),
        };
        sources.push(source);
        return source;
      },
    });
    const exports = vi.fn();
    const insights = vi.fn();
    const offExports = bridge.onExportProgress(exports);
    const offInsights = bridge.onInsightsProgress(insights);
    expect(sources).toHaveLength(1);
    sources[0]?.emit('insights-progress', '{"progressId":"p","percent":25,"bookings":9}');
    sources[0]?.emit('export-progress', '{"exportId":"e"}');
    expect(insights.mock.calls).toEqual([[{ progressId: 'p', percent: 25, bookings: 9 }]]);
    expect(exports.mock.calls).toEqual([[{ exportId: 'e' }]]);
    offExports();
    expect(sources[0]?.closed).toBe(false);
    offInsights();
    expect(sources[0]?.closed).toBe(true);
  });
});
