import type { ServerResponse } from 'node:http';
import { basename } from 'node:path';
import { sendOpenedFile, type OpenedFile } from './opened-file';

/** A Content-Disposition value that survives any file name: an ASCII fallback plus the RFC 5987 form. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Sends a finished export, already opened, as a download. */
export function sendDownload(res: ServerResponse, file: OpenedFile): void {
  sendOpenedFile(
    res,
    file,
    {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(basename(file.path)),
    },
    { head: false, unreadable: 'That export file could not be read. Export again.' },
  );
}
