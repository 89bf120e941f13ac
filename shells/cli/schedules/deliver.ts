/**
 * Sends a schedule's report for one due time, exactly once: the delivery is claimed in the store
 * first, the file is built through the same command a person would run (into a folder of its own,
 * removed after), and only a complete file is sent. A failure leaves the delivery due, logged with
 * its reason, for the next run after its backoff.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { AppFailure, toAppError } from '#shared/result';
import {
  claimDelivery,
  markFailed,
  markSent,
  type ClaimRefusal,
} from '#backend/schedules/deliveries';
import type { ScheduledReport } from '#backend/schedules/schedule-store';
import { relayPassword, type RelaySettings } from '#backend/mail/relay-settings';
import { sendMail } from '#backend/mail/send-mail';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { personOutput } from '../person-output';
import type { LocalState } from './local-store';
import { reportMailText } from './mail-words';
import { reportArgv, reportDays, todayAt } from './report-argv';

/** What became of one schedule's due report in a run. */
export type DeliveryOutcome = 'delivered' | ClaimRefusal;

/** The commands that build a saved report's file (report, export, people, forecast). */
export type ReportCommands = readonly Command[];

function fileNameOf(name: string, today: string, format: string): string {
  const safe = name.replace(/[^\p{L}\p{N} ._-]+/gu, '-').trim() || 'report';
  return `${safe} ${today}.${format}`;
}

/** Builds the report's file in `dir` through its command; throws its failure, leaving nothing to send. */
async function buildReport(
  scheduled: ScheduledReport,
  today: string,
  nowMs: number,
  dir: string,
  io: CliIo,
  commands: ReportCommands,
): Promise<{ path: string; filename: string }> {
  const { report } = scheduled;
  const filename = fileNameOf(report.name, today, report.format);
  const path = join(dir, filename);
  const [name, ...args] = reportArgv(report, path);
  const command = commands.find((c) => c.name === name);
  if (!command) throw new AppFailure('internal', `No command builds a ${report.kind} report.`);
  const quiet = new Writable({ write: (_c, _e, done) => done() });
  const code = await command.run(args, {
    ...io,
    cwd: dir,
    nowMs,
    stdout: quiet,
    stderr: personOutput(quiet, false),
  });
  const built = await stat(path).catch(() => null);
  if (code !== 0 || !built?.isFile())
    throw new AppFailure(
      'internal',
      `The report "${report.name}" could not be built (exit ${code}).`,
    );
  return { path, filename };
}

/** The saved account's label, as the message names the company; the name given when none matches. */
function companyName(state: LocalState, account: string): string {
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
  state: LocalState,
  relay: RelaySettings,
  scheduled: ScheduledReport,
  dueAtMs: number,
  nowMs: number,
  io: CliIo,
  commands: ReportCommands,
): Promise<DeliveryOutcome> {
  const { schedule, report } = scheduled;
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
    const file = await buildReport(scheduled, today, todayMs, dir, io, commands);
    const password = await relayPassword(relay, state.secrets);
    const company = companyName(state, report.account);
    const text = reportMailText(report, company, reportDays(report, today), today, file.filename);
    await sendMail(relay, password, { to: schedule.recipients, ...text, attachments: [file] });
    markSent(state.store, schedule.id, dueAtMs, nowMs);
    return 'delivered';
  } catch (error) {
    markFailed(state.store, schedule.id, dueAtMs, nowMs, toAppError(error).message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
