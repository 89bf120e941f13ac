import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExportProgress } from '../../shared/contract';
import { createBackend, type Backend, type BackendOptions } from '../backend/backend';
import { defaultDataDir } from '../backend/data-dir';
import {
  createKeytarSecretStore,
  keychainServiceName,
  type SecretStore,
} from '../backend/secrets/secret-store';
import { sendDownload } from './download';
import { openEventStream } from './event-stream';
import { hostAllowed, originAllowed } from './request-guards';
import { sendJson, sendText, setSecurityHeaders } from './security-headers';
import { serveStatic } from './static-files';
import { createToken, TOKEN_HEADER, tokenMatches } from './token';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const MAX_BODY_BYTES = 1024 * 1024;

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

function appVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string })
        .version ?? '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
}

/** Starts the backend and the HTTP server on 127.0.0.1 (never another interface). */
export async function startWebShell(options: WebShellOptions = {}): Promise<WebShell> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const rendererDir = options.rendererDir ?? join(REPO_ROOT, 'out', 'renderer');
  const token = createToken();
  const exportDir = await mkdtemp(join(tmpdir(), 'bookings-viewer-exports-'));
  const backend = await createBackend({
    dataDir: options.dataDir ?? defaultDataDir(),
    secretStore: options.secretStore ?? createKeytarSecretStore(keychainServiceName()),
    appInfo: { version: appVersion(), shell: 'web', platform: process.platform },
    demo: options.demo,
    makeClient: options.makeClient,
    async chooseExportTarget(suggestedFileName) {
      // The browser downloads the file afterwards; each export gets its own folder so names never clash.
      const dir = join(exportDir, randomUUID());
      await mkdir(dir, { recursive: true });
      return join(dir, suggestedFileName);
    },
    downloadUrlFor: (exportId) =>
      `/api/exports/${encodeURIComponent(exportId)}/download?token=${encodeURIComponent(token)}`,
  });

  // The latest state of each export, replayed to every new event stream.
  const latestProgress = new Map<string, ExportProgress>();
  backend.onExportProgress((p) => latestProgress.set(p.exportId, p));

  let port = 0;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    if (!hostAllowed(req, port)) return sendText(res, 421, 'Unexpected Host header.');
    if (!originAllowed(req, port)) return sendText(res, 403, 'Cross-origin requests are refused.');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const path = url.pathname;
    if (!path.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(res, 405, 'Method not allowed');
      return serveStatic(rendererDir, path, res, req.method === 'HEAD');
    }
    const presented =
      req.method === 'POST' ? req.headers[TOKEN_HEADER] : url.searchParams.get('token');
    if (!tokenMatches(Array.isArray(presented) ? presented[0] : presented, token))
      return sendJson(res, 401, {
        ok: false,
        error: {
          kind: 'auth',
          message:
            'This page is not signed in to Bookings Viewer. Open the address printed by `npm run web` again.',
        },
      });
    const call = /^\/api\/call\/([A-Za-z]{1,60})$/.exec(path);
    if (call && req.method === 'POST') return handleCall(call[1] ?? '', req, res);
    if (path === '/api/events' && req.method === 'GET')
      return openEventStream(res, backend.onExportProgress, () => latestProgress.values());
    const download = /^\/api\/exports\/([A-Za-z0-9-]{1,100})\/download$/.exec(path);
    if (download && req.method === 'GET') {
      const file = backend.exportFilePath(download[1] ?? '');
      return file
        ? sendDownload(res, file)
        : sendText(res, 404, 'That export is not finished or no longer known.');
    }
    sendText(res, 404, 'Not found');
  };

  const handleCall = async (
    method: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> => {
    // A JSON content type cannot be sent by a plain HTML form, which closes one more cross-site door.
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json'))
      return sendText(res, 415, 'Expected application/json.');
    let args: unknown;
    try {
      args = await readBody(req);
    } catch {
      return sendJson(res, 400, {
        ok: false,
        error: { kind: 'invalid-argument', message: 'The request body is not valid JSON.' },
      });
    }
    // The browser aborting its fetch closes the connection: that cancels the call all the way upstream.
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const result = await backend.dispatch(method, args, controller.signal);
    if (!res.destroyed) sendJson(res, 200, result);
  };

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
      await rm(exportDir, { recursive: true, force: true });
    },
  };
}
