/**
 * The largest answer Bookings Viewer reads from the API. A real answer is a few megabytes (an
 * export asks for a day or a week at a time); a broken or hostile server could send gigabytes, or
 * never stop, and an answer is held whole in memory before it is parsed. 256 MB leaves room for
 * the busiest site while keeping memory bounded; BOOKINGS_VIEWER_MAX_RESPONSE_MB (every shell) and
 * --max-response-mb (the command line) raise or lower it.
 */
import { AppFailure } from '#shared/result';

/** The environment variable that sets the limit, in MB, for every shell. */
export const MAX_RESPONSE_MB_ENV = 'BOOKINGS_VIEWER_MAX_RESPONSE_MB';

/** The command line's option that sets the limit for one command. */
export const MAX_RESPONSE_MB_OPTION = '--max-response-mb';

/** One MB as the limit counts it. */
export const BYTES_PER_MB = 1024 * 1024;

/** The limit when nothing sets it. */
export const DEFAULT_MAX_RESPONSE_MB = 256;

/**
 * The highest limit accepted: an answer becomes one JavaScript string before it is parsed, and
 * V8 refuses strings beyond about 512 MB, so a larger limit would only fail later and less clearly.
 */
export const HIGHEST_MAX_RESPONSE_MB = 500;

/** The default limit in bytes. */
export const DEFAULT_MAX_RESPONSE_BYTES = DEFAULT_MAX_RESPONSE_MB * BYTES_PER_MB;

/** A limit in words for messages: "256 MB", or bytes when it is not whole megabytes. */
export function limitText(bytes: number): string {
  return bytes % BYTES_PER_MB === 0 ? `${bytes / BYTES_PER_MB} MB` : `${bytes} bytes`;
}

/** A limit written in MB (`source` names where, for the message), in bytes; throws AppFailure. */
export function parseMaxResponseMb(text: string, source: string): number {
  const trimmed = text.trim();
  const mb = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(mb >= 1 && mb <= HIGHEST_MAX_RESPONSE_MB))
    throw new AppFailure(
      'invalid-argument',
      `${source} must be a whole number of MB from 1 to ${HIGHEST_MAX_RESPONSE_MB}, not "${trimmed}".`,
    );
  return mb * BYTES_PER_MB;
}

/** The limit the environment sets, in bytes, or undefined when it sets none; throws AppFailure. */
export function maxResponseBytesFrom(env: NodeJS.ProcessEnv): number | undefined {
  const value = env[MAX_RESPONSE_MB_ENV];
  if (value === undefined || value.trim() === '') return undefined;
  return parseMaxResponseMb(value, MAX_RESPONSE_MB_ENV);
}
