/**
 * A saved report as the command line that builds it: the same commands, options and export path
 * a person would run, writing to a file of the schedule's own.
 */
import type { SavedReport } from '#shared/schedules/saved-report';
import { assertNever } from '#shared/assert-never';
import { parseIsoDate } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import { periodFromToday } from '#shared/time/period';
import { localDateOf } from '#shared/time/zone';

/** The command and its arguments that write the report to `out`. */
export function reportArgv(report: SavedReport, out: string): readonly string[] {
  const where = ['--account', report.account, '--location', report.location ?? 'all'];
  const period = ['--period', report.period];
  const compare = report.compare ? ['--compare', report.compare] : [];
  const lang = ['--lang', report.language];
  const tags = (report.filters.tags ?? []).flatMap((t) => ['--tag', t]);
  const search = report.filters.search ? ['--search', report.filters.search] : [];
  switch (report.kind) {
    case 'all-locations':
      return [
        'report',
        ...where.slice(0, 2),
        '--location',
        'all',
        ...period,
        ...compare,
        ...lang,
        ...tags,
        ...search,
        '--out',
        out,
      ];
    case 'location':
      return ['report', ...where, ...period, ...compare, ...lang, ...tags, ...search, '--out', out];
    case 'bookings':
      return ['export', ...where, ...period, ...tags, ...search, '--out', out];
    case 'people':
      return ['people', ...where, ...period, ...lang, ...search, '--out', out];
    case 'forecast':
      return ['forecast', ...where, '--out', out];
    default:
      return assertNever(report.kind, 'report kind');
  }
}

/** The date a due time falls on in the schedule's zone, as the instant its commands count "today" from. */
export function todayAt(
  dueAtMs: number,
  zone: string,
): { readonly today: string; readonly nowMs: number } {
  const today = localDateOf(zone, dueAtMs);
  const date = parseIsoDate(today) as NonNullable<ReturnType<typeof parseIsoDate>>;
  // Noon UTC of that date falls on the same date in every zone within 12 hours of UTC.
  return { today, nowMs: Date.UTC(date.year, date.month - 1, date.day, 12) };
}

/** The days a report covers when built at a due time; null for the forecast, which looks ahead. */
export function reportDays(report: SavedReport, today: string): LocalDays | null {
  return report.kind === 'forecast' ? null : periodFromToday(report.period, today);
}
