/**
 * The demo Bookings Integration API on node:http, bound to 127.0.0.1. It serves a seeded data set,
 * follows the spec and the README's documented choices where the spec is silent, and injects faults
 * on request so the app's error handling can be exercised against a real server.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogFor } from './catalog-cache';
import { FaultState, type FaultOptions } from './faults';
import type { Scale } from './generate';
import { sendError } from './http-util';
import { API_PREFIX, createRequestHandler } from './routes';

export type { FaultOptions } from './faults';
export { API_PREFIX } from './routes';

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
  /** Each location's id and the zone its bookings were made in (the API itself never says). */
  readonly sites: readonly { readonly id: string; readonly zone: string }[];
  /** Replaces the fault settings; `{}` turns every fault off. */
  setFaults(f: FaultOptions): void;
  /** Sets every counter back to 0. */
  resetStats(): void;
  /** Stops listening and drops open connections (in-flight responses count as aborted). */
  close(): Promise<void>;
}

/** Starts a demo server on 127.0.0.1 and resolves once it listens. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const seed = options.seed ?? 1;
  const apiKey = options.apiKey ?? `demo-${randomBytes(12).toString('hex')}`;
  const catalog = catalogFor(seed, options.scale ?? 'demo', options.now ?? Date.now());
  const faults = new FaultState(seed);
  faults.set(options.faults);
  const stats: DemoServerStats = { requests: 0, bookingsRequests: 0, completed: 0, aborted: 0 };

  const handle = createRequestHandler({ apiKey, catalog, faults, stats });

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
    sites: catalog.dataset.locations.map(({ id, zone }) => ({ id, zone })),
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
