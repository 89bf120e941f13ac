/** Throttles progress reports to about ten a second; the last report is always delivered. */

/** What an export reports as it runs. */
export interface ExportCounters {
  readonly rows: number;
  readonly percent: number;
  readonly bytes: number;
}

/** A throttled reporter: report() drops calls closer than intervalMs apart unless forced. */
export interface ProgressThrottle<T = ExportCounters> {
  report(counters: T, force?: boolean): void;
}

/** Wraps a listener so it is called at most once per intervalMs (default 100 ms). */
export function throttleProgress<T = ExportCounters>(
  listener: (counters: T) => void,
  intervalMs = 100,
  now: () => number = Date.now,
): ProgressThrottle<T> {
  let last = Number.NEGATIVE_INFINITY;
  return {
    report(counters, force = false) {
      const t = now();
      if (!force && t - last < intervalMs) return;
      last = t;
      listener(counters);
    },
  };
}
