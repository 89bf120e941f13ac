/**
 * Sends a schedule's report for one due time, exactly once: the delivery is claimed in the store
 * first, the file is built by the shell's report builder (into a folder of its own, removed after),
 * and only a complete file is sent. A failure leaves the delivery due, logged with its reason, for
 * the next run after its backoff.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppFailure, toAppError } from '#shared/result';
import { relayPassword, type RelaySettings } from '../mail/relay-settings';
import { sendMail } from '../mail/send-mail';
import type { SecretStore } from '../secrets/secret-store';
import type { Store } from '../store/store';
import { claimDelivery, markFailed, markSent, type ClaimRefusal } from './deliveries';
import { reportDays, todayAt } from './due-day';
import { reportMailText } from './mail-words';
import type { ScheduledReport } from './schedule-store';

/** What became of one schedule's due report in a run. */
export type DeliveryOutcome = 'delivered' | ClaimRefusal;

/** Where deliveries are claimed and logged, and where the relay's password is kept. */
export interface DeliveryState {
  readonly store: Store;
  readonly secrets: SecretStore;
}

/** One report file to build: the saved report, the file to write, and the instant "today" is. */
export interface ReportToBuild {
  readonly scheduled: ScheduledReport;
  readonly path: string;
  readonly nowMs: number;
  readonly signal?: AbortSignal;
}

/**
 * Writes a saved report's file at `path`, through the same commands a person would run (the
 * command line's: shells/cli/schedules/report-builder.ts); throws its failure.
 */
export type ReportBuilder = (build: ReportToBuild) => Promise<void>;

function fileNameOf(name: string, today: string, format: string): string {
  const safe = name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim() || 'report';
  return `${safe} ${today}.${format}`;
}

/** The saved account's label, as the message names the company; the name given when none matches. */
function companyName(state: DeliveryState, account: string): string {
  const row = state.store.read((sql) =>
    sql.get(
      'SELECT label FROM accounts WHERE id = ? OR lower(label) = lower(?) LIMIT 1',
      account,
      account,
    ),
  );
  return row ? String(row.label) : account;
}

/** Claims, builds and sends one due report; resolves to what happened, throws a send or build failure. */
export async function deliver(
  state: DeliveryState,
  relay: RelaySettings,
  scheduled: ScheduledReport,
  due: { readonly dueAtMs: number; readonly nowMs: number; readonly signal?: AbortSignal },
  build: ReportBuilder,
): Promise<DeliveryOutcome> {
  const { schedule, report } = scheduled;
  const { dueAtMs, nowMs } = due;
  const claim = claimDelivery(state.store, {
    scheduleId: schedule.id,
    dueAtMs,
    recipients: schedule.recipients,
    nowMs,
  });
  if (claim !== true) return claim;
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-mail-'));
  try {
    const { today, nowMs: todayMs } = todayAt(dueAtMs, schedule.zone);
    const filename = fileNameOf(report.name, today, report.format);
    const path = join(dir, filename);
    await build({ scheduled, path, nowMs: todayMs, signal: due.signal });
    const built = await stat(path).catch(() => null);
    if (!built?.isFile())
      throw new AppFailure('internal', `The report "${report.name}" was not written.`);
    const password = await relayPassword(relay, state.secrets);
    const company = companyName(state, report.account);
    const text = reportMailText(report, company, reportDays(report, today), today, filename);
    await sendMail(relay, password, {
      to: schedule.recipients,
      ...text,
      attachments: [{ path, filename }],
    });
    markSent(state.store, schedule.id, dueAtMs, nowMs);
    return 'delivered';
  } catch (error) {
    markFailed(state.store, schedule.id, dueAtMs, nowMs, toAppError(error).message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
