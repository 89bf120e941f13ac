/**
 * The every-location report's Weeks ahead: a row per day and a column per site, each cell the bays
 * the site is expected to need that day, shaded full, near full or closed. A director reads a month
 * of ten sites on one printed page; the row-per-day table (forecast-sheet.ts) stays the one-location
 * report's and the `forecast` command's.
 */
import type { ForecastDay, SiteForecast } from '../forecast/types';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import { parseIsoDate } from '../time/civil';
import type { XlsxCell } from './cell';
import { figureCell, labelCell, textCell } from './figure-cells';

/** The grid as a table: its header, rows (the last the days likely full) and the legend above it. */
export interface ForecastGrid {
  readonly header: readonly string[];
  readonly rows: readonly (readonly XlsxCell[])[];
  readonly lead: readonly (readonly XlsxCell[])[];
}

function dateCell(date: string): XlsxCell {
  const d = parseIsoDate(date);
  return d ? { kind: 'date', wallMs: Date.UTC(d.year, d.month - 1, d.day) } : textCell(date);
}

const isClosed = (day: ForecastDay): boolean => day.closed !== null || day.status === 'closed';

/** One site's day: its expected peak, shaded by status; closed said; empty without a forecast. */
function dayCell(day: ForecastDay | undefined, words: ReportWords): XlsxCell {
  if (!day) return null;
  if (isClosed(day)) return { kind: 'text', value: words.forecast.closed, tone: 'closed' };
  if (day.expectedPeak === null) return null;
  const tone = day.status === 'full' || day.status === 'near full' ? day.status : undefined;
  return { kind: 'integer', value: day.expectedPeak, ...(tone ? { tone } : {}) };
}

/** The grid of `sites`' weeks ahead, in the workbook's language. */
export function forecastGrid(
  sites: readonly SiteForecast[],
  words: ReportWords = ENGLISH,
): ForecastGrid {
  const { figures, forecast } = words;
  const byDate = sites.map((site) => new Map(site.days.map((day) => [day.date, day])));
  const dates = [...new Set(sites.flatMap((site) => site.days.map((day) => day.date)))].sort();
  const weekdayOf = (date: string): string => {
    const day = sites.flatMap((s) => s.days).find((d) => d.date === date);
    return day ? (words.weekdays[day.weekday - 1] ?? '') : '';
  };
  const rows: XlsxCell[][] = [
    [labelCell(figures.bays), null, ...sites.map((site) => figureCell(site.bays, 'count'))],
    ...dates.map((date) => [
      dateCell(date),
      textCell(weekdayOf(date)),
      ...byDate.map((days) => dayCell(days.get(date), words)),
    ]),
    [
      labelCell(forecast.daysLikelyFull),
      null,
      ...sites.map((site) =>
        figureCell(site.days.filter((d) => !isClosed(d) && d.status === 'full').length, 'count'),
      ),
    ],
  ];
  return {
    header: [figures.date, figures.weekday, ...sites.map((site) => site.name)],
    rows,
    lead: [[textCell(forecast.gridLegend)]],
  };
}
