/** A schedule as the app shows it: its report, account, next run and last delivery. */
import type { AccountSummary, LastDelivery, ScheduleSummary } from '#shared/contract';
import { latestDueAt, nextDueAt } from '#shared/schedules/due-times';
import type { Delivery } from './deliveries';
import type { ScheduledReport } from './schedule-store';

const FAILED = 'failed: ';

/** The account a saved report names, by id or (as the command line takes it) label. */
export function accountOf(
  accounts: readonly AccountSummary[],
  account: string,
): AccountSummary | null {
  const wanted = account.trim().toLowerCase();
  return (
    accounts.find((a) => a.id === account) ??
    accounts.find((a) => a.label.toLowerCase() === wanted) ??
    null
  );
}

function lastOf(delivery: Delivery | undefined): LastDelivery | null {
  if (!delivery) return null;
  const failed = delivery.result.startsWith(FAILED);
  return {
    dueAt: delivery.dueAt,
    sentAt: delivery.sentAt,
    recipients: delivery.recipients,
    state: delivery.sentAt !== null ? 'sent' : failed ? 'failed' : 'sending',
    error: failed ? delivery.result.slice(FAILED.length) : null,
    attempts: delivery.attempts,
    nextTryAt: delivery.nextTryAt,
  };
}

/**
 * When run-due sends it next: a due time not yet sent goes at the next run (after a failed try's
 * wait); otherwise the next due time.
 */
function nextRunOf(
  s: ScheduledReport,
  log: readonly Delivery[],
  nowMs: number,
): ScheduleSummary['nextRun'] {
  if (s.schedule.paused) return null;
  const latest = latestDueAt(s.schedule, nowMs);
  const held = latest === null ? undefined : log.find((d) => Date.parse(d.dueAt) === latest);
  if (latest !== null && held?.sentAt == null) {
    const wait = held?.nextTryAt ? Date.parse(held.nextTryAt) : nowMs;
    return { at: new Date(Math.max(wait, nowMs)).toISOString(), catchUp: true };
  }
  const next = nextDueAt(s.schedule, nowMs);
  return next === null ? null : { at: new Date(next).toISOString(), catchUp: false };
}

/** The page's row of one schedule, its log the latest due time first. */
export function scheduleSummary(
  s: ScheduledReport,
  log: readonly Delivery[],
  accounts: readonly AccountSummary[],
  nowMs: number,
): ScheduleSummary {
  const { schedule, report } = s;
  return {
    name: schedule.name,
    report,
    accountLabel: accountOf(accounts, report.account)?.label ?? null,
    rhythm: schedule.rhythm,
    at: schedule.at,
    zone: schedule.zone,
    recipients: schedule.recipients,
    paused: schedule.paused,
    nextRun: nextRunOf(s, log, nowMs),
    lastDelivery: lastOf(log[0]),
  };
}
