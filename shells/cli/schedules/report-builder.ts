/**
 * A scheduled report's file, built by the command a person would run (report, export, people or
 * forecast, with reportArgv's options), in process: the builder the command line's `schedules run`
 * and the app's shells (Send now, due runs) give the backend's delivery.
 */
import { dirname } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { AppFailure } from '#shared/result';
import type { ReportBuilder } from '#backend/schedules/deliver';
import type { Command } from '../command';
import { exportCommand } from '../commands/export';
import { forecastCommand } from '../commands/forecast';
import { peopleCommand } from '../commands/people';
import { reportCommand } from '../commands/report';
import type { CliIo } from '../io';
import { personOutput } from '../person-output';
import { reportArgv } from './report-argv';

/** The commands that build a saved report's file (report, export, people, forecast). */
export type ReportCommands = readonly Command[];

/** The commands that build every kind of saved report. */
export const REPORT_COMMANDS: ReportCommands = [
  reportCommand,
  exportCommand,
  peopleCommand,
  forecastCommand,
];

const quiet = (): Writable => new Writable({ write: (_chunk, _encoding, done) => done() });

/** Builds through `commands` with `io`'s environment and network, printing nothing. */
export function commandReportBuilder(io: CliIo, commands: ReportCommands): ReportBuilder {
  return async ({ scheduled, path, nowMs, signal }) => {
    const { report } = scheduled;
    const [name, ...args] = reportArgv(report, path);
    const command = commands.find((c) => c.name === name);
    if (!command) throw new AppFailure('internal', `No command builds a ${report.kind} report.`);
    const out = quiet();
    const code = await command.run(args, {
      ...io,
      cwd: dirname(path),
      nowMs,
      stdout: out,
      stderr: personOutput(out, false),
      ...(signal ? { signal } : {}),
    });
    if (code !== 0)
      throw new AppFailure(
        'internal',
        `The report "${report.name}" could not be built (exit ${code}).`,
      );
  };
}

/** Where an app's shell builds reports: its data folder, environment and network stack. */
export interface ShellReportOptions {
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  readonly fetch?: typeof fetch;
}

/** The builder an app's shell gives its backend's Send now (createScheduleRunner). */
export function shellReportBuilder(options: ShellReportOptions): ReportBuilder {
  const out = quiet();
  return commandReportBuilder(
    {
      env: { ...options.env, BOOKINGS_VIEWER_HOME: options.dataDir },
      cwd: options.dataDir,
      stdout: out,
      stderr: personOutput(out, false),
      stdin: Readable.from([]),
      stdinIsTTY: false,
      signal: new AbortController().signal,
      fetch: options.fetch,
    },
    REPORT_COMMANDS,
  );
}
