/**
 * The Bookings Integration API client: the three GETs, normalised into the app's model. Every failure is
 * an AppFailure (auth, bad-request, server, network, tls, timeout, invalid-response, not-this-api,
 * cancelled) whose message names the host and never contains the key.
 */
import { normaliseBays, normaliseBookings, normaliseLocations } from '#shared/api/normalise';
import { apiKeyProblem } from '#shared/api/api-key';
import { bookingsQueryString, type BookingsQuery } from '#shared/api/query';
import { parseHost } from '#shared/host';
import type { Bay, Booking, Location, Parsed } from '#shared/model';
import { AppFailure } from '#shared/result';
import { failures, withoutKey } from './errors';
import { createDeferredUtf8Parser } from './deferred-utf8';
import { getBody, parseJsonBody } from './http';
import { DEFAULT_MAX_RESPONSE_BYTES } from './response-limit';

/** How to reach one company's API. */
export interface ApiClientOptions {
  /** Host name with an optional port, as parseHost accepts it. */
  host: string;
  /**
   * https even for a loopback host, whose default is plain http (the demo server); set when the
   * user wrote https:// themselves. Every other host always gets https.
   */
  https?: boolean;
  apiKey: string;
  /** Per attempt, the whole body included; default 30 s. */
  timeoutMs?: number;
  /** The longest answer read, in bytes; default DEFAULT_MAX_RESPONSE_BYTES (256 MB). */
  maxResponseBytes?: number;
  /** Retries after the first attempt, for network errors, 429 and 5xx; default 3. */
  retries?: number;
  /** First back-off; doubles each retry, with jitter; default 300 ms. */
  baseDelayMs?: number;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

/**
 * A bookings answer that has arrived but is not parsed yet. An export fetches several chunks at
 * once; parsing each only when its turn comes keeps the others as bytes, not as live objects.
 */
export interface ReceivedBookings {
  /** Parses and normalises the answer; throws AppFailure('invalid-response') when it cannot. */
  read(options?: { readonly shareNested?: boolean }): Parsed<Booking>;
}

/** A client for one company's API. */
export interface ApiClient {
  /** `https://{host}/api/integrations` (http for loopback hosts, unless ApiClientOptions.https). */
  readonly baseUrl: string;
  listLocations(signal?: AbortSignal): Promise<Parsed<Location>>;
  listBays(signal?: AbortSignal): Promise<Parsed<Bay>>;
  listBookings(query: BookingsQuery, signal?: AbortSignal): Promise<Parsed<Booking>>;
  /** listBookings with the parsing left to the caller. */
  receiveBookings(query: BookingsQuery, signal?: AbortSignal): Promise<ReceivedBookings>;
}

function checkKey(apiKey: unknown): string {
  const key = typeof apiKey === 'string' ? apiKey.trim() : '';
  const problem = apiKeyProblem(key);
  if (problem !== null) throw new AppFailure('invalid-key', problem);
  return key;
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) {
    throw new AppFailure('invalid-argument', `${name} must be a non-negative number.`);
  }
  return value;
}

/** Creates a client; throws AppFailure('invalid-argument') for a bad host or key. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const parsed = parseHost(options.host);
  if (!parsed.ok) throw new AppFailure('invalid-argument', parsed.message);
  const apiKey = checkKey(options.apiKey);
  const timeoutMs = positive(options.timeoutMs, 30_000, 'timeoutMs') || 30_000;
  const maxResponseBytes =
    positive(options.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES, 'maxResponseBytes') ||
    DEFAULT_MAX_RESPONSE_BYTES;
  const retries = Math.floor(positive(options.retries, 3, 'retries'));
  const baseDelayMs = positive(options.baseDelayMs, 300, 'baseDelayMs');
  const doFetch = options.fetch ?? globalThis.fetch;
  const { host } = parsed;
  const baseUrl = options.https ? `https://${host}/api/integrations` : parsed.baseUrl;

  /** Last line of defence: whatever produced a message, the key does not leave the client. */
  const scrubbed = (error: unknown): AppFailure =>
    error instanceof AppFailure
      ? new AppFailure(error.kind, withoutKey(error.message, apiKey))
      : new AppFailure(
          'internal',
          'Something went wrong inside Bookings Viewer. Please try again.',
        );

  async function receive(path: string, signal?: AbortSignal): Promise<Uint8Array> {
    try {
      return await getBody({
        url: `${baseUrl}${path}`,
        host,
        apiKey,
        timeoutMs,
        maxResponseBytes,
        retries,
        baseDelayMs,
        fetch: doFetch,
        signal,
      });
    } catch (error) {
      throw scrubbed(error);
    }
  }

  function normalised<T>(json: unknown, normalise: (json: unknown) => T): T {
    try {
      return normalise(json);
    } catch {
      // JSON, but not a list: say so in the same words as any other unreadable answer.
      throw failures.invalidResponse(host);
    }
  }

  async function get<T>(
    path: string,
    normalise: (json: unknown) => T,
    signal?: AbortSignal,
  ): Promise<T> {
    return normalised(parseJsonBody(await receive(path, signal), host), normalise);
  }

  // Bookings answers are the big ones (an export reads a million records), so their text is
  // decoded value by value.
  const parseDeferringUtf8 = createDeferredUtf8Parser();

  // async so that a malformed query rejects like every other failure instead of throwing.
  const receiveBookings = async (
    query: BookingsQuery,
    signal?: AbortSignal,
  ): Promise<ReceivedBookings> => {
    const body = await receive(`/bookings?${bookingsQueryString(query)}`, signal);
    return {
      read: (options) => {
        const { json, decodeText } = parseDeferringUtf8(body, host);
        return normalised(json, (list) =>
          normaliseBookings(list, { decode: decodeText, shareNested: options?.shareNested }),
        );
      },
    };
  };

  return {
    baseUrl,
    listLocations: (signal) => get('/locations', normaliseLocations, signal),
    listBays: (signal) => get('/bays', normaliseBays, signal),
    listBookings: async (query, signal) => (await receiveBookings(query, signal)).read(),
    receiveBookings,
  };
}
