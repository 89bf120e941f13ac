/** `bookings-viewer schedules`: saved reports sent by e-mail on a rhythm, exactly once per due time. */
import { assertNever } from '#shared/assert-never';
import { latestDueAt, RHYTHMS } from '#shared/schedules/due-times';
import { AppFailure, toAppError } from '#shared/result';
import { formatIsoInZone } from '#shared/time/zone';
import { deliveryLog } from '#backend/schedules/deliveries';
import {
  addSchedule,
  findSchedule,
  listSchedules,
  removeSchedule,
  setSchedulePaused,
  type ScheduledReport,
} from '#backend/schedules/schedule-store';
import { loadRelaySettings } from '#backend/mail/relay-settings';
import { parseCommand, usage } from '../args';
import { filterOptions } from '../file-options';
import type { Command } from '../command';
import { EXIT } from '../exit-codes';
import type { CliIo } from '../io';
import { deliver, type DeliveryOutcome } from '#backend/schedules/deliver';
import { commandReportBuilder, type ReportCommands } from '../schedules/report-builder';
import { installTimer, uninstallTimer } from '../schedules/install-timer';
import { withLocalState, type LocalState } from '../schedules/local-store';
import { recipientsOf, savedReportOf, timingOf } from '../schedules/schedule-options';

const HELP = `Usage: bookings-viewer schedules add --account LABEL --name NAME --report KIND [--location NAME-or-ID|all] --period NAME [--compare previous|year|none] [--format xlsx|csv] [--lang en|de|fr] --every RHYTHM --at HH:MM [--tz ZONE] --to ADDRESS[,ADDRESS] [--tag TAG] [--search TEXT]
       bookings-viewer schedules list
       bookings-viewer schedules log NAME
       bookings-viewer schedules remove NAME
       bookings-viewer schedules pause NAME
       bookings-viewer schedules resume NAME
       bookings-viewer schedules run NAME
       bookings-viewer schedules run-due [--now ISO-TIME]
       bookings-viewer schedules install [--every-minutes N]
       bookings-viewer schedules uninstall

Saved reports sent by e-mail through the relay "bookings-viewer mail set" saved. run-due sends
every report due by now and not yet sent for that due time, once, even when two runs overlap; run
it from a timer (cron, a systemd timer, Task Scheduler). A report that cannot be built or sent
stays due and is tried again by a later run, after 5, 15, 45 minutes… (at most 6 hours). run
sends a report now, whatever its rhythm. A new schedule's latest due time is sent by the next run.
pause keeps a schedule and its log but run-due passes over it (list says "paused") until resume.
log prints a schedule's deliveries: when each was due, when it was sent, to whom, how many tries
and the result. install writes the OS timer that runs run-due (a systemd user timer, a launchd agent, a Task
Scheduler task) and prints the command that turns it on; uninstall removes it and prints the command
that turns it off.

Options:
  --account LABEL         the saved account whose data the report reads
  --name NAME             the schedule's name (and its saved report's)
  --report KIND           all-locations (the report workbook of every location), location (one
                          location's workbook), bookings, people or forecast
  --location NAME-or-ID   the location (or all, where the report allows it)
  --period NAME           the days, counted from the due time's date: e.g. last-week, last-month
  --compare WITH          previous, year or none (default none): the workbook's comparison
  --format xlsx|csv       the file (default xlsx; the workbooks are xlsx only)
  --lang en|de|fr         the file's and the message's language (default: the system's)
  --every RHYTHM          ${RHYTHMS.join(', ')}
  --at HH:MM              the time it is due
  --tz ZONE               the zone of --at (default: the computer's)
  --to ADDRESS[,ADDRESS]  who receives it
  --tag TAG               only bays with this tag; repeat for several (not for people, forecast)
  --search TEXT           only bookings whose bay name, user name or e-mail contains TEXT
  --now ISO-TIME          (run-due) send what was due by then, e.g. 2026-06-08T07:05:00+01:00
  --every-minutes N       (install) how often the timer runs run-due (1 to 60; default 15)
  -h, --help              show this help

Exit codes: 4 when the relay cannot be reached, 3 when it refuses the login; nothing is marked sent.`;

const ADD_OPTIONS = {
  account: { type: 'string' },
  name: { type: 'string' },
  report: { type: 'string' },
  location: { type: 'string' },
  period: { type: 'string' },
  compare: { type: 'string' },
  format: { type: 'string' },
  lang: { type: 'string' },
  every: { type: 'string' },
  at: { type: 'string' },
  tz: { type: 'string' },
  to: { type: 'string' },
  ...filterOptions,
} as const;

function nameArg(action: string, positionals: readonly string[]): string {
  const [name, extra] = positionals;
  if (!name || extra !== undefined) throw usage(`schedules ${action} takes one schedule NAME.`);
  return name;
}

function describe(s: ScheduledReport, state: LocalState): string {
  const { schedule, report } = s;
  const last = deliveryLog(state.store, schedule.id)[0];
  const lastText = last ? `last due ${last.dueAt}: ${last.result}` : 'not sent yet';
  const where = report.location ?? 'all';
  const paused = schedule.paused ? '\tpaused' : '';
  return `${schedule.name}${paused}\t${report.kind} ${where} ${report.period} ${report.format} ${report.language}\tevery ${schedule.rhythm} at ${schedule.at} ${schedule.zone}\tto ${schedule.recipients.join(', ')}\t${lastText}`;
}

function outcomeLine(s: ScheduledReport, dueAtMs: number, outcome: DeliveryOutcome): string {
  const due = formatIsoInZone(s.schedule.zone, dueAtMs);
  switch (outcome) {
    case 'delivered':
      return `Sent "${s.schedule.name}" (due ${due}) to ${s.schedule.recipients.join(', ')}.`;
    case 'sent':
      return `"${s.schedule.name}" (due ${due}) was sent already.`;
    case 'claimed':
      return `"${s.schedule.name}" (due ${due}) is being sent by another run.`;
    case 'waiting':
      return `"${s.schedule.name}" (due ${due}) failed before and waits for its next try.`;
    default:
      return assertNever(outcome, 'delivery outcome');
  }
}

/** Delivers each (schedule, due time); every failure is said, the first decides the exit code. */
async function deliverAll(
  state: LocalState,
  due: readonly { s: ScheduledReport; dueAtMs: number }[],
  nowMs: number,
  io: CliIo,
  commands: ReportCommands,
): Promise<number> {
  if (due.length === 0) {
    await io.stderr.line('Nothing is due.');
    return EXIT.ok;
  }
  const relay = loadRelaySettings(state.store);
  const build = commandReportBuilder(io, commands);
  const failures: AppFailure[] = [];
  for (const { s, dueAtMs } of due) {
    try {
      const outcome = await deliver(state, relay, s, { dueAtMs, nowMs, signal: io.signal }, build);
      await io.stderr.line(outcomeLine(s, dueAtMs, outcome));
    } catch (error) {
      const failure = toAppError(error);
      failures.push(new AppFailure(failure.kind, failure.message));
      await io.stderr.line(`"${s.schedule.name}" was not sent: ${failure.message}`);
    }
  }
  const [first] = failures;
  if (!first) return EXIT.ok;
  throw new AppFailure(
    first.kind,
    `${failures.length} of ${due.length} report(s) not sent; nothing was marked sent${due.length > 1 || due[0]?.dueAtMs !== nowMs ? ', and each stays due for a later run' : ''}. ${first.message}`,
  );
}

function nowOf(value: string | undefined): number {
  if (value === undefined) return Date.now();
  const ms = /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms))
    throw usage(
      `--now must be a time as ISO 8601 with its offset, e.g. 2026-06-08T07:05:00+01:00, not "${value}".`,
    );
  return ms;
}

/** Adds, lists, removes and runs scheduled reports; `commands` build their files (report, export…). */
export function createSchedulesCommand(commands: ReportCommands): Command {
  return {
    name: 'schedules',
    summary: 'Send saved reports by e-mail on a rhythm (add, list, log, pause, run-due, install…)',
    help: HELP,
    async run(args: readonly string[], io: CliIo) {
      const [action = '', ...rest] = args;
      switch (action) {
        case 'add': {
          const { values, positionals } = parseCommand('schedules', rest, ADD_OPTIONS);
          if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
          const report = savedReportOf(values, io.env);
          const timing = timingOf(values);
          const recipients = recipientsOf(values.to, '--to');
          return withLocalState(io, async (state) => {
            addSchedule(state.store, report, { ...timing, recipients }, Date.now());
            await io.stderr.line(
              `Saved "${report.name}": every ${timing.rhythm} at ${timing.at} ${timing.zone}, to ${recipients.join(', ')}.`,
            );
            return EXIT.ok;
          });
        }
        case 'list':
          return withLocalState(io, async (state) => {
            for (const s of listSchedules(state.store)) io.stdout.write(`${describe(s, state)}\n`);
            return EXIT.ok;
          });
        case 'remove': {
          const name = nameArg(action, parseCommand('schedules', rest, {}).positionals);
          return withLocalState(io, async (state) => {
            if (!removeSchedule(state.store, name)) findSchedule(state.store, name);
            await io.stderr.line(`Removed "${name}" and its delivery log.`);
            return EXIT.ok;
          });
        }
        case 'run': {
          const name = nameArg(action, parseCommand('schedules', rest, {}).positionals);
          const nowMs = Date.now();
          return withLocalState(io, (state) =>
            deliverAll(
              state,
              [{ s: findSchedule(state.store, name), dueAtMs: nowMs }],
              nowMs,
              io,
              commands,
            ),
          );
        }
        case 'run-due': {
          const { values, positionals } = parseCommand('schedules', rest, {
            now: { type: 'string' },
          });
          if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
          const nowMs = nowOf(values.now);
          return withLocalState(io, async (state) => {
            const schedules = listSchedules(state.store);
            for (const { schedule } of schedules.filter((s) => s.schedule.paused))
              await io.stderr.line(`"${schedule.name}" is paused: not sent.`);
            const due = schedules.flatMap((s) => {
              if (s.schedule.paused) return [];
              const dueAtMs = latestDueAt(s.schedule, nowMs);
              return dueAtMs === null ? [] : [{ s, dueAtMs }];
            });
            return deliverAll(state, due, nowMs, io, commands);
          });
        }
        case 'pause':
        case 'resume': {
          const name = nameArg(action, parseCommand('schedules', rest, {}).positionals);
          return withLocalState(io, async (state) => {
            setSchedulePaused(state.store, name, action === 'pause');
            await io.stderr.line(
              action === 'pause'
                ? `Paused "${name}": run-due passes over it until "schedules resume".`
                : `Resumed "${name}": its next due time is sent by run-due.`,
            );
            return EXIT.ok;
          });
        }
        case 'log': {
          const name = nameArg(action, parseCommand('schedules', rest, {}).positionals);
          return withLocalState(io, async (state) => {
            const { schedule } = findSchedule(state.store, name);
            for (const d of deliveryLog(state.store, schedule.id))
              io.stdout.write(
                `${d.dueAt}\t${d.sentAt ?? 'not sent'}\t${d.recipients.join(', ')}\t${d.attempts} attempt(s)\t${d.result}\n`,
              );
            return EXIT.ok;
          });
        }
        case 'install': {
          const { values, positionals } = parseCommand('schedules', rest, {
            'every-minutes': { type: 'string' },
          });
          if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
          return installTimer(values['every-minutes'], io);
        }
        case 'uninstall': {
          const { positionals } = parseCommand('schedules', rest, {});
          if (positionals.length > 0) throw usage(`Unexpected argument "${positionals[0]}".`);
          return uninstallTimer(io);
        }
        default:
          throw usage(
            `schedules takes add, list, log, remove, pause, resume, run, run-due, install or uninstall${action ? `, not "${action}"` : ''}. Run "bookings-viewer schedules --help".`,
          );
      }
    },
  };
}
