/**
 * One GET of JSON from the API, with the key header, a per-attempt timeout, cancellation and retries.
 * Redirects are not followed: fetch would carry the ApiKey header to wherever they point. The body
 * is kept as bytes until the caller parses it, so answers that wait their turn hold a compact buffer
 * rather than thousands of objects the garbage collector must copy. It is read up to a limit (see
 * response-limit.ts), and the timeout covers the whole body, so a server that never stops sending,
 * or sends a byte a second, is given up on rather than waited for.
 */
import { Buffer } from 'node:buffer';
import type { AppFailure } from '#shared/result';
import { readUpTo } from './capped-body';
import { classifyFetchError, failures, serverErrorText } from './errors';
import { backoffMs, MAX_RETRY_AFTER_MS, parseRetryAfter, sleep } from './retry';

/** How to make one request (and its retries). */
export interface JsonRequest {
  readonly url: string;
  /** Shown in messages, e.g. `acme.example.com`. */
  readonly host: string;
  readonly apiKey: string;
  /** For the whole attempt, the body included. */
  readonly timeoutMs: number;
  /** The longest body read; a longer one fails with 'invalid-response' naming the host and limit. */
  readonly maxResponseBytes: number;
  readonly retries: number;
  readonly baseDelayMs: number;
  readonly fetch: typeof fetch;
  readonly signal?: AbortSignal;
  /** For tests: the jitter source. */
  readonly random?: () => number;
}

/** One attempt's outcome: a body, or a failure and whether (and when) to try again. */
type Attempt =
  | { readonly ok: true; readonly body: Uint8Array }
  | {
      readonly ok: false;
      readonly failure: AppFailure;
      readonly retry: boolean;
      readonly waitMs: number | null;
    };

const stop = (failure: AppFailure): Attempt => ({ ok: false, failure, retry: false, waitMs: null });

/** Bytes in a UTF-8 byte-order mark. */
export const UTF8_BOM_LENGTH = 3;

/** True when the body starts with a UTF-8 byte-order mark. */
export function startsWithBom(body: Uint8Array): boolean {
  return body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
}

/** True when the first character after a BOM and whitespace is `<`. */
function startsWithMarkup(body: Uint8Array): boolean {
  for (let i = startsWithBom(body) ? UTF8_BOM_LENGTH : 0; i < body.length; i++) {
    const byte = body[i];
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === 0x3c;
  }
  return false;
}

/** An error answer's text is only ever quoted in part; more than this is not the API's. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** Reads a successful answer's bytes, up to the limit, or says why they are not the API's. */
async function acceptBody(req: JsonRequest, res: Response): Promise<Attempt> {
  const notThisApi = stop(failures.notThisApi(req.host, 'with a web page'));
  if (/html|xml/i.test(res.headers.get('content-type') ?? '')) {
    await res.body?.cancel();
    return notThisApi;
  }
  const body = await readUpTo(res, req.maxResponseBytes);
  if (body === null) return stop(failures.tooLarge(req.host, req.maxResponseBytes));
  return startsWithMarkup(body) ? notThisApi : { ok: true, body };
}

/** The start of an error answer, as text; empty when it is longer than any error the API sends. */
async function errorText(res: Response): Promise<string> {
  const body = await readUpTo(res, MAX_ERROR_BODY_BYTES);
  return body === null ? '' : new TextDecoder().decode(body);
}

/**
 * Parses a body from getBody as JSON; throws AppFailure('invalid-response') when it is not.
 * Buffer's UTF-8 decoding is measurably faster than fetch's text() on large answers.
 */
export function parseJsonBody(body: Uint8Array, host: string): unknown {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const text = bytes.toString('utf8', startsWithBom(body) ? UTF8_BOM_LENGTH : 0);
  try {
    return JSON.parse(text);
  } catch {
    throw failures.invalidResponse(host);
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
  // Only a proxy answers 407 (a plain-HTTP request it forwards itself); the API never does.
  if (status === 407) return stop(failures.proxyAuth(null, 'the proxy setting'));
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
    if (res.status >= 200 && res.status < 300) return await acceptBody(req, res);
    return failedStatus(req, res, await errorText(res));
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
 * GETs `url` and returns its body unparsed, retrying network errors, 429 and 5xx up to `retries`
 * times. Throws AppFailure; the key appears in no message.
 */
export async function getBody(req: JsonRequest): Promise<Uint8Array> {
  for (let n = 0; ; n += 1) {
    if (req.signal?.aborted) throw failures.cancelled();
    const result = await attempt(req);
    if (result.ok) return result.body;
    if (!result.retry || n >= req.retries) throw result.failure;
    await sleep(result.waitMs ?? backoffMs(n, req.baseDelayMs, req.random), req.signal);
  }
}

/** getBody, parsed as JSON. */
export async function getJson(req: JsonRequest): Promise<unknown> {
  return parseJsonBody(await getBody(req), req.host);
}
