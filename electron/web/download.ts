import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { sendText } from './security-headers';

/** A Content-Disposition value that survives any file name: an ASCII fallback plus the RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a finished export as a download. */
export async function sendDownload(res: ServerResponse, path: string): Promise<void> {
  try {
    const info = await stat(path);
    res.writeHead(200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Length': info.size,
      'Content-Disposition': attachmentDisposition(basename(path)),
    });
    createReadStream(path).pipe(res);
  } catch {
    sendText(res, 404, 'That export file is no longer there. Export again.');
  }
}
