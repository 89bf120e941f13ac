/** How long a delivery that failed waits before the next try: 5, 15, 45 minutes…, at most 6 hours. */

const FIRST_WAIT_MS = 5 * 60_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The wait after the `attempts`-th failed try (1 for the first). */
export function retryWaitMs(attempts: number): number {
  const wait = FIRST_WAIT_MS * 3 ** Math.max(0, attempts - 1);
  return Math.min(wait, LONGEST_WAIT_MS);
}
