/**
 * The summary report: Insights over a period written as one table (`--by bay|tag|day|weekday-hour`),
 * as CSV with the export's rules (RFC 4180 quoting, the chosen delimiter, a UTF-8 BOM by default,
 * formula neutralisation) or as a one-sheet workbook with typed cells; either written atomically.
 */
import type { ExportRequest } from '#shared/contract';
import { summaryRecords, summaryTable } from '#shared/insights/summary-csv';
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

/** One summary report to write. */
export interface SummaryJob {
  readonly client: ApiClient;
  /** The period, zone, filter and CSV options; `report` is ignored in favour of `by`. */
  readonly request: ExportRequest;
  readonly by: SummaryBy;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** rows = bookings read so far, while fetching; about ten a second at most. */
  onProgress(p: { rows: number; percent: number; bytes: number }): void;
}

/** Fetches, aggregates and writes the report; throws AppFailure (cancelled, io, or the API's kinds). */
export async function exportSummary(job: SummaryJob): Promise<ExportOutcome> {
  const { request } = job;
  const insights = await computeInsights({
    client: job.client,
    locationId: request.locationId,
    from: request.from,
    to: request.to,
    zone: request.zone,
    filter: request.filter,
    signal: job.signal,
    onProgress: ({ percent, bookings }) => job.onProgress({ rows: bookings, percent, bytes: 0 }),
  });
  if (request.format === 'xlsx') {
    const table = summaryTable(insights, job.by);
    const bytes = await writeWorkbookFile(job.targetPath, job.signal, (workbook) =>
      writeTableSheet(workbook, BREAKDOWN_SHEET_NAMES[job.by], table.header, tableCells(table)),
    );
    return {
      rows: table.rows.length,
      bytes,
      exceedsExcelLimit: false,
      dropped: insights.unreadableRecords,
    };
  }
  const { header, rows } = summaryRecords(insights, job.by, {
    neutraliseFormulas: request.neutraliseFormulas,
  });
  const line = createCsvLineEncoder(request.delimiter);
  let text = (request.bom ? UTF8_BOM : '') + line(header);
  for (const row of rows) text += line(row);
  const bytes = Buffer.from(text, 'utf8');
  await writeAtomically(job.targetPath, (file) => file.writeFile(bytes, { signal: job.signal }));
  return {
    rows: rows.length,
    bytes: bytes.length,
    exceedsExcelLimit: false,
    dropped: insights.unreadableRecords,
  };
}
