/**
 * A saved report as the command line that builds it: the same commands, options and export path
 * a person would run, writing to a file of the schedule's own.
 */
import type { SavedReport } from '#shared/schedules/saved-report';
import { assertNever } from '#shared/assert-never';

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
