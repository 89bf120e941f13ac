import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend, type Backend, type BackendOptions } from '../../backend/backend';
import { nodePlatformDefaults } from '../../backend/platform';
import type { SecretStore } from '../../backend/secrets/secret-store';
import { createScheduleRunner } from '../../backend/schedules/run-now';
import { shellReportBuilder } from '../cli/schedules/report-builder';
import { createDownloadTickets } from './download-tickets';
import { createExportFolder } from './export-folder';
import { createExportProgressHub } from './export-progress-hub';
import { createRoutes } from './routes';
import { sendText } from './security-headers';
import { createToken } from './token';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** How to start the browser shell; everything has a sensible default. */
export interface WebShellOptions {
  /** 0 or absent: a random free port. */
  port?: number;
  dataDir?: string;
  secretStore?: SecretStore;
  demo?: BackendOptions['demo'];
  /** The built renderer; default out/renderer of this checkout. */
  rendererDir?: string;
  /** Where diagnostics go; default stderr. Never receives keys or request bodies. */
  log?: (line: string) => void;
  /** For tests: replaces the API client factory. */
  makeClient?: BackendOptions['makeClient'];
  /** The environment whose proxy variables apply; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where the temporary exports folder is made (and those of ended shells removed); default the OS's. */
  tempDir?: string;
}

/** A running browser shell. */
export interface WebShell {
  /** The address to open, with the token in the fragment: http://127.0.0.1:N/#token=… */
  readonly url: string;
  readonly token: string;
  readonly port: number;
  readonly backend: Backend;
  close(): Promise<void>;
}

/** Starts the backend and the HTTP server on 127.0.0.1 (never another interface). */
export async function startWebShell(options: WebShellOptions = {}): Promise<WebShell> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const rendererDir = options.rendererDir ?? join(REPO_ROOT, 'out', 'renderer');
  const token = createToken();
  const downloadTickets = createDownloadTickets();
  const exportFolder = await createExportFolder(options.tempDir);
  const downloadUrlFor = (exportId: string): string =>
    `/api/exports/${encodeURIComponent(exportId)}/download?ticket=${downloadTickets.issue(exportId)}`;
  const defaults = nodePlatformDefaults(options.env ?? process.env);
  const backend = await createBackend({
    ...defaults,
    shell: 'web',
    dataDir: options.dataDir ?? defaults.dataDir,
    secretStore: options.secretStore ?? defaults.secretStore,
    demo: options.demo,
    makeClient: options.makeClient,
    // Send now builds the report as `schedules run` does, in this process.
    runSchedule: createScheduleRunner(
      shellReportBuilder({
        dataDir: options.dataDir ?? defaults.dataDir,
        env: options.env ?? process.env,
        fetch: defaults.fetch,
      }),
    ),
    files: {
      async chooseSaveTarget({ suggestedFileName }) {
        // The browser downloads the file afterwards; each export gets its own folder so names never clash.
        const dir = join(exportFolder.path, randomUUID());
        await mkdir(dir, { recursive: true });
        return join(dir, suggestedFileName);
      },
      downloadUrlFor,
    },
  });
  const exportProgress = createExportProgressHub(backend.subscribe, downloadUrlFor);

  let port = 0;
  const handle = createRoutes({
    backend,
    token,
    rendererDir,
    port: () => port,
    exportProgress,
    downloadTickets,
  });

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      log('Bookings Viewer web shell: a request failed unexpectedly.');
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}/#token=${token}`,
    token,
    port,
    backend,
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await backend.close();
      await exportFolder.remove();
    },
  };
}
