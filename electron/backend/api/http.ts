/**
 * One GET of JSON from the API, with the key header, a per-attempt timeout, cancellation and retries.
 * Redirects are not followed: fetch would carry the ApiKey header to wherever they point.
 */
import type { AppFailure } from '../../../shared/result';
import { classifyFetchError, failures, serverErrorText } from './errors';
import { backoffMs, MAX_RETRY_AFTER_MS, parseRetryAfter, sleep } from './retry';

/** How to make one request (and its retries). */
export interface JsonRequest {
  readonly url: string;
  /** Shown in messages, e.g. `acme.example.com`. */
  readonly host: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** For tests: the jitter source. */
  readonly random?: () => number;
}

/** One attempt's outcome: a body, or a failure and whether (and when) to try again. */
type Attempt =
  | { readonly ok: true; readonly body: unknown }
  | {
      readonly ok: false;
      readonly failure: AppFailure;
      readonly retry: boolean;
      readonly waitMs: number | null;
    };

const stop = (failure: AppFailure): Attempt => ({ ok: false, failure, retry: false, waitMs: null });

function looksLikeHtml(contentType: string, body: string): boolean {
  return /html|xml/i.test(contentType) || /^\s*</.test(body);
}

/** Reads a successful answer: JSON, or a reason why it is not the API's. */
function readBody(req: JsonRequest, contentType: string, text: string): Attempt {
  if (looksLikeHtml(contentType, text))
    return stop(failures.notThisApi(req.host, 'with a web page'));
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return stop(failures.invalidResponse(req.host));
  }
}

/** Maps an HTTP answer other than 2xx to a failure; 429 and 5xx may be retried. */
function failedStatus(req: JsonRequest, res: Response, text: string): Attempt {
  const { status } = res;
  const { host } = req;
  if (status === 400) return stop(failures.badRequest(host, serverErrorText(text), req.apiKey));
  if (status === 401 || status === 403) return stop(failures.auth(host));
  if (status === 404 || status === 405 || status === 410) {
    return stop(failures.notThisApi(host, `has nothing at ${new URL(req.url).pathname}`));
  }
  if (status >= 300 && status < 400) return stop(failures.notThisApi(host, 'redirected elsewhere'));
  if (status === 429 || status >= 500) {
    const waitMs = parseRetryAfter(res.headers.get('retry-after'), Date.now());
    const failure =
      status === 429 || status === 503 ? failures.busy(host, null) : failures.server(host, status);
    if (waitMs !== null && waitMs > MAX_RETRY_AFTER_MS) return stop(failures.busy(host, waitMs));
    return { ok: false, failure, retry: true, waitMs };
  }
  return stop(failures.unexpectedStatus(host, status));
}

async function attempt(req: JsonRequest): Promise<Attempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const onAbort = (): void => controller.abort();
  req.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const res = await req.fetch(req.url, {
      method: 'GET',
      headers: { ApiKey: req.apiKey, Accept: 'application/json', 'User-Agent': 'Bookings-Viewer' },
      redirect: 'manual',
      signal: controller.signal,
    });
    const text = await res.text();
    if (res.status >= 200 && res.status < 300) {
      return readBody(req, res.headers.get('content-type') ?? '', text);
    }
    return failedStatus(req, res, text);
  } catch (error) {
    if (req.signal?.aborted) return stop(failures.cancelled());
    if (timedOut) return stop(failures.timeout(req.host, req.timeoutMs));
    return { ...classifyFetchError(error, req.host), ok: false, waitMs: null };
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * GETs `url` and parses its JSON, retrying network errors, 429 and 5xx up to `retries` times. Throws
 * AppFailure; the key appears in no message.
 */
export async function getJson(req: JsonRequest): Promise<unknown> {
  for (let n = 0; ; n += 1) {
    if (req.signal?.aborted) throw failures.cancelled();
    const result = await attempt(req);
    if (result.ok) return result.body;
    if (!result.retry || n >= req.retries) throw result.failure;
    await sleep(result.waitMs ?? backoffMs(n, req.baseDelayMs, req.random), req.signal);
  }
}
