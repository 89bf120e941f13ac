import type { ServerResponse } from 'node:http';
import type { EventPayloads, Subscribe } from '#shared/contract';
import { EVENT_NAMES, type EventName } from '#shared/event-names';

const HEARTBEAT_MS = 20_000;

/** One event as a stream sends it. */
export type StreamedEvent = {
  readonly [E in EventName]: { readonly event: E; readonly payload: EventPayloads[E] };
}[EventName];

/**
 * Streams every contract event to one browser tab as server-sent events, each under its own name,
 * until the tab goes away. It starts with `replay` (the latest state of every export), so a tab that
 * connects or reconnects late misses no ending.
 */
export function openEventStream(
  res: ServerResponse,
  subscribe: Subscribe,
  replay: Iterable<StreamedEvent> = [],
): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 2000\n\n');
  const send = (event: EventName, payload: unknown): void => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  };
  for (const { event, payload } of replay) send(event, payload);
  const unsubscribers = EVENT_NAMES.map((event) =>
    subscribe(event, (payload) => send(event, payload)),
  );
  // Comments keep idle connections (and proxies) from timing out.
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => {
    clearInterval(heartbeat);
    for (const unsubscribe of unsubscribers) unsubscribe();
  });
}
