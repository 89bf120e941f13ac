/**
 * The summary report: Insights over a period written as one CSV table (`--by bay|tag|day|weekday-hour`),
 * with the export's CSV rules: RFC 4180 quoting, the chosen delimiter, a UTF-8 BOM by default, formula
 * neutralisation, and an atomic write (the file appears only when complete).
 */
import type { ExportRequest } from '#shared/contract';
import { summaryRecords } from '#shared/insights/summary-csv';
import type { SummaryBy } from '#shared/insights/types';
import type { ApiClient } from '../api/client';
import { writeAtomically } from '../export/atomic-file';
import { createCsvLineEncoder, UTF8_BOM } from '../export/csv-text';
import type { ExportOutcome } from '../export/export-csv';
import { computeInsights } from './compute-insights';

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
export async function exportSummaryCsv(job: SummaryJob): Promise<ExportOutcome> {
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
