import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { sendText } from './security-headers';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Resolves a URL path inside the root, or null for anything that would escape it. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const wanted = decoded === '/' || decoded === '' ? '/index.html' : decoded;
  const full = normalize(join(root, wanted));
  const rel = relative(root, full);
  if (rel.startsWith('..') || rel.includes(`..${sep}`) || rel === '') return null;
  return full;
}

/** Serves a file of the built renderer, or a 404; a plain hint when the renderer was never built. */
export async function serveStatic(
  root: string,
  urlPath: string,
  res: ServerResponse,
  head: boolean,
): Promise<void> {
  const path = resolveInside(root, urlPath);
  if (!path) return sendText(res, 404, 'Not found');
  try {
    const info = await stat(path);
    if (!info.isFile()) return sendText(res, 404, 'Not found');
    res.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
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
