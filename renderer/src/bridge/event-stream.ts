import { createSseParser, type ServerSentEvent } from './sse-parser';

const DEFAULT_RETRY_MS = 2000;
const MAX_RETRY_MS = 30_000;

/** How to read one server-sent event stream with fetch (so the token travels in a header, not the URL). */
export interface FetchEventStreamOptions {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly fetch: typeof fetch;
  readonly onEvent: (event: ServerSentEvent) => void;
  /** Called once when the server refuses the stream (401 or 403): it is not retried. */
  readonly onRefused?: (status: number) => void;
  /** For tests: how to wait before reconnecting. */
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Reads a text/event-stream with fetch until closed, reconnecting like EventSource when the connection
 * drops or the server errs: after the server's `retry:` delay, doubled for each failure in a row (up to
 * 30 s). A refusal of the token ends it for good, as retrying cannot help.
 */
export function openFetchEventStream(options: FetchEventStreamOptions): { close(): void } {
  const controller = new AbortController();
  const { signal } = controller;
  const wait = options.wait ?? sleep;
  let retryMs = DEFAULT_RETRY_MS;

  const readOnce = async (): Promise<'refused' | 'connected' | 'failed'> => {
    let response: Response;
    try {
      response = await options.fetch(options.url, {
        headers: { ...options.headers, Accept: 'text/event-stream' },
        signal,
        credentials: 'omit',
      });
    } catch {
      return 'failed';
    }
    if (response.status === 401 || response.status === 403) {
      options.onRefused?.(response.status);
      return 'refused';
    }
    if (!response.ok || !response.body) return 'failed';
    const parser = createSseParser({
      onEvent: options.onEvent,
      onRetry: (ms) => (retryMs = ms),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // the connection dropped or was closed: reconnect unless closed
    }
    return 'connected';
  };

  void (async () => {
    let failures = 0;
    while (!signal.aborted) {
      const outcome = await readOnce();
      if (outcome === 'refused' || signal.aborted) return;
      failures = outcome === 'connected' ? 0 : failures + 1;
      await wait(Math.min(retryMs * 2 ** failures, MAX_RETRY_MS), signal);
    }
  })();

  return { close: () => controller.abort() };
}
