/** An in-memory CliIo for tests: captured stdout/stderr, a chosen environment and stdin. */
import { PassThrough, Readable } from 'node:stream';
import type { CliIo } from '../io';
import { personOutput } from '../person-output';

/** The io plus what was written. */
export interface CapturedIo {
  readonly io: CliIo;
  stdout(): string;
  stderr(): string;
}

/** Builds an io; stdin is the given text (piped, not a TTY). */
export function captureIo(
  options: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    stdin?: string;
    signal?: AbortSignal;
    tty?: boolean;
  } = {},
): CapturedIo {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  stdout.on('data', (c: Buffer) => out.push(c.toString('utf8')));
  stderr.on('data', (c: Buffer) => err.push(c.toString('utf8')));
  return {
    io: {
      env: options.env ?? {},
      cwd: options.cwd ?? process.cwd(),
      stdout,
      stderr: personOutput(stderr, options.tty ?? false),
      stdin: Readable.from([options.stdin ?? '']),
      stdinIsTTY: false,
      signal: options.signal ?? new AbortController().signal,
    },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
