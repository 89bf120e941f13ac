/**
 * The All locations report workbook, for a director: Summary (the company's totals and how the
 * sites stand against their targets), By location (a row per location and the totals, with the
 * change against a comparison period when asked), Trend (each site's last 12 months), People (how
 * often people came) and, when the report may name people, Double bookings. Every sheet is set up
 * to print: landscape, one page wide, its header and first column on every page.
 */
import type { ExportRequest } from '#shared/contract';
import type { Comparison } from '#shared/insights/compare-period';
import type { ClockOf } from '#shared/sites/site-clock';
import type { LocalDays } from '#shared/time/local-days';
import { locationSheet } from '#shared/xlsx/location-sheet';
import { type ReportLanguage, reportWords } from '#shared/report-words';
import {
  doubleBookingRows,
  cappedLines,
  doubleBookingsHeader,
  peopleHeader,
  peopleRows,
} from '#shared/xlsx/people-sheet';
import { portfolioSummaryRows } from '#shared/xlsx/portfolio-summary-sheet';
import { columnName } from '#shared/xlsx/xml';
import { summaryHeader } from '#shared/xlsx/summary-lines';
import { periodText } from '#shared/xlsx/report-sheets';
import { titleLines } from '#shared/xlsx/title-lines';
import { trendMonths, trendSheet } from '#shared/xlsx/trend-sheet';
import type { ApiClient } from '../api/client';
import type { ExportOutcome } from '../export/export-job';
import { type ExportCounters, throttleProgress } from '../export/progress';
import { writeTableSheet } from './xlsx/table-sheet';
import { FORECAST_WEEKS, HISTORY_WEEKS } from '#shared/contract';
import { BACKTEST_WEEKS } from '#shared/forecast/forecast-calendar';
import { forecastGrid } from '#shared/xlsx/forecast-grid';
import { textCell } from '#shared/xlsx/figure-cells';
import { localDateOf } from '#shared/time/zone';
import { computeForecast, everySiteForecast } from '../forecast/compute-forecast';
import { writeWorkbookFile } from './xlsx/workbook-export';
import { computeTrends } from '../insights/compute-trends';
import { eachLocationInsights, type NamedLocation } from '../insights/each-location';
import { type PhaseReport, phasedProgress } from '../insights/phased-progress';
import { comparisonDays, dayCount } from './report-comparison';

/** The All locations report workbook to write. */
export interface PortfolioReportJob {
  readonly client: ApiClient;
  /** The period, zone, filter and personal data (false: People counts, no Double bookings). */
  readonly request: ExportRequest;
  readonly locations: readonly NamedLocation[];
  /** By location's change columns compare with this period. */
  readonly compare?: Comparison | null;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** Each location's zone and site clock; default the request's zone, every hour of every day. */
  readonly clockOf?: ClockOf;
  readonly nowMs?: number;
  /** The language of its words; absent: English. */
  readonly language?: ReportLanguage;
  /** The company's name (the account's), in the first sheet's title; absent: the title alone. */
  readonly companyName?: string | null;
  onProgress(p: ExportCounters): void;
}

/** The days the Weeks ahead sheet reads per site: the back-test's, the history's and the weeks ahead. */
const FORECAST_DAYS = (BACKTEST_WEEKS + HISTORY_WEEKS.default + FORECAST_WEEKS.default) * 7;

/**
 * Counts every location over the period (and the comparison's), then each site's 12 months for
 * the trend, one location after another; writes the workbook. Throws AppFailure as exports do.
 */
export async function writePortfolioWorkbook(job: PortfolioReportJob): Promise<ExportOutcome> {
  const { request, client, signal } = job;
  const words = reportWords(job.language);
  const pageOf = words.workbook.pageOf('&P', '&N');
  // A sheet for people whose first column names the rows, and one whose last row is its totals.
  const FOR_PEOPLE = { forPeople: { titleColumn: true, pageOf } } as const;
  const WITH_TOTALS = { ...FOR_PEOPLE, totalRows: 1 } as const;
  const comparedWith = comparisonDays(request, job.compare);
  const months = trendMonths(request.to);
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  const phases = phasedProgress(
    [dayCount(request), dayCount(comparedWith), dayCount(months), FORECAST_DAYS],
    (c) => progress.report(c),
  );
  // One bays list for both periods and the trend.
  const { items: bays } = await client.listBays(signal);
  const everyLocation = (days: LocalDays, onProgress: PhaseReport) =>
    eachLocationInsights({
      client,
      locations: job.locations,
      from: days.from,
      to: days.to,
      zone: request.zone,
      bays,
      clockOf: job.clockOf,
      filter: request.filter,
      signal,
      onProgress,
    });
  const current = await everyLocation(request, phases.of(0));
  const before = comparedWith ? await everyLocation(comparedWith, phases.of(1)) : null;
  const trends = await computeTrends({
    client,
    unit: 'month',
    ...months,
    zone: request.zone,
    locations: job.locations,
    bays,
    filter: request.filter,
    clockOf: job.clockOf,
    signal,
    onProgress: phases.of(2),
  });
  // The weeks ahead of the day the report is made, on each site's clock.
  const forecast = await computeForecast({
    client,
    locations: job.locations,
    from: localDateOf(request.zone, job.nowMs ?? Date.now()),
    weeks: FORECAST_WEEKS.default,
    historyWeeks: HISTORY_WEEKS.default,
    zone: request.zone,
    bays,
    clockOf: job.clockOf,
    signal,
    onProgress: phases.of(3),
  });
  const ahead = everySiteForecast(forecast, job.locations);
  const { entries } = current;
  const written = await writeWorkbookFile(
    job.targetPath,
    signal,
    async (workbook) => {
      const { sheets } = words;
      const summary = portfolioSummaryRows(
        entries,
        before?.entries ?? null,
        { ...request, generatedAtMs: job.nowMs ?? Date.now(), comparedWith },
        words,
      );
      await writeTableSheet(
        workbook,
        sheets.summary,
        summaryHeader(before !== null, words),
        summary,
        {
          filters: false,
          ...FOR_PEOPLE,
          lead: titleLines(job.companyName, periodText(request, words), words),
        },
      );
      const byLocation = locationSheet(entries, before?.entries ?? null, words);
      await writeTableSheet(
        workbook,
        sheets.byLocation,
        byLocation.header,
        byLocation.rows,
        WITH_TOTALS,
      );
      const trend = trendSheet(trends, months, words);
      await writeTableSheet(workbook, sheets.trend, trend.header, trend.rows, {
        ...WITH_TOTALS,
        filters: false,
        // The sites' months, not the company's row below them.
        colourScales:
          trends.length > 0
            ? [
                {
                  range: `B2:${columnName(trend.header.length - 1)}${trend.rows.length}`,
                  highColour: '2F6FDE',
                },
              ]
            : [],
      });
      const grid = forecastGrid(ahead, words);
      await writeTableSheet(workbook, words.forecast.sheet, grid.header, grid.rows, {
        ...FOR_PEOPLE,
        filters: false,
        lead: grid.lead,
        totalRows: 1,
      });
      await writeTableSheet(
        workbook,
        sheets.people,
        peopleHeader(words),
        peopleRows(entries, words),
        WITH_TOTALS,
      );
      if (request.personalData)
        await writeTableSheet(
          workbook,
          sheets.peopleReports['double-booking'],
          doubleBookingsHeader(words),
          doubleBookingRows(entries),
          {
            ...FOR_PEOPLE,
            lead: [[textCell(words.workbook.notPrinted)], ...cappedLines(entries, words)],
            printLeadOnly: true,
          },
        );
    },
    { pointsUnit: words.workbook.points },
  );
  progress.report({ rows: 0, percent: 100, bytes: written.bytes }, true);
  const dropped = current.dropped + (before?.dropped ?? 0) + forecast.unreadableRecords;
  return { ...written, rows: 0, exceedsExcelLimit: false, dropped };
}
