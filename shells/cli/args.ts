/** Argument parsing on node:util parseArgs, with usage errors a person can act on. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { localDateOf, isValidTimeZone, systemTimeZone } from '#shared/time/zone';
import type { ZonedDays } from '#shared/time/local-days';
import { MAX_PERIOD_DAYS, PERIOD_NAMES, periodFromToday, resolveDay } from '#shared/time/period';
import { WEEK_STARTS, type WeekStart } from '#shared/time/week-start';
import { AppFailure } from '#shared/result';
import { periodProblem } from '#shared/scope/period-check';

type Options = NonNullable<ParseArgsConfig['options']>;

/** A usage error: exit code 2. */
export function usage(message: string): AppFailure {
  return new AppFailure('invalid-argument', message);
}

/**
 * How to reach the company: a saved account, or a base URL with the key in the environment; and
 * the largest answer to read from it.
 */
export const connectionOptions = {
  account: { type: 'string' },
  'base-url': { type: 'string' },
  'max-response-mb': { type: 'string' },
} as const satisfies Options;

/** The location and the local days to read. */
export const rangeOptions = {
  location: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  period: { type: 'string' },
  'week-start': { type: 'string' },
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

function weekStartOf(value: string | undefined): WeekStart {
  if (value === undefined) return 'monday';
  const known = WEEK_STARTS.find((day) => day === value);
  if (known) return known;
  throw usage(`--week-start must be monday, sunday or saturday, not "${value}".`);
}

/**
 * The days and zone to read: --from and --to (inclusive; --to defaults to --from) or --period, in
 * --tz (defaults to the system's). Checks them; "today" is taken at `nowMs` in that zone.
 */
export function zonedDaysOf(
  values: { from?: string; to?: string; period?: string; 'week-start'?: string; tz?: string },
  nowMs: number = Date.now(),
): ZonedDays {
  const zone = values.tz ?? systemTimeZone();
  if (!isValidTimeZone(zone))
    throw usage(`Unknown time zone "${zone}". Use an IANA name such as Europe/London.`);
  const weekStart = weekStartOf(values['week-start']);
  const today = localDateOf(zone, nowMs);
  if (values.period !== undefined) {
    if (values.from !== undefined || values.to !== undefined)
      throw usage('Use either --period or --from/--to, not both.');
    const period = periodFromToday(values.period, today, weekStart);
    if (!period)
      throw usage(
        `--period must be one of ${PERIOD_NAMES.join(', ')} (N from 1 to ${MAX_PERIOD_DAYS}), not "${values.period}".`,
      );
    return { ...period, zone };
  }
  if (!values.from)
    throw usage('Give the days with --from YYYY-MM-DD [--to YYYY-MM-DD], or with --period.');
  // Silently ignored, it would let a scheduled job believe its days were counted from Sunday.
  if (values['week-start'] !== undefined)
    throw usage('--week-start goes with --period this-week or last-week, not with --from/--to.');
  const days: string[] = [];
  for (const [flag, value] of [
    ['--from', values.from],
    ['--to', values.to ?? values.from],
  ] as const) {
    const day = resolveDay(value, today);
    if (!day)
      throw usage(`${flag} must be a real date as YYYY-MM-DD, today or today-N, not "${value}".`);
    days.push(day);
  }
  const [from, to] = days as [string, string];
  const problem = periodProblem({ from, to }, { insights: false });
  if (problem) throw usage(`--to: ${problem}`);
  return { from, to, zone };
}
