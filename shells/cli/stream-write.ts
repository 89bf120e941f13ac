/** Writing to a stream that may be slow: the one place that waits for 'drain'. */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { terminalSafeJson } from '#shared/text/terminal-safe-json';

/** Writes text, waiting for the stream to drain when its buffer is full (large JSON on a slow pipe). */
export async function writeText(stream: Writable, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** Writes a value as pretty JSON and a newline, its terminal controls escaped (same value parsed). */
export function writeJson(stream: Writable, value: unknown): Promise<void> {
  return writeText(stream, `${terminalSafeJson(value)}\n`);
}
