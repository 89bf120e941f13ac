/**
 * The report workbook: one file to forward, with Summary, By bay, By tag, By day, By weekday and
 * hour (a 7 × 24 grid with a colour scale), and optionally the bookings themselves.
 */
import type { ExportRequest } from '#shared/contract';
import { summaryTable } from '#shared/insights/summary-table';
import type { SummaryBy } from '#shared/insights/types';
import { locationTable } from '#shared/insights/location-table';
import { portfolioFigures, portfolioTotals } from '#shared/insights/portfolio';
import {
  GRID_HEADER,
  portfolioSummaryRows,
  SUMMARY_SHEET_HEADER,
  summarySheetRows,
  weekdayHourGrid,
} from '#shared/xlsx/report-sheets';
import { tableCells } from '#shared/xlsx/table-cells';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { type ExportCounters, throttleProgress } from '../export/progress';
import { writeBookingSheets } from '../export/xlsx/booking-sheets';
import { writeTableSheet } from '../export/xlsx/table-sheet';
import { writeWorkbookFile } from '../export/xlsx/workbook-export';
import type { ClockOf } from '#shared/sites/site-clock';
import { computeInsights } from './compute-insights';
import { eachLocationInsights, type NamedLocation } from './each-location';
import { BREAKDOWN_SHEET_NAMES } from './summary-report';

/** One report workbook to write. */
export interface ReportJob {
  readonly client: ApiClient;
  /** Location, period, zone, filter and personal data; the format is always a workbook. */
  readonly request: ExportRequest;
  readonly locationName: string;
  readonly withBookings: boolean;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** Each location's zone and site clock; default the request's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  /** When the report is generated (now, unless a test fixes it). */
  readonly nowMs?: number;
  onProgress(p: ExportCounters): void;
}

const BREAKDOWNS: readonly SummaryBy[] = ['bay', 'tag', 'day'];

/** Fetches, aggregates and writes the workbook; throws AppFailure as the exports do. */
export async function writeReportWorkbook(job: ReportJob): Promise<ExportOutcome> {
  const { request } = job;
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  // With the bookings, the period is read twice: once for the figures, once for the rows.
  const share = job.withBookings ? 0.5 : 1;
  const clock = job.clockOf?.(request.locationId) ?? { zone: request.zone, site: null };
  // One bays list for the figures and the bookings sheets.
  const { items: bays } = await job.client.listBays(job.signal);
  const insights = await computeInsights({
    bays,
    client: job.client,
    locationId: request.locationId,
    from: request.from,
    to: request.to,
    zone: clock.zone,
    site: clock.site,
    filter: request.filter,
    signal: job.signal,
    onProgress: ({ percent, bookings }) =>
      progress.report({ rows: bookings, percent: percent * share, bytes: 0 }),
  });
  let rows = 0;
  const written = await writeWorkbookFile(
    job.targetPath,
    job.signal,
    async (workbook, signal, size) => {
      const scope = { locationName: job.locationName, generatedAtMs: job.nowMs ?? Date.now() };
      await writeTableSheet(
        workbook,
        'Summary',
        SUMMARY_SHEET_HEADER,
        summarySheetRows(insights, scope),
        {
          filters: false,
        },
      );
      for (const by of BREAKDOWNS) {
        const table = summaryTable(insights, by);
        await writeTableSheet(workbook, BREAKDOWN_SHEET_NAMES[by], table.header, tableCells(table));
      }
      await writeTableSheet(
        workbook,
        BREAKDOWN_SHEET_NAMES['weekday-hour'],
        GRID_HEADER,
        weekdayHourGrid(insights),
        {
          filters: false,
          colourScales: [{ range: 'B2:Y8', highColour: '2F6FDE' }],
        },
      );
      if (job.withBookings) {
        const sheets = await writeBookingSheets(workbook, {
          bays,
          client: job.client,
          request,
          locationName: job.locationName,
          signal,
          onBatch: (n, percent) =>
            progress.report({ rows: n, percent: 50 + percent / 2, bytes: size() }),
        });
        rows = sheets.rows;
      }
    },
  );
  progress.report({ rows, percent: 100, bytes: written.bytes }, true);
  return { ...written, rows, exceedsExcelLimit: false, dropped: insights.unreadableRecords };
}

/** The All locations report workbook to write. */
export interface PortfolioReportJob {
  readonly client: ApiClient;
  readonly request: ExportRequest;
  readonly locations: readonly NamedLocation[];
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** Each location's zone and site clock; default the request's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  readonly nowMs?: number;
  onProgress(p: ExportCounters): void;
}

/**
 * Every location in one workbook: Summary (the company's totals) and By location (a row each, the
 * columns of `insights --location all --by location`). Locations are counted one after another.
 */
export async function writePortfolioWorkbook(job: PortfolioReportJob): Promise<ExportOutcome> {
  const { request } = job;
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  const { entries, dropped } = await eachLocationInsights({
    client: job.client,
    locations: job.locations,
    from: request.from,
    to: request.to,
    zone: request.zone,
    clockOf: job.clockOf,
    filter: request.filter,
    signal: job.signal,
    onProgress: ({ percent, bookings }) => progress.report({ rows: bookings, percent, bytes: 0 }),
  });
  const totals = portfolioTotals(entries.map((e) => portfolioFigures(e.insights)));
  const table = locationTable(entries);
  const written = await writeWorkbookFile(job.targetPath, job.signal, async (workbook) => {
    await writeTableSheet(
      workbook,
      'Summary',
      SUMMARY_SHEET_HEADER,
      portfolioSummaryRows(totals, {
        locations: entries.length,
        from: request.from,
        to: request.to,
        zone: request.zone,
        filter: request.filter,
        generatedAtMs: job.nowMs ?? Date.now(),
      }),
      { filters: false },
    );
    await writeTableSheet(workbook, 'By location', table.header, tableCells(table));
  });
  progress.report({ rows: 0, percent: 100, bytes: written.bytes }, true);
  return { ...written, rows: 0, exceedsExcelLimit: false, dropped };
}
