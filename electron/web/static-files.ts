import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { contentTypeFor } from '../backend/renderer-files/content-type';
import { resolveRendererPath } from '../backend/renderer-files/resolve-path';
import { sendText } from './security-headers';

/** Serves a file of the built renderer (urlPath still percent-encoded), or a 404; a plain hint when the renderer was never built. */
export async function serveStatic(
  root: string,
  urlPath: string,
  res: ServerResponse,
  head: boolean,
): Promise<void> {
  const path = resolveRendererPath(root, urlPath);
  if (!path) return sendText(res, 404, 'Not found');
  try {
    const info = await stat(path);
    if (!info.isFile()) return sendText(res, 404, 'Not found');
    res.writeHead(200, {
      'Content-Type': contentTypeFor(path),
      'Content-Length': info.size,
    });
    if (head) return void res.end();
    createReadStream(path).pipe(res);
  } catch {
    if (urlPath === '/' || urlPath === '/index.html')
      return sendText(
        res,
        503,
        'The app has not been built yet: run `npm run web` (it builds first).',
      );
    sendText(res, 404, 'Not found');
  }
}
