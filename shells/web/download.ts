import type { ServerResponse } from 'node:http';
import { basename, extname } from 'node:path';
import { sendOpenedFile, type OpenedFile } from './opened-file';

/** Each kind of file an export writes, as the browser should take it; anything else is bytes. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The Content-Type of an export's file, by the extension its format gave it. */
export function contentTypeFor(fileName: string): string {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * A Content-Disposition value that survives any file name: an ASCII fallback plus the RFC 5987 form.
 * A lone surrogate (half of a character, as a cut name may hold) becomes U+FFFD first, since
 * encodeURIComponent throws on one and no browser could show it anyway.
 */
export function attachmentDisposition(fileName: string): string {
  const whole = fileName.replace(/\p{Cs}/gu, '\ufffd');
  const ascii = whole.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(whole).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The headers an export's file is downloaded with; built from its name alone, so before the ticket is spent. */
export function downloadHeaders(path: string): Readonly<Record<string, string>> {
  const fileName = basename(path);
  return {
    'Content-Type': contentTypeFor(fileName),
    'Content-Disposition': attachmentDisposition(fileName),
  };
}

/** Sends a finished export, already opened, as a download with the headers made for it. */
export function sendDownload(
  res: ServerResponse,
  file: OpenedFile,
  headers: Readonly<Record<string, string>>,
): void {
  sendOpenedFile(res, file, headers, {
    head: false,
    unreadable: 'That export file could not be read. Export again.',
  });
}
