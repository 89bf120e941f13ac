/**
 * The summary report: Insights over a period written as one table (`--by bay|tag|day|weekday-hour`,
 * a row per location, or a people report per site), as CSV or as a one-sheet workbook (summary-file.ts).
 */
import type { ExportRequest } from '#shared/contract';
import type { Bay } from '#shared/model';
import { compareTables } from '#shared/insights/compare-table';
import { type Comparison, comparisonPeriod } from '#shared/insights/compare-period';
import { LOCATION_SETTING_COLUMNS, locationTable } from '#shared/insights/location-table';
import { isPeopleReport, type PeopleReport } from '#shared/insights/people-report';
import { peopleTable } from '#shared/insights/people-table';
import { type SummaryTable, summaryTable } from '#shared/insights/summary-table';
import { type ReportLanguage, reportWords, type ReportWords } from '#shared/report-words';
import { AppFailure } from '#shared/result';
import { periodProblem } from '#shared/scope/period-check';
import type { SummaryBy } from '#shared/insights/types';
import type { LocalDays } from '#shared/time/local-days';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import type { ClockOf } from '#shared/sites/site-clock';
import { computeInsights } from '../insights/compute-insights';
import { eachLocationInsights, type NamedLocation } from '../insights/each-location';
import { writeSummaryTable } from './summary-file';

/** What a summary is broken down by: a breakdown of one location, one row per location, or a people report. */
export type SummaryRows = SummaryBy | 'location' | PeopleReport;

/** One summary report to write. */
export interface SummaryJob {
  readonly client: ApiClient;
  /** The period, zone, filter and CSV options; `report` is ignored in favour of `by`. */
  readonly request: ExportRequest;
  readonly by: SummaryRows;
  /** For `by: 'location'` and the people reports: the locations, in the order of the report's rows. */
  readonly locations?: readonly NamedLocation[];
  /** Adds the `X_before` columns of this comparison period. */
  readonly compare?: Comparison | null;
  /** With `by: 'bay'`: only bays under this utilisation (0 to 1). */
  readonly under?: number | null;
  /** Each location's zone and site clock; default the request's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** The language of a workbook's words; absent: English. */
  readonly language?: ReportLanguage;
  /** rows = bookings read so far, while fetching; about ten a second at most. */
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
}

/** The sheet a summary's workbook names its one table. */
function sheetNameOf(by: SummaryRows, { sheets }: ReportWords): string {
  if (by === 'location') return sheets.byLocation;
  return isPeopleReport(by) ? sheets.peopleReports[by] : sheets.breakdowns[by];
}

/** The report's table for one period: one location's breakdown, or a row per location. */
async function periodTable(
  job: SummaryJob,
  period: LocalDays,
  bays: readonly Bay[],
  onProgress: (p: { readonly percent: number; readonly bookings: number }) => void,
): Promise<{ table: SummaryTable; dropped: number }> {
  const { request } = job;
  // Picked, not spread: the current period is the whole request, whose other fields are the file's.
  const scope = { from: period.from, to: period.to, zone: request.zone, filter: request.filter };
  const { by } = job;
  if (by === 'location' || isPeopleReport(by)) {
    const { entries, dropped } = await eachLocationInsights({
      ...scope,
      client: job.client,
      locations: job.locations ?? [],
      bays,
      clockOf: job.clockOf,
      signal: job.signal,
      onProgress,
    });
    return {
      table: by === 'location' ? locationTable(entries) : peopleTable(by, entries),
      dropped,
    };
  }
  const clock = job.clockOf?.(request.locationId) ?? { zone: request.zone, site: null };
  const insights = await computeInsights({
    ...scope,
    zone: clock.zone,
    site: clock.site,
    bays,
    client: job.client,
    locationId: request.locationId,
    signal: job.signal,
    onProgress,
  });
  return {
    table: summaryTable(insights, by, { under: job.under ?? null }),
    dropped: insights.unreadableRecords,
  };
}

/** Fetches, aggregates and writes the report; throws AppFailure (cancelled, io, or the API's kinds). */
export async function exportSummary(job: SummaryJob): Promise<ExportOutcome> {
  const { request } = job;
  const comparison = job.compare ? comparisonPeriod(request.from, request.to, job.compare) : null;
  if (comparison) {
    const problem = periodProblem(comparison, { insights: true });
    if (problem) throw new AppFailure('invalid-argument', `The comparison period: ${problem}`);
  }
  // With a comparison, each period is half of the progress; bookings read add up over both.
  const periods = comparison ? 2 : 1;
  let readBefore = 0;
  let read = 0;
  const progressOf =
    (index: number) =>
    ({ percent, bookings }: { readonly percent: number; readonly bookings: number }): void => {
      read = bookings;
      job.onProgress({
        rows: readBefore + bookings,
        percent: (index * 100 + percent) / periods,
        bytes: 0,
      });
    };
  // One bays list for every location and both periods.
  const { items: bays } = await job.client.listBays(job.signal);
  const current = await periodTable(job, request, bays, progressOf(0));
  let table = current.table;
  let dropped = current.dropped;
  if (comparison) {
    readBefore = read;
    // The period before keeps all its bays: the under-used ones are this period's, with their figures
    // before beside them whatever those were.
    const before = await periodTable({ ...job, under: null }, comparison, bays, progressOf(1));
    table = compareTables(table, before.table, {
      rows: job.under ? 'this-period' : 'both-periods',
      // A site's target is today's setting in both periods: said once, its status this period's.
      settings: job.by === 'location' ? LOCATION_SETTING_COLUMNS : [],
    });
    dropped += before.dropped;
  }
  return writeSummaryTable(job, sheetNameOf(job.by, reportWords(job.language)), table, dropped);
}
