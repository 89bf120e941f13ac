/**
 * The trend report (`insights --by month|week`, the summary export's `by: 'month' | 'week'`): each
 * site's months or weeks (computeTrends) written as one table, a row per site and bucket.
 */
import type { ExportRequest } from '#shared/contract';
import { trendTable } from '#shared/insights/trend-table';
import type { TrendUnit } from '#shared/insights/trend-types';
import { type ReportLanguage, reportWords } from '#shared/report-words';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { computeTrends } from '../insights/compute-trends';
import type { NamedLocation } from '../insights/each-location';
import { writeSummaryTable } from './summary-file';

/** One trend report to write. */
export interface TrendReportJob {
  readonly client: ApiClient;
  /** The period (whole units), zone, filter and file options. */
  readonly request: ExportRequest;
  readonly unit: TrendUnit;
  /** The sites, in the order of the report's rows. */
  readonly locations: readonly NamedLocation[];
  readonly clockOf?: ClockOf;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** The language of a workbook's words; absent: English. */
  readonly language?: ReportLanguage;
  /** rows = bookings read so far, while fetching; about ten a second at most. */
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
}

/** Fetches, aggregates and writes the report; throws AppFailure (cancelled, io, or the API's kinds). */
export async function exportTrendReport(job: TrendReportJob): Promise<ExportOutcome> {
  const { request } = job;
  const sites = await computeTrends({
    client: job.client,
    unit: job.unit,
    from: request.from,
    to: request.to,
    zone: request.zone,
    filter: request.filter,
    locations: job.locations,
    clockOf: job.clockOf,
    signal: job.signal,
    onProgress: ({ percent, bookings }) => job.onProgress({ rows: bookings, percent, bytes: 0 }),
  });
  const dropped = sites.reduce((n, s) => n + s.unreadableRecords, 0);
  const sheetName = reportWords(job.language).sheets.trends[job.unit];
  return writeSummaryTable(job, sheetName, trendTable(sites), dropped);
}
