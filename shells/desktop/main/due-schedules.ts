/**
 * The desktop app sends due scheduled reports while it is open: a first run soon after start, then
 * one every 15 minutes, never two at once, stopped (and its run cancelled) when the app quits. The
 * store's claims keep a report sent once when the OS timer runs at the same time.
 */

/** The timer functions the runner uses (the global ones, or a test's). */
export interface RunnerTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What starts the runner: the run itself, and when. */
export interface DueSchedulesOptions {
  /** One pass of `schedules run-due`; its failures are its own to log, never the app's. */
  readonly run: (signal: AbortSignal) => Promise<void>;
  /** After start: long enough that the first window is not slowed by it. */
  readonly firstAfterMs: number;
  readonly everyMs: number;
  readonly timers?: RunnerTimers;
}

/** The running loop. */
export interface DueSchedules {
  /** Stops the loop and cancels a run under way; resolves once it has ended. */
  stop(): Promise<void>;
}

const GLOBAL_TIMERS: RunnerTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Starts running due schedules on a rhythm. */
export function startDueSchedules(options: DueSchedulesOptions): DueSchedules {
  const timers = options.timers ?? GLOBAL_TIMERS;
  let stopped = false;
  let handle: unknown = null;
  let running: Promise<void> | null = null;
  const controller = new AbortController();
  const next = (ms: number) => {
    handle = timers.setTimeout(() => {
      handle = null;
      // The next run is timed from this one's end: a slow relay never makes runs pile up.
      running = options
        .run(controller.signal)
        .catch(() => undefined)
        .finally(() => {
          running = null;
          if (!stopped) next(options.everyMs);
        });
    }, ms);
  };
  next(options.firstAfterMs);
  return {
    async stop() {
      stopped = true;
      if (handle !== null) timers.clearTimeout(handle);
      controller.abort();
      await running;
    },
  };
}
