/**
 * A hostile answer for tests and the bench: `[`, then blanks, in chunked encoding (no
 * Content-Length, so nothing announces its size), either for ever or up to a total, then `]`. It
 * is valid JSON if it ever ends; it writes only as fast as the client reads, and stops when the
 * client goes away.
 */
import type { ServerResponse } from 'node:http';

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** Streams the answer on `res` with `status`; `totalBytes` ends it (null: it never ends). */
export function streamBlankJson(
  res: ServerResponse,
  options: { readonly status?: number; readonly totalBytes?: number | null } = {},
): void {
  const total = options.totalBytes ?? null;
  res.writeHead(options.status ?? 200, { 'content-type': 'application/json' });
  let sent = 0;
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  const more = (): void => {
    if (sent === 0) {
      res.write('[');
      sent = 1;
    }
    while (!gone) {
      if (total !== null && sent + CHUNK.length >= total - 1) {
        res.end(
          Buffer.concat([CHUNK.subarray(0, Math.max(0, total - 1 - sent)), Buffer.from(']')]),
        );
        return;
      }
      sent += CHUNK.length;
      if (!res.write(CHUNK)) {
        res.once('drain', more);
        return;
      }
    }
  };
  more();
}
