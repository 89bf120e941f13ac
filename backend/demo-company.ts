import type { AccountSummary } from '#shared/contract';
import { startDemoServer, type DemoServer, type DemoServerOptions } from '../demo-api/server';

/** The built-in demo account's id. */
export const DEMO_ACCOUNT_ID = 'demo';

/** The built-in demo company: an in-process demo API on 127.0.0.1, started on first use. */
export interface DemoCompany {
  readonly summary: AccountSummary;
  /** The running server, started on the first call. */
  server(): Promise<DemoServer>;
  close(): Promise<void>;
}

/** Prepares (but does not start) the demo company. */
export function createDemoCompany(options: DemoServerOptions = {}): DemoCompany {
  let starting: Promise<DemoServer> | null = null;
  let closed = false;
  return {
    summary: {
      id: DEMO_ACCOUNT_ID,
      label: 'Demo company',
      host: 'built-in demo data',
      createdAt: '2026-01-01T00:00:00.000Z',
      isDemo: true,
    },
    server() {
      if (closed) return Promise.reject(new Error('The demo company has been shut down.'));
      // Loopback only, random port and key unless a test fixes them.
      if (starting) return starting;
      const started = startDemoServer({ port: 0, ...options }).catch((error: unknown) => {
        starting = null;
        throw error;
      });
      starting = started;
      return started;
    },
    async close() {
      closed = true;
      const running = starting;
      starting = null;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
