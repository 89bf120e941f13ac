import {
  methodNames,
  type Bridge,
  type ExportProgress,
  type InsightsProgress,
  type MethodName,
} from '../../../shared/contract';
import { fail, type Result } from '../../../shared/result';
import { decodeResultFromJson } from '../../../shared/wire/json-codec';

/** The header the browser shell expects the per-launch token in. */
export const TOKEN_HEADER = 'X-Bookings-Viewer-Token';

/** The part of EventSource the bridge uses, so tests can supply their own. */
export interface EventSourceLike {
  addEventListener(
    type: 'export-progress' | 'insights-progress',
    listener: (event: { data: string }) => void,
  ): void;
  close(): void;
}

/** What the HTTP bridge needs; everything but the token has a browser default. */
export interface HttpBridgeOptions {
  readonly token: string;
  /** Prefix for /api/…; '' (same origin) in the page, http://127.0.0.1:N in tests. */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  readonly openEvents?: (url: string) => EventSourceLike;
}

const cancelled = (): Result<never> => fail('cancelled', 'The request was cancelled.');

function isResult(value: unknown): value is Result<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { ok?: unknown; error?: { kind?: unknown; message?: unknown } };
  if (v.ok === true) return 'value' in v;
  return v.ok === false && typeof v.error?.kind === 'string' && typeof v.error.message === 'string';
}

/** The Bridge over the browser shell's HTTP API: POST per call (AbortSignal passed to fetch), SSE for progress. */
export function createHttpBridge(options: HttpBridgeOptions): Bridge {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const openEvents =
    options.openEvents ??
    ((url: string) =>
      new (
        globalThis as unknown as { EventSource: new (u: string) => EventSourceLike }
      ).EventSource(url));

  const call = async (
    method: MethodName,
    args: unknown,
    signal?: AbortSignal,
  ): Promise<Result<unknown>> => {
    if (signal?.aborted) return cancelled();
    let response: Response;
    try {
      response = await doFetch(`${base}/api/call/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: options.token },
        body: JSON.stringify(args ?? {}),
        signal,
        credentials: 'omit',
      });
    } catch {
      if (signal?.aborted) return cancelled();
      return fail(
        'network',
        'Lost contact with the Bookings Viewer server. Is `npm run web` still running?',
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal?.aborted) return cancelled();
      body = null;
    }
    if (isResult(body)) return decodeResultFromJson(method, body);
    return fail(
      'internal',
      `The Bookings Viewer server answered unexpectedly (HTTP ${response.status}).`,
    );
  };

  // One event stream for both kinds of progress, open while anyone listens.
  const exportListeners = new Set<(p: ExportProgress) => void>();
  const insightsListeners = new Set<(p: InsightsProgress) => void>();
  let events: EventSourceLike | null = null;
  const relay =
    <T>(listeners: ReadonlySet<(p: T) => void>) =>
    (event: { data: string }): void => {
      let progress: T;
      try {
        progress = JSON.parse(event.data) as T;
      } catch {
        return;
      }
      for (const l of listeners) l(progress);
    };
  const subscribe = <T>(listeners: Set<(p: T) => void>, listener: (p: T) => void) => {
    listeners.add(listener);
    if (!events) {
      events = openEvents(`${base}/api/events?token=${encodeURIComponent(options.token)}`);
      events.addEventListener('export-progress', relay(exportListeners));
      events.addEventListener('insights-progress', relay(insightsListeners));
    }
    return () => {
      listeners.delete(listener);
      if (exportListeners.size + insightsListeners.size === 0 && events) {
        events.close();
        events = null;
      }
    };
  };
  const onExportProgress = (listener: (p: ExportProgress) => void): (() => void) =>
    subscribe(exportListeners, listener);
  const onInsightsProgress = (listener: (p: InsightsProgress) => void): (() => void) =>
    subscribe(insightsListeners, listener);

  const methods = Object.fromEntries(
    methodNames.map((m) => [m, (args: unknown, signal?: AbortSignal) => call(m, args, signal)]),
  );
  return { ...methods, onExportProgress, onInsightsProgress } as Bridge;
}
