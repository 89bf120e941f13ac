/**
 * Small helpers for node:http responses: JSON error bodies, chunk streaming with back-pressure that
 * gives up when the client goes away, and a constant-time API key check.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a complete JSON body (with Content-Length). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** Sends `{"error": message}` with the status. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(res, status, JSON.stringify({ error: message }), headers);
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** Streams a 200 JSON body chunk by chunk (chunked encoding); stops early when `signal` aborts. */
export async function sendChunks(
  res: ServerResponse,
  chunks: Iterable<string>,
  signal: AbortSignal,
): Promise<void> {
  res.writeHead(200, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store' });
  for (const chunk of chunks) {
    if (signal.aborted) return;
    if (!res.write(chunk)) await drainedOrClosed(res);
  }
  if (!signal.aborted) res.end();
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Compares a presented key with the expected one without leaking where they differ. */
export function apiKeyMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}
