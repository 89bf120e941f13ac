/**
 * The command line's dispatcher: picks the command, runs it, and turns every failure into one
 * line on stderr and an exit code. No stack trace and no API key ever reaches the terminal.
 */
import { AppFailure, toAppError } from '#shared/result';
import { terminalSafeLine } from '#shared/text/terminal-safe';
import { createRedactor } from '../../backend/redactor';
import { appVersion } from '../../backend/app-version';
import type { Command } from './command';
import { accountsCommand } from './commands/accounts';
import { baysCommand } from './commands/bays';
import { bookingsCommand } from './commands/bookings';
import { exportCommand } from './commands/export';
import { forecastCommand } from './commands/forecast';
import { insightsCommand } from './commands/insights';
import { locationsCommand } from './commands/locations';
import { mailCommand } from './commands/mail';
import { peopleCommand } from './commands/people';
import { reportCommand } from './commands/report';
import { createSchedulesCommand } from './commands/schedules';
import { REPORT_COMMANDS } from './schedules/report-builder';
import { sitesCommand } from './commands/sites';
import { SMTP_PASSWORD_ENV } from './commands/mail';
import { API_KEY_ENV } from './company-options';
import { EXIT, exitCodeFor } from './exit-codes';
import type { CliIo } from './io';

/** Every command, in help order. */
export const COMMANDS: readonly Command[] = [
  accountsCommand,
  sitesCommand,
  locationsCommand,
  baysCommand,
  bookingsCommand,
  exportCommand,
  insightsCommand,
  peopleCommand,
  forecastCommand,
  reportCommand,
  mailCommand,
  // Scheduled reports are built by the commands a person would run.
  createSchedulesCommand(REPORT_COMMANDS),
];

/** The overview shown by `bookings-viewer --help`. */
export const OVERVIEW_HELP = `Usage: bookings-viewer <command> [options]

Read bookings from the Bookings Integration API, for reports and scheduled jobs.

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(12)}${c.summary}`).join('\n')}

Run "bookings-viewer <command> --help" for a command's options.

Environment: BOOKINGS_API_KEY (the key for --base-url); HTTPS_PROXY, HTTP_PROXY and NO_PROXY (a
company proxy); NODE_EXTRA_CA_CERTS (a company certificate authority, as a PEM file). See
docs/company-networks.md. BOOKINGS_VIEWER_MAX_RESPONSE_MB: the largest answer read from the API,
in MB (default 256; --max-response-mb overrides it).

Exit codes: 0 ok, 1 other failure (file, keychain), 2 usage (bad option, unknown account or location),
3 authentication (key rejected), 4 network or server (incl. timeout, TLS, proxy), 5 invalid response,
130 interrupted.`;

/** One line: no line breaks or terminal controls, no keys, never a stack trace. */
export function errorLine(error: unknown, secrets: readonly string[]): string {
  const redactor = createRedactor();
  for (const secret of secrets) redactor.remember(secret);
  const line = terminalSafeLine(toAppError(error).message).trim();
  return `bookings-viewer: ${redactor.scrub(line)}`;
}

/** Runs the command line; resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const command = COMMANDS.find((c) => c.name === rest[0]);
      io.stdout.write(`${command ? command.help : OVERVIEW_HELP}\n`);
      return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (name === '--version' || name === '-v') {
      io.stdout.write(`${appVersion()}\n`);
      return EXIT.ok;
    }
    const command = COMMANDS.find((c) => c.name === name);
    if (!command)
      throw new AppFailure(
        'invalid-argument',
        `Unknown command "${name}". Run "bookings-viewer --help".`,
      );
    // Every command takes --help, so it is answered here before the command parses its options.
    if (rest.includes('--help') || rest.includes('-h')) {
      io.stdout.write(`${command.help}\n`);
      return EXIT.ok;
    }
    return await command.run(rest, io);
  } catch (error) {
    const failure = io.signal.aborted ? new AppFailure('cancelled', 'Interrupted.') : error;
    const kind = toAppError(failure).kind;
    const secrets = [io.env[API_KEY_ENV]?.trim() ?? '', io.env[SMTP_PASSWORD_ENV] ?? ''];
    await io.stderr.line(errorLine(failure, secrets));
    return exitCodeFor(kind);
  }
}
