import type { ServerResponse } from 'node:http';
import { contentTypeFor } from '../../backend/renderer-files/content-type';
import { realPathInside } from '../../backend/renderer-files/real-path-inside';
import { resolveRendererPath } from '../../backend/renderer-files/resolve-path';
import { openRegularFile, sendOpenedFile } from './opened-file';
import { sendText } from './security-headers';

const UNREADABLE =
  'This file of the app could not be read. Reload the page; if it fails again, run `npm run web` again (it rebuilds the app).';

/**
 * Serves a file of the built renderer (urlPath still percent-encoded), or a 404: also for a symbolic link
 * that leads out of the folder, as the app:// handler does. A plain hint when the renderer was never built.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  res: ServerResponse,
  head: boolean,
): Promise<void> {
  const path = resolveRendererPath(root, urlPath);
  if (!path) return sendText(res, 404, 'Not found');
  let real: string | null;
  try {
    real = await realPathInside(root, path);
  } catch {
    if (urlPath === '/' || urlPath === '/index.html')
      return sendText(
        res,
        503,
        'The app has not been built yet: run `npm run web` (it builds first).',
      );
    return sendText(res, 404, 'Not found');
  }
  const file = real === null ? null : await openRegularFile(real);
  if (!file) return sendText(res, 404, 'Not found');
  sendOpenedFile(
    res,
    file,
    { 'Content-Type': contentTypeFor(file.path) },
    {
      head,
      unreadable: UNREADABLE,
    },
  );
}
