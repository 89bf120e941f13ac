import type { IncomingMessage, ServerResponse } from 'node:http';
import { EVENTS_PATH, methodOfCallPath, TOKEN_HEADER } from '#shared/wire/http-routes';
import { encodeResultForJson } from '#shared/wire/json-codec';
import type { Backend } from '../../backend/backend';
import { downloadHeaders, sendDownload } from './download';
import type { DownloadTickets } from './download-tickets';
import { openEventStream } from './event-stream';
import { closeQuietly, openRegularFile } from './opened-file';
import type { ExportProgressHub } from './export-progress-hub';
import { hostAllowed, originAllowed } from './request-guards';
import { parseRequestTarget } from './request-target';
import { sendJson, sendText, setSecurityHeaders } from './security-headers';
import { serveStatic } from './static-files';
import { tokenMatches } from './token';

const MAX_BODY_BYTES = 1024 * 1024;

/** What the request handler serves. */
export interface RoutesOptions {
  readonly backend: Backend;
  readonly token: string;
  readonly rendererDir: string;
  /** The listening port, known only once the server listens. */
  readonly port: () => number;
  /** The backend's events for the event streams, exports' progress with its current download link. */
  readonly exportProgress: ExportProgressHub;
  /** The one-time tickets download links carry instead of the token. */
  readonly downloadTickets: DownloadTickets;
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

/** Builds the request handler: guards first (Host, Origin, token), then the page, the calls, events and downloads. */
export function createRoutes(
  options: RoutesOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { backend, token, rendererDir } = options;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const port = options.port();
    setSecurityHeaders(res);
    if (!hostAllowed(req, port)) return sendText(res, 421, 'Unexpected Host header.');
    if (!originAllowed(req, port)) return sendText(res, 403, 'Cross-origin requests are refused.');
    const target = req.url ?? '/';
    const url = parseRequestTarget(target, port);
    if (!url) return sendText(res, 400, 'Bad request target: expected a path such as /index.html.');
    const path = url.pathname;
    if (!path.startsWith('/api/')) {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(res, 405, 'Method not allowed');
      // The raw path, before URL parsing folds `..` and `%2e%2e` away, so such requests are refused outright.
      const rawPath = target.split(/[?#]/, 1)[0] ?? '/';
      return serveStatic(rendererDir, rawPath, res, req.method === 'HEAD');
    }
    // A download link is followed by the browser itself: it carries a one-time ticket for that export,
    // never the token.
    const download = /^\/api\/exports\/([A-Za-z0-9-]{1,100})\/download$/.exec(path);
    if (download && req.method === 'GET')
      return serveDownload(download[1] ?? '', url.searchParams.get('ticket'), res);
    const presented = req.headers[TOKEN_HEADER];
    if (!tokenMatches(Array.isArray(presented) ? presented[0] : presented, token))
      return sendJson(res, 401, {
        ok: false,
        error: {
          kind: 'auth',
          message:
            'This page is not signed in to Bookings Viewer. Open the address printed by `npm run web` again.',
        },
      });
    const method = methodOfCallPath(path);
    if (method !== null && req.method === 'POST') return handleCall(method, req, res);
    if (path === EVENTS_PATH && req.method === 'GET')
      return openEventStream(
        res,
        options.exportProgress.subscribe,
        options.exportProgress.replay(),
      );
    sendText(res, 404, 'Not found');
  };

  const refuseTicket = (res: ServerResponse): void =>
    sendText(
      res,
      401,
      'This download link was used already or is not valid. Use the download link in the app again.',
    );

  // The ticket is spent only once the headers are made and the file is open, so a missing file costs
  // the page no link. A download that is served uses it up, and the page is sent a fresh link.
  const serveDownload = async (
    exportId: string,
    ticket: string | null,
    res: ServerResponse,
  ): Promise<void> => {
    if (!options.downloadTickets.matches(exportId, ticket)) return refuseTicket(res);
    const path = backend.exportFilePath(exportId);
    if (!path) return sendText(res, 404, 'That export is not finished or no longer known.');
    // Everything that could refuse the download is done before the ticket is spent.
    const headers = downloadHeaders(path);
    const file = await openRegularFile(path);
    if (!file) return sendText(res, 404, 'That export file is no longer there. Export again.');
    // Another request with the same ticket may have been served while this one opened the file.
    if (!options.downloadTickets.redeem(exportId, ticket)) {
      await closeQuietly(file.handle);
      return refuseTicket(res);
    }
    options.exportProgress.renewDownload(exportId);
    sendDownload(res, file, headers);
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
    if (!res.destroyed) sendJson(res, 200, encodeResultForJson(method, result));
  };

  return handle;
}
