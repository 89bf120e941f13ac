import { constants, createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { sendText } from './security-headers';

/** A regular file opened for one answer: checked and sized through its handle, so it cannot change under us. */
export interface OpenedFile {
  readonly path: string;
  readonly handle: FileHandle;
  readonly size: number;
}

// Without O_NONBLOCK, opening a FIFO for reading waits for a writer, holding a pool thread for good.
// (Windows has no O_NONBLOCK; undefined counts as 0 there.)
const READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** Opens `path` if it is a regular file; null when it is missing or something else (a folder, a FIFO, a device). */
export async function openRegularFile(path: string): Promise<OpenedFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(path, READ_FLAGS);
  } catch {
    return null;
  }
  const info = await handle.stat().catch(() => null);
  if (info?.isFile()) return { path, handle, size: info.size };
  await closeQuietly(handle);
  return null;
}

/** Closes a file that will not be sent after all. */
export async function closeQuietly(handle: FileHandle): Promise<void> {
  await handle.close().catch(() => undefined);
}

/**
 * Answers 200 with the opened file as the body (or only its headers, for HEAD) and closes it. Nothing
 * here can take the server down: a read that fails before anything was sent answers 500 with
 * `unreadable`, one that fails later cuts the answer short (its Content-Length tells the client it is
 * incomplete), and a client that leaves stops the reading, so no descriptor is left open.
 */
export function sendOpenedFile(
  res: ServerResponse,
  file: OpenedFile,
  headers: Readonly<Record<string, string>>,
  options: { readonly head: boolean; readonly unreadable: string },
): void {
  if (res.destroyed || options.head) {
    void closeQuietly(file.handle);
    if (!res.destroyed) {
      res.writeHead(200, { ...headers, 'Content-Length': file.size });
      res.end();
    }
    return;
  }
  // Set, not written: until the first chunk is read, a failure can still answer with its own status.
  try {
    res.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', file.size);
  } catch {
    // A header Node refuses (a control character in it) must not leave the file open.
    void closeQuietly(file.handle);
    for (const name of Object.keys(headers)) res.removeHeader(name);
    return sendText(res, 500, options.unreadable);
  }
  const body = createReadStream(file.path, { fd: file.handle });
  body.on('error', () => {
    body.unpipe(res);
    if (res.headersSent) return void res.destroy();
    for (const name of Object.keys(headers)) res.removeHeader(name);
    sendText(res, 500, options.unreadable);
  });
  res.on('close', () => body.destroy());
  body.pipe(res);
}
