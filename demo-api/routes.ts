/**
 * Request handling, in the order a real gateway would apply it: route, method, key, then the
 * endpoint. Injected latency comes first so that timeouts can be tested on any request; injected
 * failures come after the key check so that auth tests stay meaningful.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseBookingsQuery } from './bookings-query';
import type { Catalog } from './catalog';
import { bookingsOverlapping } from './dataset';
import { abortableDelay, MALFORMED_BODY, type FaultState } from './faults';
import { apiKeyMatches, sendChunks, sendError, sendJson } from './http-util';
import { bookingItemRenderer, jsonArrayChunks } from './render';

/** The fixed path prefix of the API. */
export const API_PREFIX = '/api/integrations';
const ROUTES = new Set(['/locations', '/bays', '/bookings']);

/** What the handler reads and counts. */
export interface HandlerContext {
  readonly apiKey: string;
  readonly catalog: Catalog;
  readonly faults: FaultState;
  readonly stats: { bookingsRequests: number };
}

/** Answers one request; `signal` aborts when the client goes away. */
export type RequestHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  signal: AbortSignal,
) => Promise<void>;

/** The handler of every request to a demo server. */
export function createRequestHandler(context: HandlerContext): RequestHandler {
  const { apiKey, catalog, faults, stats } = context;
  return async (req, res, signal) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/(.)\/$/, '$1');
    const route = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : '';
    if (route === '/bookings') stats.bookingsRequests++;
    if (faults.latencyMs > 0 && !(await abortableDelay(faults.latencyMs, signal))) return;
    if (!ROUTES.has(route)) return sendError(res, 404, `Not found: ${path}`);
    if (req.method !== 'GET') {
      return sendError(res, 405, 'Only GET is allowed', { Allow: 'GET' });
    }
    const presented = req.headers.apikey;
    if (typeof presented !== 'string' || presented === '') {
      return sendError(res, 401, 'Missing ApiKey header');
    }
    if (!apiKeyMatches(presented, apiKey)) return sendError(res, 401, 'Invalid API key');
    const failure = faults.failure();
    if (failure) {
      const headers: Record<string, string> =
        failure.retryAfterSeconds === null
          ? {}
          : { 'Retry-After': String(failure.retryAfterSeconds) };
      return sendError(res, failure.status, `Injected failure (HTTP ${failure.status})`, headers);
    }

    let count: number;
    let item: (i: number) => string;
    const nulls = faults.nulls();
    if (route === '/bookings') {
      const parsed = parseBookingsQuery(url.searchParams, catalog.locationIndexById);
      if (!parsed.ok) return sendError(res, 400, parsed.error);
      const r = parsed.request;
      const status = faults.bookingsFailure(
        r.minMs,
        r.maxMs,
        catalog.dataset.locations[r.location]?.id,
      );
      if (status !== null) return sendError(res, status, `Injected failure (HTTP ${status})`);
      const rows = bookingsOverlapping(catalog.dataset.bookings, r.location, r.minMs, r.maxMs);
      count = rows.length;
      item = bookingItemRenderer(catalog, rows, r, nulls);
    } else if (route === '/bays') {
      count = catalog.dataset.bays.length;
      item = (i) => catalog.bayWithLocation(i, nulls);
    } else {
      count = catalog.dataset.locations.length;
      item = (i) => catalog.location(i, nulls);
    }
    const bodyFault = faults.bodyFault();
    if (bodyFault === 'malformed') return sendJson(res, 200, MALFORMED_BODY);
    const cutAt = bodyFault === 'truncated' ? count >> 1 : null;
    await sendChunks(res, jsonArrayChunks(count, item, cutAt), signal);
  };
}
