import { describe, expect, it, vi } from 'vitest';
import { openFetchEventStream } from './event-stream';
import type { ServerSentEvent } from './sse-parser';

const streamOf = (...chunks: string[]): Response =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
        controller.close();
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );

describe('openFetchEventStream', () => {
  it('sends the token as a header, never in the URL, and reconnects after the stream ends', async () => {
    const seen: Array<{ url: string; token: string | null }> = [];
    const events: ServerSentEvent[] = [];
    const waits: number[] = [];
    let release: () => void = () => undefined;
    const parked = new Promise<void>((r) => (release = r));
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), token: new Headers(init?.headers).get('x-token') });
      if (seen.length === 1) return streamOf('retry: 500\n\nevent: p\ndata: 1\n\n');
      if (seen.length === 2) throw new TypeError('connection refused');
      release();
      // Stays open until closed.
      return new Response(
        new ReadableStream({
          start: (c) => c.enqueue(new TextEncoder().encode('event: p\ndata: 2\n\n')),
        }),
      );
    });
    const stream = openFetchEventStream({
      url: '/api/events',
      headers: { 'x-token': 'secret' },
      fetch: fetch as typeof globalThis.fetch,
      onEvent: (e) => events.push(e),
      wait: async (ms) => void waits.push(ms),
    });
    await parked;
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stream.close();
    expect(seen).toEqual([
      { url: '/api/events', token: 'secret' },
      { url: '/api/events', token: 'secret' },
      { url: '/api/events', token: 'secret' },
    ]);
    expect(events.map((e) => e.data)).toEqual(['1', '2']);
    // The server's retry delay after a clean end, doubled after a failed attempt.
    expect(waits).toEqual([500, 1000]);
  });

  it('decodes UTF-8 split anywhere between chunks, even inside a character', async () => {
    const bytes = new TextEncoder().encode('event: p\r\ndata: Zoë 😀 Łódź\r\n\r\n');
    for (let cut = 1; cut < bytes.length; cut++) {
      const events: ServerSentEvent[] = [];
      const stream = openFetchEventStream({
        url: '/e',
        headers: {},
        fetch: (async () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(c) {
                c.enqueue(bytes.slice(0, cut));
                c.enqueue(bytes.slice(cut));
              },
            }),
          )) as typeof globalThis.fetch,
        onEvent: (e) => events.push(e),
        wait: () => new Promise(() => undefined),
      });
      await vi.waitFor(() => expect(events, `cut at byte ${cut}`).toHaveLength(1), { interval: 1 });
      stream.close();
      expect(events[0], `cut at byte ${cut}`).toEqual({ type: 'p', data: 'Zoë 😀 Łódź' });
    }
  });

  it('reconnects after the connection drops mid-event, dropping only the unfinished event', async () => {
    const events: ServerSentEvent[] = [];
    let connections = 0;
    const fetch = vi.fn(async () => {
      connections++;
      if (connections === 1)
        return new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(new TextEncoder().encode('event: p\ndata: 1\n\nevent: p\ndata: half'));
              setTimeout(() => c.error(new TypeError('network error')), 0);
            },
          }),
        );
      return new Response(
        new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(new TextEncoder().encode('event: p\ndata: 2\n\n')),
        }),
      );
    });
    const stream = openFetchEventStream({
      url: '/e',
      headers: {},
      fetch: fetch as typeof globalThis.fetch,
      onEvent: (e) => events.push(e),
      wait: async () => undefined,
    });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    stream.close();
    expect(events.map((e) => e.data)).toEqual(['1', '2']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a server error, doubling the wait each time up to 30 s', async () => {
    const waits: number[] = [];
    const fetch = vi.fn(async () => new Response('busy', { status: 503 }));
    const stream = openFetchEventStream({
      url: '/e',
      headers: {},
      fetch: fetch as typeof globalThis.fetch,
      onEvent: () => undefined,
      wait: async (ms) => {
        waits.push(ms);
        if (waits.length === 6) stream.close();
      },
    });
    await vi.waitFor(() => expect(waits).toHaveLength(6));
    expect(waits).toEqual([4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it.each([401, 403])('stops for good when the server refuses the token (%i)', async (status) => {
    const refused = vi.fn();
    const fetch = vi.fn(async () => new Response('no', { status }));
    openFetchEventStream({
      url: '/api/events',
      headers: {},
      fetch: fetch as typeof globalThis.fetch,
      onEvent: () => undefined,
      onRefused: refused,
      wait: async () => undefined,
    });
    await vi.waitFor(() => expect(refused).toHaveBeenCalledWith(status));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops reconnecting once closed', async () => {
    const fetch = vi.fn(async () => streamOf(': ping\n\n'));
    let waited = 0;
    const stream = openFetchEventStream({
      url: '/e',
      headers: {},
      fetch: fetch as typeof globalThis.fetch,
      onEvent: () => undefined,
      wait: async () => {
        waited++;
        if (waited === 2) stream.close();
      },
    });
    await vi.waitFor(() => expect(waited).toBe(2));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
