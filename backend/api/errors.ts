/**
 * Turns what went wrong talking to the API into an AppFailure with a message a facility manager can act
 * on. Messages name the host, never the key; text quoted from the server is cleaned and scrubbed of it.
 */
import { assertNever } from '#shared/assert-never';
import { AppFailure } from '#shared/result';
import { maskKey } from '../redactor';
import { limitText, MAX_RESPONSE_MB_ENV, MAX_RESPONSE_MB_OPTION } from './response-limit';

const MAX_QUOTED_LENGTH = 200;

/** Masks every whole occurrence of the key in a text, whatever else it says. */
export function withoutKey(text: string, apiKey: string): string {
  return maskKey(text, apiKey, '[API key]');
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
 * not one. Checked by hand so that the command line does not load zod to start.
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
  tooLarge: (host: string, limitBytes: number) =>
    new AppFailure(
      'invalid-response',
      `${host} sent an answer larger than ${limitText(limitBytes)}, the most Bookings Viewer reads, so it stopped reading. If the answer should be that large, raise the limit with ${MAX_RESPONSE_MB_ENV} (or ${MAX_RESPONSE_MB_OPTION} on the command line); otherwise tell your administrator.`,
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
  unknownAuthority: (host: string) =>
    new AppFailure(
      'tls',
      `Could not connect securely to ${host}. The server's certificate is signed by an unknown authority. If your company inspects HTTPS, see README: Company networks.`,
    ),
  proxyRefused: (proxy: string | null, setting: string) =>
    new AppFailure(
      'network',
      `The proxy${proxy ? ` at ${proxy}` : ''} refused the connection. Check ${setting}, or ask your IT department for the proxy's address.`,
    ),
  proxyNotFound: (proxy: string | null, setting: string) =>
    new AppFailure(
      'network',
      `The proxy${proxy ? ` at ${proxy}` : ''} could not be found. Check ${setting}, and your network connection.`,
    ),
  proxyAuth: (proxy: string | null, setting: string) =>
    new AppFailure(
      'network',
      `Proxy authentication required (407): the proxy${proxy ? ` at ${proxy}` : ''} wants a user name and password. Add them to ${setting}, e.g. http://user:password@proxy:8080.`,
    ),
  proxyFailed: (proxy: string | null, host: string, status: number | null) =>
    new AppFailure(
      'network',
      `The proxy${proxy ? ` at ${proxy}` : ''} would not connect to ${host}${status ? ` (HTTP ${status})` : ''}. Ask your IT department to allow it.`,
    ),
  proxyClosed: (proxy: string | null, host: string) =>
    new AppFailure(
      'network',
      `The proxy${proxy ? ` at ${proxy}` : ''} closed the connection before it reached ${host}. Try again; if it keeps happening, ask your IT department whether the proxy allows ${host}.`,
    ),
  timeout: (host: string, timeoutMs: number) =>
    new AppFailure(
      'timeout',
      `${host} did not answer within ${seconds(timeoutMs)}. Try again; for a long period, try a shorter one.`,
    ),
  cancelled: () => new AppFailure('cancelled', 'The request was cancelled.'),
};

/** Why a proxy failed a request, as the shell's fetch found it. */
export type ProxyProblem = 'refused' | 'not-found' | 'auth' | 'failed' | 'closed';

/**
 * Thrown by a shell's fetch when the proxy, not the API's host, failed the request. `proxy` is its
 * address without credentials (null when unknown); `setting` names where it was configured.
 */
export class ProxyError extends Error {
  constructor(
    readonly problem: ProxyProblem,
    readonly proxy: string | null,
    readonly setting: string,
    readonly status: number | null = null,
  ) {
    super(`proxy ${problem}`);
    this.name = 'ProxyError';
  }
}

/** Error codes on a thrown value and its causes (undici nests them, sometimes in an AggregateError). */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const codes = typeof e.code === 'string' ? [e.code] : [];
  // Chromium's network stack (Electron's net.fetch) names its errors in the message: net::ERR_….
  const net = typeof e.message === 'string' ? /net::(ERR_[A-Z_]+)/.exec(e.message) : null;
  if (net) codes.push(net[1] as string);
  codes.push(...errorCodes(e.cause, depth + 1));
  if (Array.isArray(e.errors))
    for (const inner of e.errors) codes.push(...errorCodes(inner, depth + 1));
  return codes;
}

/** Node's and Chromium's ways of saying that no trusted authority signed the certificate. */
const UNKNOWN_AUTHORITY_CODE =
  /^(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT(_LOCALLY)?|SELF_SIGNED_CERT_IN_CHAIN|DEPTH_ZERO_SELF_SIGNED_CERT|CERT_UNTRUSTED|ERR_CERT_AUTHORITY_INVALID)$/;

const TLS_CODE =
  /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT|HOSTNAME_MISMATCH|ERR_OSSL_|EPROTO$)/;

function proxyFailure(error: ProxyError, host: string): AppFailure {
  switch (error.problem) {
    case 'refused':
      return failures.proxyRefused(error.proxy, error.setting);
    case 'not-found':
      return failures.proxyNotFound(error.proxy, error.setting);
    case 'auth':
      return failures.proxyAuth(error.proxy, error.setting);
    case 'failed':
      return failures.proxyFailed(error.proxy, host, error.status);
    case 'closed':
      return failures.proxyClosed(error.proxy, host);
    default:
      return assertNever(error.problem);
  }
}

/** What a failed fetch (no HTTP answer) means, and whether trying again could help. */
export function classifyFetchError(
  error: unknown,
  host: string,
): { failure: AppFailure; retry: boolean } {
  // A proxy that dropped the connection may be briefly overloaded: worth the few retries there are.
  if (error instanceof ProxyError)
    return { failure: proxyFailure(error, host), retry: error.problem === 'closed' };
  const codes = errorCodes(error);
  if (codes.some((c) => UNKNOWN_AUTHORITY_CODE.test(c)))
    return { failure: failures.unknownAuthority(host), retry: false };
  if (codes.some((c) => TLS_CODE.test(c) || c.startsWith('ERR_CERT_')))
    return { failure: failures.tls(host), retry: false };
  if (codes.includes('ENOTFOUND') || codes.includes('ERR_NAME_NOT_RESOLVED'))
    return { failure: failures.hostNotFound(host), retry: false };
  const system = 'the system proxy settings';
  if (codes.includes('ERR_PROXY_CONNECTION_FAILED'))
    return { failure: failures.proxyRefused(null, system), retry: false };
  if (codes.some((c) => c.startsWith('ERR_PROXY_AUTH')))
    return { failure: failures.proxyAuth(null, system), retry: false };
  if (codes.includes('ERR_TUNNEL_CONNECTION_FAILED'))
    return { failure: failures.proxyFailed(null, host, null), retry: false };
  return { failure: failures.network(host), retry: true };
}
