/**
 * The summary report: Insights over a period written as one table (`--by bay|tag|day|weekday-hour`),
 * as CSV with the export's rules (RFC 4180 quoting, the chosen delimiter, a UTF-8 BOM by default,
 * formula neutralisation) or as a one-sheet workbook with typed cells; either written atomically.
 */
import type { ExportRequest } from '#shared/contract';
import { compareTables } from '#shared/insights/compare-table';
import { type Comparison, comparisonPeriod } from '#shared/insights/compare-period';
import { type LocationInsights, locationTable } from '#shared/insights/location-table';
import { type SummaryTable, summaryTable, tableRecords } from '#shared/insights/summary-csv';
import { AppFailure } from '#shared/result';
import { periodProblem } from '#shared/scope/period-check';
import type { SummaryBy } from '#shared/insights/types';
import type { ApiClient } from '../api/client';
import { writeAtomically } from '../export/atomic-file';
import { createCsvLineEncoder, UTF8_BOM } from '../export/csv-text';
import type { ExportOutcome } from '../export/export-csv';
import { tableCells } from '#shared/xlsx/table-cells';
import { writeTableSheet } from '../export/xlsx/table-sheet';
import { writeWorkbookFile } from '../export/xlsx/workbook-export';
import { computeInsights } from './compute-insights';

/** The sheet name of each breakdown, as the report workbook names it too. */
export const BREAKDOWN_SHEET_NAMES: Readonly<Record<SummaryBy, string>> = {
  bay: 'By bay',
  tag: 'By tag',
  day: 'By day',
  'weekday-hour': 'By weekday and hour',
};

/** What a summary is broken down by: a breakdown of one location, or one row per location. */
export type SummaryRows = SummaryBy | 'location';

/** A location of the account, for the All locations report. */
export interface NamedLocation {
  readonly id: string;
  readonly name: string;
}

/** One summary report to write. */
export interface SummaryJob {
  readonly client: ApiClient;
  /** The period, zone, filter and CSV options; `report` is ignored in favour of `by`. */
  readonly request: ExportRequest;
  readonly by: SummaryRows;
  /** For `by: 'location'`: every location, in the order of the report's rows. */
  readonly locations?: readonly NamedLocation[];
  /** Adds the `X_before` columns of this comparison period. */
  readonly compare?: Comparison | null;
  /** With `by: 'bay'`: only bays under this utilisation (0 to 1). */
  readonly under?: number | null;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** rows = bookings read so far, while fetching; about ten a second at most. */
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
}

/** The sheet a summary's workbook names its one table. */
function sheetNameOf(by: SummaryRows): string {
  return by === 'location' ? 'By location' : BREAKDOWN_SHEET_NAMES[by];
}

/**
 * The report's table for one period. Locations are computed one after another, each with the
 * export's 4 requests at once: together they never ask the API more than one export does.
 */
async function periodTable(
  job: SummaryJob,
  period: { readonly from: string; readonly to: string },
  report: (done: number, percent: number, bookings: number) => void,
): Promise<{ table: SummaryTable; dropped: number }> {
  const { request } = job;
  const insightsOf = (locationId: string, step: number) =>
    computeInsights({
      client: job.client,
      locationId,
      from: period.from,
      to: period.to,
      zone: request.zone,
      filter: request.filter,
      signal: job.signal,
      onProgress: ({ percent, bookings }) => report(step, percent, bookings),
    });
  if (job.by !== 'location') {
    const insights = await insightsOf(request.locationId, 0);
    return {
      table: summaryTable(insights, job.by, { under: job.under ?? null }),
      dropped: insights.unreadableRecords,
    };
  }
  const entries: LocationInsights[] = [];
  let dropped = 0;
  for (const [step, location] of (job.locations ?? []).entries()) {
    const insights = await insightsOf(location.id, step);
    entries.push({ locationId: location.id, locationName: location.name, insights });
    dropped += insights.unreadableRecords;
  }
  return { table: locationTable(entries), dropped };
}

/** Fetches, aggregates and writes the report; throws AppFailure (cancelled, io, or the API's kinds). */
export async function exportSummary(job: SummaryJob): Promise<ExportOutcome> {
  const { request } = job;
  const comparison = job.compare ? comparisonPeriod(request.from, request.to, job.compare) : null;
  if (comparison) {
    const problem = periodProblem(comparison, { insights: true });
    if (problem) throw new AppFailure('invalid-argument', `The comparison period: ${problem}`);
  }
  // Progress over every computation: each location of each period is one equal step.
  const perPeriod = job.by === 'location' ? Math.max(1, job.locations?.length ?? 0) : 1;
  const steps = perPeriod * (comparison ? 2 : 1);
  let bookingsBefore = 0;
  const progressFrom =
    (offset: number) =>
    (step: number, percent: number, bookings: number): void =>
      job.onProgress({
        rows: bookingsBefore + bookings,
        percent: ((offset + step + percent / 100) / steps) * 100,
        bytes: 0,
      });
  const current = await periodTable(job, request, progressFrom(0));
  let table = current.table;
  let dropped = current.dropped;
  if (comparison) {
    bookingsBefore = 0;
    const before = await periodTable(job, comparison, progressFrom(perPeriod));
    table = compareTables(table, before.table);
    dropped += before.dropped;
  }
  return writeSummaryTable(job, table, dropped);
}

/** Writes a finished table as CSV (the export's rules) or as a one-sheet workbook. */
async function writeSummaryTable(
  job: SummaryJob,
  table: SummaryTable,
  dropped: number,
): Promise<ExportOutcome> {
  const { request } = job;
  if (request.format === 'xlsx') {
    const bytes = await writeWorkbookFile(job.targetPath, job.signal, (workbook) =>
      writeTableSheet(workbook, sheetNameOf(job.by), table.header, tableCells(table)),
    );
    return { rows: table.rows.length, bytes, exceedsExcelLimit: false, dropped };
  }
  const { header, rows } = tableRecords(table, { neutraliseFormulas: request.neutraliseFormulas });
  const line = createCsvLineEncoder(request.delimiter);
  let text = (request.bom ? UTF8_BOM : '') + line(header);
  for (const row of rows) text += line(row);
  const bytes = Buffer.from(text, 'utf8');
  await writeAtomically(job.targetPath, (file) => file.writeFile(bytes, { signal: job.signal }));
  return { rows: rows.length, bytes: bytes.length, exceedsExcelLimit: false, dropped };
}
