/**
 * The report workbook of one location: one file to forward, with Summary (with a comparison, each
 * figure before and its change), By bay, By tag, By day, By weekday and hour (a 7 × 24 grid with a
 * colour scale), Weeks ahead (the location's next 4 weeks from the day it is made), and optionally
 * the bookings themselves. Its sheets are for people: headers in
 * words, hours, and set up to print. Every location's is portfolio-workbook.ts.
 */
import type { ExportRequest } from '#shared/contract';
import type { Comparison } from '#shared/insights/compare-period';
import { summaryTable } from '#shared/insights/summary-table';
import type { SummaryBy } from '#shared/insights/types';
import type { ClockOf } from '#shared/sites/site-clock';
import type { LocalDays } from '#shared/time/local-days';
import { type ReportLanguage, reportWords } from '#shared/report-words';
import { readableTable } from '#shared/xlsx/readable-table';
import { gridHeader, weekdayHourGrid } from '#shared/xlsx/report-sheets';
import { summaryHeader } from '#shared/xlsx/summary-lines';
import { periodText } from '#shared/xlsx/report-sheets';
import { titleLines } from '#shared/xlsx/title-lines';
import { summarySheetRows } from '#shared/xlsx/summary-sheet';
import { forecastHeader, forecastSheetRows } from '#shared/xlsx/forecast-sheet';
import { FORECAST_WEEKS, HISTORY_WEEKS } from '#shared/contract';
import { localDateOf } from '#shared/time/zone';
import { BACKTEST_WEEKS } from '#shared/forecast/forecast-calendar';
import { computeForecast, everySiteForecast } from '../forecast/compute-forecast';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { type ExportCounters, throttleProgress } from '../export/progress';
import { writeBookingSheets } from './xlsx/booking-sheets';
import { writeTableSheet } from './xlsx/table-sheet';
import { writeWorkbookFile } from './xlsx/workbook-export';
import { computeInsights } from '../insights/compute-insights';
import { type PhaseReport, phasedProgress } from '../insights/phased-progress';
import { comparisonDays, dayCount } from './report-comparison';

/** One report workbook to write. */
export interface ReportJob {
  readonly client: ApiClient;
  /** Location, period, zone, filter and personal data; the format is always a workbook. */
  readonly request: ExportRequest;
  readonly locationName: string;
  readonly withBookings: boolean;
  /** The Summary's Before and Change columns compare with this period. */
  readonly compare?: Comparison | null;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** Each location's zone and site clock; default the request's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  /** When the report is generated (now, unless a test fixes it). */
  readonly nowMs?: number;
  /** The language of its words; absent: English. */
  readonly language?: ReportLanguage;
  /** The company's name (the account's), in the first sheet's title; absent: the title alone. */
  readonly companyName?: string | null;
  onProgress(p: ExportCounters): void;
}

const BREAKDOWNS: readonly SummaryBy[] = ['bay', 'tag', 'day'];

/** Fetches, aggregates and writes the workbook; throws AppFailure as the exports do. */
export async function writeReportWorkbook(job: ReportJob): Promise<ExportOutcome> {
  const { request } = job;
  const words = reportWords(job.language);
  // A people's sheet whose first column names the rows, its footer in the report's language.
  const FOR_PEOPLE = {
    forPeople: { titleColumn: true, pageOf: words.workbook.pageOf('&P', '&N') },
  } as const;
  const comparedWith = comparisonDays(request, job.compare);
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  // With the bookings, the period is read again for the rows.
  const forecastDays = (BACKTEST_WEEKS + HISTORY_WEEKS.default + FORECAST_WEEKS.default) * 7;
  const phases = phasedProgress(
    [
      dayCount(request),
      dayCount(comparedWith),
      forecastDays,
      job.withBookings ? dayCount(request) : 0,
    ],
    (c) => progress.report(c),
  );
  const clock = job.clockOf?.(request.locationId) ?? { zone: request.zone, site: null };
  // One bays list for the figures and the bookings sheets.
  const { items: bays } = await job.client.listBays(job.signal);
  const insightsOver = (days: LocalDays, onProgress: PhaseReport) =>
    computeInsights({
      bays,
      client: job.client,
      locationId: request.locationId,
      from: days.from,
      to: days.to,
      zone: clock.zone,
      site: clock.site,
      filter: request.filter,
      signal: job.signal,
      onProgress,
    });
  const insights = await insightsOver(request, phases.of(0));
  const before = comparedWith ? await insightsOver(comparedWith, phases.of(1)) : null;
  // The weeks ahead of the day the report is made, on the site's clock.
  const location = { id: request.locationId, name: job.locationName };
  const forecast = await computeForecast({
    client: job.client,
    locations: [location],
    from: localDateOf(clock.zone, job.nowMs ?? Date.now()),
    weeks: FORECAST_WEEKS.default,
    historyWeeks: HISTORY_WEEKS.default,
    zone: request.zone,
    bays,
    clockOf: job.clockOf,
    signal: job.signal,
    onProgress: phases.of(2),
  });
  let rows = 0;
  const written = await writeWorkbookFile(
    job.targetPath,
    job.signal,
    async (workbook, signal, size) => {
      const scope = {
        locationName: job.locationName,
        generatedAtMs: job.nowMs ?? Date.now(),
        comparedWith,
      };
      await writeTableSheet(
        workbook,
        words.sheets.summary,
        summaryHeader(before !== null, words),
        summarySheetRows(insights, scope, before, words),
        {
          filters: false,
          ...FOR_PEOPLE,
          lead: titleLines(job.companyName, periodText(insights, words), words),
        },
      );
      for (const by of BREAKDOWNS) {
        const table = readableTable(summaryTable(insights, by), words);
        await writeTableSheet(
          workbook,
          words.sheets.breakdowns[by],
          table.header,
          table.rows,
          FOR_PEOPLE,
        );
      }
      await writeTableSheet(
        workbook,
        words.sheets.breakdowns['weekday-hour'],
        gridHeader(words),
        weekdayHourGrid(insights, words),
        { filters: false, colourScales: [{ range: 'B2:Y8', highColour: '2F6FDE' }], ...FOR_PEOPLE },
      );
      await writeTableSheet(
        workbook,
        words.forecast.sheet,
        forecastHeader(words),
        forecastSheetRows(everySiteForecast(forecast, [location]), words),
        FOR_PEOPLE,
      );
      if (job.withBookings) {
        const reportBookings = phases.of(3);
        const sheets = await writeBookingSheets(workbook, {
          bays,
          client: job.client,
          request,
          locationName: job.locationName,
          sheetName: words.sheets.bookings,
          signal,
          onBatch: (n, percent) => reportBookings({ percent, bookings: n, bytes: size() }),
        });
        rows = sheets.rows;
      }
    },
    { pointsUnit: words.workbook.points },
  );
  progress.report({ rows, percent: 100, bytes: written.bytes }, true);
  const dropped =
    insights.unreadableRecords + (before?.unreadableRecords ?? 0) + forecast.unreadableRecords;
  return { ...written, rows, exceedsExcelLimit: false, dropped };
}
