/** The options of `schedules add` read into a saved report and its timing, each checked with words to act on. */
import { isValidTimeZone, systemTimeZone } from '#shared/time/zone';
import { isEmailAddress } from '#shared/schedules/address';
import { parseAt, rhythmOf, RHYTHMS, type Timing } from '#shared/schedules/due-times';
import { REPORT_KINDS, reportKindOf, type SavedReport } from '#shared/schedules/saved-report';
import { periodFromToday, PERIOD_NAMES } from '#shared/time/period';
import { usage } from '../args';
import { languageOf } from '../language-option';

/** A comma-separated list of e-mail addresses, each checked. */
export function recipientsOf(value: string | undefined, flag: string): readonly string[] {
  if (!value) throw usage(`Give ${flag} ADDRESS (several separated by commas).`);
  const list = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = list.find((a) => !isEmailAddress(a));
  if (bad !== undefined || list.length === 0)
    throw usage(`${flag}: "${bad ?? value}" is not an e-mail address.`);
  return list;
}

/** What `schedules add` was given. */
export interface AddValues {
  readonly account?: string;
  readonly name?: string;
  readonly report?: string;
  readonly location?: string;
  readonly period?: string;
  readonly compare?: string;
  readonly format?: string;
  readonly lang?: string;
  readonly every?: string;
  readonly at?: string;
  readonly tz?: string;
  readonly to?: string;
  readonly tag?: readonly string[];
  readonly search?: string;
}

/** The saved report the options describe. */
export function savedReportOf(v: AddValues, env: NodeJS.ProcessEnv): SavedReport {
  if (!v.account) throw usage('Give the account with --account LABEL.');
  if (!v.name?.trim()) throw usage('Give the schedule a name with --name NAME.');
  const kind = reportKindOf(v.report ?? '');
  if (!kind) throw usage(`--report must be one of ${REPORT_KINDS.join(', ')}.`);
  const location = kind === 'all-locations' ? null : v.location?.trim();
  if (location === undefined || location === '')
    throw usage(
      `--report ${kind} needs --location NAME-or-ID${kind === 'location' ? '' : ' (or all)'}.`,
    );
  if (kind === 'location' && location === 'all')
    throw usage(
      '--report location is one location: for every location use --report all-locations.',
    );
  const period = v.period ?? (kind === 'forecast' ? 'today' : undefined);
  if (!period || !periodFromToday(period, '2026-01-01'))
    throw usage(`--period must be one of ${PERIOD_NAMES.join(', ')}.`);
  const compare = v.compare === undefined || v.compare === 'none' ? null : v.compare;
  if (compare !== null && compare !== 'previous' && compare !== 'year')
    throw usage(`--compare must be previous, year or none, not "${v.compare}".`);
  if (compare !== null && kind !== 'all-locations' && kind !== 'location')
    throw usage('--compare goes with --report all-locations or location.');
  const format = v.format ?? 'xlsx';
  if (format !== 'xlsx' && format !== 'csv')
    throw usage(`--format must be xlsx or csv, not "${format}".`);
  if (format === 'csv' && (kind === 'all-locations' || kind === 'location'))
    throw usage('A report workbook is an Excel file: use --format xlsx.');
  if (v.tag !== undefined && (kind === 'people' || kind === 'forecast'))
    throw usage(`--report ${kind} counts every bay: --tag is for the workbooks and bookings.`);
  if (v.search !== undefined && kind === 'forecast')
    throw usage('--report forecast looks ahead: --search is for the other reports.');
  return {
    name: v.name.trim(),
    account: v.account,
    kind,
    location: location === 'all' ? null : location,
    period,
    compare,
    filters: { tags: v.tag ?? null, search: v.search ?? null },
    format,
    language: languageOf(v.lang, env),
  };
}

/** When the schedule is due: --every, --at, --tz (the computer's zone by default). */
export function timingOf(v: AddValues): Timing {
  const rhythm = rhythmOf(v.every ?? '');
  if (!rhythm) throw usage(`--every must be one of ${RHYTHMS.join(', ')}.`);
  if (!v.at || !parseAt(v.at)) throw usage('--at must be a time as HH:MM, e.g. 07:00.');
  const zone = v.tz ?? systemTimeZone();
  if (!isValidTimeZone(zone))
    throw usage(`Unknown time zone "${zone}". Use an IANA name such as Europe/London.`);
  return { rhythm, at: v.at, zone };
}
