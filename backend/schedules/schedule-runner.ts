/**
 * What sends a schedule's report now: createScheduleRunner (run-now.ts) with a shell's report
 * builder. Building the file is the command line's (its report commands), and the backend knows no
 * shell, so each shell that can send supplies this; it works on the backend's own store and keychain.
 */
import type { SecretStore } from '../secrets/secret-store';
import type { Store } from '../store/store';

/** One "send now": the schedule's name and the backend's store and keychain. */
export interface ScheduleRun {
  readonly name: string;
  readonly store: Store;
  readonly secrets: SecretStore;
  readonly signal: AbortSignal;
}

/** Builds and sends a schedule's report now; resolves to whom it went, throws an AppFailure. */
export type ScheduleRunner = (
  run: ScheduleRun,
) => Promise<{ readonly recipients: readonly string[] }>;
