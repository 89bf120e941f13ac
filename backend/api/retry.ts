/**
 * When to try a request again, and how long to wait first: exponential backoff with jitter so that many
 * clients failing together do not come back together, and the server's Retry-After when it gives one.
 */
import { failures } from './errors';

/** Longest back-off between attempts, whatever the attempt number. */
export const MAX_BACKOFF_MS = 10_000;
/** Longest Retry-After we are willing to sit through; beyond it the user is told to come back later. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * The wait before retry number `attempt` (0 for the first retry): base·2^attempt, capped, with "equal
 * jitter" (half fixed, half random) so the wait never collapses to nothing.
 */
export function backoffMs(
  attempt: number,
  baseDelayMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * Milliseconds a Retry-After header asks us to wait: delay-seconds or an HTTP date. null when absent or
 * unreadable (then the usual back-off applies).
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return null; // "1.5" or "-3" is neither form
  const when = Date.parse(text);
  return Number.isNaN(when) ? null : Math.max(0, when - nowMs);
}

/** Resolves after `ms`, or rejects with AppFailure('cancelled') as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(failures.cancelled());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(failures.cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
