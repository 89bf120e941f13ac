/**
 * Turns what went wrong talking to the API into an AppFailure with a message a facility manager can act
 * on. Messages name the host, never the key; text quoted from the server is cleaned and scrubbed of it.
 */
import { AppFailure } from '../../../shared/result';

const MAX_QUOTED_LENGTH = 200;

/** Removes every occurrence of the key from a text, whatever else it says. */
export function withoutKey(text: string, apiKey: string): string {
  return apiKey.length > 0 ? text.split(apiKey).join('[API key]') : text;
}

/** Server text made safe to show: one line, no control characters, bounded length, no key. */
export function quoteServerText(text: string, apiKey: string): string {
  const flat = withoutKey(text, apiKey)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > MAX_QUOTED_LENGTH ? `${flat.slice(0, MAX_QUOTED_LENGTH - 1)}…` : flat;
}

/**
 * The server's `error` text from an Error body (ApiErrorSchema's shape), or null when the body is
 * not one. Checked by hand so that the command line does not load zod (about 40 ms) to start.
 */
export function serverErrorText(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { error } = parsed as { error?: unknown };
    return typeof error === 'string' && error.trim() !== '' ? error : null;
  } catch {
    return null;
  }
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return s === 1 ? '1 second' : `${Number.isInteger(s) ? s : s.toFixed(1)} seconds`;
}

function minutes(ms: number): string {
  const m = Math.ceil(ms / 60_000);
  return m === 1 ? '1 minute' : `${m} minutes`;
}

/** The failures the client raises, one builder per situation. */
export const failures = {
  auth: (host: string) =>
    new AppFailure(
      'auth',
      `The API key was refused by ${host}. Check the key, or ask your administrator for a new one.`,
    ),
  badRequest: (host: string, serverText: string | null, apiKey: string) =>
    new AppFailure(
      'bad-request',
      serverText
        ? `${host} could not answer this request: "${quoteServerText(serverText, apiKey)}". Check the location and dates you chose.`
        : `${host} could not answer this request. Check the location and dates you chose.`,
    ),
  server: (host: string, status: number) =>
    new AppFailure(
      'server',
      `${host} had a problem answering (HTTP ${status}). Try again in a few minutes; if it keeps happening, tell your administrator.`,
    ),
  busy: (host: string, waitMs: number | null) =>
    new AppFailure(
      'server',
      waitMs !== null && waitMs > 0
        ? `${host} is too busy right now and asked to wait ${minutes(waitMs)}. Try again later.`
        : `${host} is too busy right now. Try again in a few minutes.`,
    ),
  unexpectedStatus: (host: string, status: number) =>
    new AppFailure(
      'server',
      `${host} gave an unexpected answer (HTTP ${status}). Try again later; if it keeps happening, tell your administrator.`,
    ),
  notThisApi: (host: string, why: string) =>
    new AppFailure(
      'not-this-api',
      `${host} answered, but ${why}, so it does not look like the Bookings Integration API. Check the host name.`,
    ),
  invalidResponse: (host: string) =>
    new AppFailure(
      'invalid-response',
      `${host} sent an answer Bookings Viewer could not read. Try again; if it keeps happening, tell your administrator.`,
    ),
  network: (host: string) =>
    new AppFailure(
      'network',
      `Could not connect to ${host}. Check your internet connection and the host name, then try again.`,
    ),
  hostNotFound: (host: string) =>
    new AppFailure(
      'network',
      `The host ${host} could not be found. Check the host name, and your internet connection.`,
    ),
  tls: (host: string) =>
    new AppFailure(
      'tls',
      `The secure connection to ${host} could not be verified (certificate problem). Check the host name; if it is right, tell your IT department.`,
    ),
  timeout: (host: string, timeoutMs: number) =>
    new AppFailure(
      'timeout',
      `${host} did not answer within ${seconds(timeoutMs)}. Try again; for a long period, try a shorter one.`,
    ),
  cancelled: () => new AppFailure('cancelled', 'The request was cancelled.'),
};

/** Error codes on a thrown value and its causes (undici nests them, sometimes in an AggregateError). */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  const codes = typeof e.code === 'string' ? [e.code] : [];
  codes.push(...errorCodes(e.cause, depth + 1));
  if (Array.isArray(e.errors))
    for (const inner of e.errors) codes.push(...errorCodes(inner, depth + 1));
  return codes;
}

const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|HOSTNAME_MISMATCH|ERR_OSSL_|EPROTO$)/;

/** What a failed fetch (no HTTP answer) means, and whether trying again could help. */
export function classifyFetchError(
  error: unknown,
  host: string,
): { failure: AppFailure; retry: boolean } {
  const codes = errorCodes(error);
  if (codes.some((c) => TLS_CODE.test(c))) return { failure: failures.tls(host), retry: false };
  if (codes.includes('ENOTFOUND')) return { failure: failures.hostNotFound(host), retry: false };
  return { failure: failures.network(host), retry: true };
}
