/**
 * "Send now" for the app's shells: the same delivery as `schedules run NAME` (claim, build, send,
 * log), on the backend's own store and keychain, with the shell's report builder.
 */
import { loadRelaySettings } from '../mail/relay-settings';
import { deliver, type ReportBuilder } from './deliver';
import type { ScheduleRunner } from './schedule-runner';
import { findSchedule } from './schedule-store';

/** The runner a shell gives its backend (BackendOptions.runSchedule). */
export function createScheduleRunner(build: ReportBuilder): ScheduleRunner {
  return async ({ name, store, secrets, signal }) => {
    const scheduled = findSchedule(store, name);
    const relay = loadRelaySettings(store);
    const nowMs = Date.now();
    await deliver({ store, secrets }, relay, scheduled, { dueAtMs: nowMs, nowMs, signal }, build);
    return { recipients: scheduled.schedule.recipients };
  };
}
