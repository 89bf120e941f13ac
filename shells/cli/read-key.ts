/**
 * Reads an API key for `accounts add`: from BOOKINGS_API_KEY, else from stdin (piped, or typed
 * with echo off). Never from the command line, where it would land in shell history.
 */
import type { ReadStream } from 'node:tty';
import { AppFailure } from '#shared/result';
import { API_KEY_ENV } from './company-options';
import type { CliIo } from './io';

const MAX_KEY_BYTES = 8192;

/** The first line piped on stdin, trimmed. */
export async function readPiped(io: CliIo): Promise<string> {
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.length > MAX_KEY_BYTES) break;
  }
  return (text.split(/\r?\n/)[0] ?? '').trim();
}

/** A line typed at the terminal without echo, after `prompt`. */
export async function readHidden(
  io: CliIo,
  prompt = 'API key (typing is hidden): ',
): Promise<string> {
  const stdin = io.stdin as ReadStream;
  await io.stderr.prompt(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  try {
    return await new Promise<string>((resolve, reject) => {
      let text = '';
      const onData = (chunk: string): void => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') return finish(() => resolve(text.trim()));
          if (ch === '\u0003' || ch === '\u0004')
            return finish(() => reject(new AppFailure('cancelled', 'Cancelled.')));
          if (ch === '\u007f' || ch === '\b') text = text.slice(0, -1);
          else if (text.length < MAX_KEY_BYTES) text += ch;
        }
      };
      const finish = (settle: () => void): void => {
        stdin.off('data', onData);
        settle();
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    await io.stderr.endLine();
  }
}

/** The key from the environment or stdin; a usage failure when there is none. */
export async function readApiKey(io: CliIo): Promise<string> {
  const fromEnv = io.env[API_KEY_ENV]?.trim();
  if (fromEnv) return fromEnv;
  const key = io.stdinIsTTY ? await readHidden(io) : await readPiped(io);
  if (!key)
    throw new AppFailure(
      'invalid-argument',
      `No API key: set ${API_KEY_ENV} or pipe the key on stdin (never as an argument: it would be saved in your shell history).`,
    );
  return key;
}
