/**
 * "Send now" for the app's shells: the command line's own delivery (claim, build through the report
 * commands, send, log) run in process on the backend's store and keychain, so the desktop app and
 * the browser shell send exactly what `schedules run NAME` sends.
 */
import { Readable, Writable } from 'node:stream';
import { loadRelaySettings } from '#backend/mail/relay-settings';
import type { ScheduleRunner } from '#backend/schedules/schedule-runner';
import { findSchedule } from '#backend/schedules/schedule-store';
import { exportCommand } from '../commands/export';
import { forecastCommand } from '../commands/forecast';
import { peopleCommand } from '../commands/people';
import { reportCommand } from '../commands/report';
import { personOutput } from '../person-output';
import { deliver } from './deliver';

/** Where the reports are built: the app's data folder, environment and network stack. */
export interface RunNowOptions {
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  readonly fetch?: typeof fetch;
}

/** The runner a shell gives its backend (BackendOptions.runSchedule). */
export function createScheduleRunner(options: RunNowOptions): ScheduleRunner {
  return async ({ name, store, secrets, signal }) => {
    const state = { store, secrets };
    const scheduled = findSchedule(store, name);
    const relay = loadRelaySettings(store);
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const nowMs = Date.now();
    await deliver(
      state,
      relay,
      scheduled,
      nowMs,
      nowMs,
      {
        env: { ...options.env, BOOKINGS_VIEWER_HOME: options.dataDir },
        cwd: options.dataDir,
        stdout: quiet,
        stderr: personOutput(quiet, false),
        stdin: Readable.from([]),
        stdinIsTTY: false,
        signal,
        fetch: options.fetch,
      },
      [reportCommand, exportCommand, peopleCommand, forecastCommand],
    );
    return { recipients: scheduled.schedule.recipients };
  };
}
