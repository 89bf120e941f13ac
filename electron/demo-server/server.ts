/**
 * The demo Bookings Integration API on node:http, bound to 127.0.0.1. It serves a seeded data set,
 * follows the spec and the README's documented choices where the spec is silent, and injects faults
 * on request so the app's error handling can be exercised against a real server.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseBookingsQuery } from './bookings-query';
import { catalogFor } from './catalog-cache';
import { bookingsOverlapping } from './dataset';
import { abortableDelay, FaultState, MALFORMED_BODY, type FaultOptions } from './faults';
import type { Scale } from './generate';
import { apiKeyMatches, sendChunks, sendError, sendJson } from './http-util';
import { bookingItemRenderer, jsonArrayChunks } from './render';

export type { FaultOptions } from './faults';

/** How to start a demo server; everything is optional. */
export interface DemoServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Random when omitted. */
  apiKey?: string;
  /** Data seed; default 1. */
  seed?: number;
  /** Data size; default 'demo'. */
  scale?: Scale;
  /** "Today" for the data, epoch ms; default Date.now(). */
  now?: number;
  faults?: FaultOptions;
}

/** Request counters since start or the last resetStats(). */
export interface DemoServerStats {
  requests: number;
  bookingsRequests: number;
  /** Responses sent in full. */
  completed: number;
  /** Responses the client abandoned before they were fully sent. */
  aborted: number;
}

/** A running demo server. */
export interface DemoServer {
  /** Base address, e.g. http://127.0.0.1:N/api/integrations. */
  readonly url: string;
  /** What a user types as the company host: 127.0.0.1:N. */
  readonly host: string;
  readonly port: number;
  readonly apiKey: string;
  /** Live counters (the same object keeps counting). */
  readonly stats: DemoServerStats;
  /** Replaces the fault settings; `{}` turns every fault off. */
  setFaults(f: FaultOptions): void;
  /** Sets every counter back to 0. */
  resetStats(): void;
  /** Stops listening and drops open connections (in-flight responses count as aborted). */
  close(): Promise<void>;
}

/** The fixed path prefix of the API. */
export const API_PREFIX = '/api/integrations';
const ROUTES = new Set(['/locations', '/bays', '/bookings']);

/** Starts a demo server on 127.0.0.1 and resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const seed = options.seed ?? 1;
  const apiKey = options.apiKey ?? `demo-${randomBytes(12).toString('hex')}`;
  const catalog = catalogFor(seed, options.scale ?? 'demo', options.now ?? Date.now());
  const faults = new FaultState(seed);
  faults.set(options.faults);
  const stats: DemoServerStats = { requests: 0, bookingsRequests: 0, completed: 0, aborted: 0 };

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    signal: AbortSignal,
  ): Promise<void> {
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
  }

  // Responses not yet closed, so close() can wait until every one is counted.
  const open = new Set<ServerResponse>();
  let allClosed: (() => void) | null = null;
  const server = createServer((req, res) => {
    stats.requests++;
    open.add(res);
    const controller = new AbortController();
    res.on('finish', () => stats.completed++);
    res.on('close', () => {
      if (!res.writableFinished) stats.aborted++;
      controller.abort();
      open.delete(res);
      if (open.size === 0) allClosed?.();
    });
    handle(req, res, controller.signal).catch(() => {
      if (!res.headersSent) sendError(res, 500, 'The demo server failed to answer');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}${API_PREFIX}`,
    host: `127.0.0.1:${port}`,
    port,
    apiKey,
    stats,
    setFaults: (f) => faults.set(f),
    resetStats: () => {
      stats.requests = stats.bookingsRequests = stats.completed = stats.aborted = 0;
    },
    close: () => {
      if (!closing) {
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        const drained = new Promise<void>((resolve) => {
          allClosed = resolve;
          if (open.size === 0) resolve();
        });
        server.closeAllConnections();
        closing = Promise.all([stopped, drained]).then(() => undefined);
      }
      return closing;
    },
  };
}
