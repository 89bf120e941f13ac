import type { Bridge, MethodName } from '#shared/contract';
import { EVENT_NAMES, subscriberName } from '#shared/event-names';
// The zod-free list: the contract's schemas stay out of the renderer's bundle.
import { METHOD_NAMES } from '#shared/method-names';
import { fail, type Result } from '#shared/result';
import { callPath, EVENTS_PATH, TOKEN_HEADER } from '#shared/wire/http-routes';
import { decodeResultFromJson } from '#shared/wire/json-codec';
import { openFetchEventStream, type FetchEventStreamOptions } from './event-stream';

/** What the HTTP bridge needs; everything but the token has a browser default. */
export interface HttpBridgeOptions {
  readonly token: string;
  /** Prefix for /api/…; '' (same origin) in the page, http://127.0.0.1:N in tests. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** For tests: how the event stream waits before it reconnects. */
  readonly wait?: FetchEventStreamOptions['wait'];
}

// The contract's messages are English, as the backend's are: the interface says what happened in
// the reader's language by the error's kind, and shows these only as a detail.
const CANCELLED_MESSAGE = 'The request was cancelled.';
const LOST_SERVER_MESSAGE =
  'Lost contact with the Bookings Viewer server. Is `npm run web` still running?';
const unexpectedAnswerMessage = (status: number): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the contract's English detail, as above
  `The Bookings Viewer server answered unexpectedly (HTTP ${status}).`;

const cancelled = (): Result<never> => fail('cancelled', CANCELLED_MESSAGE);

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: { kind?: unknown; message?: unknown } };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.error?.kind === 'string' && typeof v.error.message === 'string';
}

/** The Bridge over the browser shell's HTTP API: POST per call (AbortSignal passed to fetch), one fetch-read SSE stream for progress. */
export function createHttpBridge(options: HttpBridgeOptions): Bridge {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const call = async (
    method: MethodName,
    args: unknown,
    signal?: AbortSignal,
  ): Promise<Result<unknown>> => {
    if (signal?.aborted) return cancelled();
    let response: Response;
    try {
      response = await doFetch(`${base}${callPath(method)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: options.token },
        body: JSON.stringify(args ?? {}),
        signal,
        credentials: 'omit',
      });
    } catch {
      if (signal?.aborted) return cancelled();
      return fail('network', LOST_SERVER_MESSAGE);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal?.aborted) return cancelled();
      body = null;
    }
    if (isResult(body)) return decodeResultFromJson(method, body);
    return fail('internal', unexpectedAnswerMessage(response.status));
  };

  // One event stream for every kind of event, open while anyone listens. It is read with fetch, so the
  // token goes in a header: EventSource could only put it in the URL, where logs and history keep it.
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  let events: { close(): void } | null = null;
  const deliver = (type: string, data: string): void => {
    const forType = listeners.get(type);
    if (!forType || forType.size === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      return;
    }
    for (const l of forType) l(value);
  };
  const subscribe = <T>(type: string, listener: (p: T) => void): (() => void) => {
    const forType = listeners.get(type) ?? new Set();
    listeners.set(type, forType);
    const untyped = listener as (value: unknown) => void;
    forType.add(untyped);
    events ??= openFetchEventStream({
      url: `${base}${EVENTS_PATH}`,
      headers: { [TOKEN_HEADER]: options.token },
      fetch: doFetch,
      wait: options.wait,
      onEvent: (event) => deliver(event.type, event.data),
    });
    return () => {
      forType.delete(untyped);
      const listening = [...listeners.values()].some((set) => set.size > 0);
      if (!listening && events) {
        events.close();
        events = null;
      }
    };
  };
  // Each event arrives under its own name (shells/web/event-stream.ts).
  const subscribers = Object.fromEntries(
    EVENT_NAMES.map((event) => [
      subscriberName(event),
      (listener: (payload: unknown) => void) => subscribe(event, listener),
    ]),
  );

  const methods = Object.fromEntries(
    METHOD_NAMES.map((m) => [m, (args: unknown, signal?: AbortSignal) => call(m, args, signal)]),
  );
  return { ...methods, ...subscribers } as Bridge;
}
