/**
 * The contract's startExport arguments from a command's options, checked by the contract's own
 * schema before anything is opened. The schema holds the rules (the period, the time of day, the
 * utilisation range, which files cover every location); a broken rule is told as a usage error
 * naming the option the person typed.
 */
import { argSchemas, type MethodArgs } from '#shared/contract';
import { usage } from './args';

/** The startExport arguments of a command. */
export type ExportArgs = MethodArgs<'startExport'>;

/** What a command's options say of an export: everything but the account and location, known once connected. */
export type ExportOptions = Omit<ExportArgs, 'accountId' | 'locationId'>;

/** The option that set each argument, by the argument's path in the contract. */
const OPTION_OF: ReadonlyArray<readonly [string, string]> = [
  ['from', '--from'],
  ['to', '--to'],
  ['zone', '--tz'],
  ['filter.timeOfDay', '--hours'],
  ['filter.tags', '--tag'],
  ['filter.search', '--search'],
  ['report.by', '--by'],
  ['report.under', '--under'],
  ['report.compare', '--compare'],
  ['report.withBookings', '--with-bookings'],
  ['report.language', '--lang'],
  ['delimiter', '--delimiter'],
];

/** The option the person typed for a path (the --out extension stands in for an unwritten --format). */
function optionFor(path: readonly PropertyKey[], typed: ReadonlySet<string>): string {
  const dotted = path.map(String).join('.');
  if (dotted === 'format' || dotted === 'allLocations')
    return typed.has('--format') ? '--format' : '--out';
  // The days came from --period: that is what to change (to whole months, say).
  if ((dotted === 'from' || dotted === 'to') && typed.has('--period')) return '--period';
  const hit = OPTION_OF.find(([prefix]) => dotted === prefix || dotted.startsWith(`${prefix}.`));
  return hit?.[1] ?? `--${dotted}`;
}

/**
 * Checks the options with the contract's schema; `typed` holds the options given, for naming. The
 * account and location stand in as placeholders: they are resolved (and checked again by the
 * backend's dispatch) once the company is open.
 */
export function checkExportOptions(options: ExportOptions, typed: ReadonlySet<string>): void {
  const parsed = argSchemas.startExport.safeParse({
    ...options,
    accountId: 'account',
    locationId: 'location',
  });
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  if (!issue) throw usage('The options do not describe an export.');
  throw usage(`${optionFor(issue.path, typed)}: ${issue.message}`);
}

/** The long options present in argv (`--name` or `--name=value`), for checkExportArgs. */
export function typedOptions(args: readonly string[]): ReadonlySet<string> {
  return new Set(args.filter((a) => a.startsWith('--')).map((a) => a.split('=')[0] ?? a));
}
