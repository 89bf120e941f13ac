/** Argument parsing on node:util parseArgs, with usage errors a person can act on. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseIsoDate } from '../../shared/time/civil';
import { isValidTimeZone, systemTimeZone } from '../../shared/time/zone';
import { AppFailure } from '../../shared/result';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A usage error: exit code 2. */
export function usage(message: string): AppFailure {
  return new AppFailure('invalid-argument', message);
}

/** How to reach the company: a saved account, or a base URL with the key in the environment. */
export const connectionOptions = {
  account: { type: 'string' },
  'base-url': { type: 'string' },
} as const satisfies Options;

/** The location and the local days to read. */
export const rangeOptions = {
  location: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  tz: { type: 'string' },
} as const satisfies Options;

/** parseArgs, strict, with its errors turned into usage errors naming the command's --help. */
export function parseCommand<O extends Options>(
  command: string,
  args: readonly string[],
  options: O,
) {
  try {
    return parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: true,
      allowNegative: true,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const name = /'([^']+)'/.exec((error as Error).message)?.[1];
    const hint = `Run "bookings-viewer ${command} --help".`;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw usage(`Unknown option ${name ?? ''}. ${hint}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw usage(`Option ${(name ?? '').split(' ')[0]} needs a value. ${hint}`);
    throw usage(`${(error as Error).message.split('\n')[0]} ${hint}`);
  }
}

/** Refuses positional arguments a command does not take. */
export function noPositionals(command: string, positionals: readonly string[]): void {
  if (positionals.length > 0)
    throw usage(
      `Unexpected argument "${positionals[0]}". Run "bookings-viewer ${command} --help".`,
    );
}

/** The days and zone to read: --from, --to (inclusive; defaults to --from), --tz (defaults to the system's). */
export interface DayRange {
  readonly from: string;
  readonly to: string;
  readonly timeZone: string;
}

/** Checks --from/--to/--tz. */
export function dayRange(values: { from?: string; to?: string; tz?: string }): DayRange {
  if (!values.from) throw usage('Give the first day with --from YYYY-MM-DD.');
  const from = values.from;
  const to = values.to ?? from;
  for (const [flag, value] of [
    ['--from', from],
    ['--to', to],
  ] as const) {
    if (!parseIsoDate(value))
      throw usage(`${flag} must be a real date as YYYY-MM-DD, not "${value}".`);
  }
  if (to < from) throw usage('--to must not be before --from.');
  const timeZone = values.tz ?? systemTimeZone();
  if (!isValidTimeZone(timeZone))
    throw usage(`Unknown time zone "${timeZone}". Use an IANA name such as Europe/London.`);
  return { from, to, timeZone };
}
