/**
 * The report workbook's Weeks ahead sheet: a row per site and open day, in the workbook's language
 * (the weekday and status words too); a site without a forecast has its expected cells empty.
 * Closed days have no row, as in the forecast's CSV.
 */
import type { SiteForecast } from '../forecast/types';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import { parseIsoDate } from '../time/civil';
import type { XlsxCell } from './cell';
import { figureCell, labelCell, textCell } from './figure-cells';

/** The sheet's header. */
export function forecastHeader(words: ReportWords = ENGLISH): string[] {
  const { figures, forecast } = words;
  return [
    figures.location,
    figures.date,
    figures.weekday,
    figures.bays,
    forecast.bookedPeak,
    forecast.expectedPeak,
    forecast.expectedLow,
    forecast.expectedHigh,
    forecast.status,
  ];
}

function dateCell(date: string): XlsxCell {
  const d = parseIsoDate(date);
  return d ? { kind: 'date', wallMs: Date.UTC(d.year, d.month - 1, d.day) } : textCell(date);
}

/** A row per site and open day, sites in order. */
export function forecastSheetRows(
  sites: readonly SiteForecast[],
  words: ReportWords = ENGLISH,
): XlsxCell[][] {
  return sites.flatMap((site) =>
    site.days.flatMap((day) =>
      day.closed !== null || day.status === 'closed'
        ? []
        : [
            [
              labelCell(site.name),
              dateCell(day.date),
              textCell(words.weekdays[day.weekday - 1]),
              figureCell(site.bays, 'count'),
              figureCell(day.bookedPeak, 'count'),
              figureCell(day.expectedPeak, 'count'),
              figureCell(day.expectedLow, 'count'),
              figureCell(day.expectedHigh, 'count'),
              textCell(words.forecast.statuses[day.status]),
            ],
          ],
    ),
  );
}
