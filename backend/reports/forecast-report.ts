/**
 * The weeks-ahead file (or the back-test's) as an export writes it: every site's forecast computed
 * (backend/forecast), then its table written atomically as CSV or a one-sheet workbook.
 */
import type { ExportReport, ExportRequest } from '#shared/contract';
import {
  BACKTEST_COLUMNS,
  backtestRows,
  FORECAST_COLUMNS,
  forecastRows,
} from '#shared/forecast/forecast-table';
import type { ClockOf } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { computeForecast, everySiteForecast } from '../forecast/compute-forecast';
import type { NamedLocation } from '../insights/each-location';
import { type ColumnKind, type ReportTable, writeReportTable } from './forecast-file';

const FORECAST_KINDS: readonly ColumnKind[] = [
  'label',
  'date',
  'text',
  'integer',
  'integer',
  'integer',
  'integer',
  'integer',
  'text',
];
const BACKTEST_KINDS: readonly ColumnKind[] = [
  'text',
  'text',
  'integer',
  'integer',
  'decimal',
  'decimal',
  'decimal',
  'text',
];

/** One forecast export. */
export interface ForecastFileJob {
  readonly client: ApiClient;
  readonly request: ExportRequest;
  readonly report: Extract<ExportReport, { kind: 'forecast' }>;
  readonly locations: readonly NamedLocation[];
  readonly clockOf: ClockOf;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  readonly onProgress: (p: { rows: number; percent: number; bytes: number }) => void;
}

/**
 * Writes the file. A site that could not be read fails the export, naming it: a file of the other
 * sites alone would pass for the whole company.
 */
export async function exportForecast(job: ForecastFileJob): Promise<ExportOutcome> {
  const { request, report } = job;
  const forecast = await computeForecast({
    client: job.client,
    locations: job.locations,
    from: request.from,
    weeks: report.weeks,
    historyWeeks: report.historyWeeks,
    zone: request.zone,
    clockOf: job.clockOf,
    signal: job.signal,
    onProgress: ({ percent }) => job.onProgress({ rows: 0, percent: percent * 0.99, bytes: 0 }),
  });
  const sites = everySiteForecast(forecast, job.locations);
  const table: ReportTable = report.backtest
    ? {
        sheetName: 'Back-test',
        header: BACKTEST_COLUMNS,
        kinds: BACKTEST_KINDS,
        rows: backtestRows(sites),
      }
    : {
        sheetName: 'Weeks ahead',
        header: FORECAST_COLUMNS,
        kinds: FORECAST_KINDS,
        rows: forecastRows(sites),
      };
  const bytes = await writeReportTable(
    {
      targetPath: job.targetPath,
      format: request.format,
      delimiter: request.delimiter,
      bom: request.bom,
      neutraliseFormulas: request.neutraliseFormulas,
      signal: job.signal,
    },
    table,
  );
  return {
    rows: table.rows.length,
    bytes,
    exceedsExcelLimit: false,
    dropped: forecast.unreadableRecords,
  };
}
