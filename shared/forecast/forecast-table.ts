/**
 * The forecast as a file's table: a row per site and open day (a closed day is no row: nothing is
 * expected of it), and the back-test a row per site. Numbers as the CSV writes them; a workbook
 * reads the same rows. Pure.
 */
import { englishWeekday } from '../insights/closed-reasons';
import type { Forecast, SiteForecast } from './types';

/** The weeks-ahead file's columns. */
export const FORECAST_COLUMNS = [
  'location',
  'date',
  'weekday',
  'bays',
  'booked_peak',
  'expected_peak',
  'expected_low',
  'expected_high',
  'status',
] as const;

/** The back-test file's columns. */
export const BACKTEST_COLUMNS = [
  'location',
  'method',
  'history_weeks_with_data',
  'backtest_weeks',
  'mean_absolute_error_bays',
  'mean_absolute_error_share',
  'alternative_error_bays',
  'note',
] as const;

/** The words a site without a forecast is noted with. */
export const TOO_LITTLE_HISTORY = 'too little history';

const number = (value: number | null, digits?: number): string =>
  value === null ? '' : digits === undefined ? String(value) : value.toFixed(digits);

/** The sites that could be forecast, in order. */
export function forecastSites(forecast: Forecast): SiteForecast[] {
  return forecast.sites.flatMap((s) => (s.result.ok ? [s.result.value] : []));
}

/** A row per site and open day, in the sites' order then by date. */
export function forecastRows(sites: readonly SiteForecast[]): string[][] {
  return sites.flatMap((site) =>
    site.days
      .filter((day) => day.closed === null)
      .map((day) => [
        site.name,
        day.date,
        englishWeekday(day.weekday),
        String(site.bays),
        String(day.bookedPeak),
        number(day.expectedPeak),
        number(day.expectedLow),
        number(day.expectedHigh),
        day.status,
      ]),
  );
}

/** A row per site: the method kept and its back-test error, or why there is none. */
export function backtestRows(sites: readonly SiteForecast[]): string[][] {
  return sites.map((site) => {
    const b = site.backtest;
    return [
      site.name,
      site.method ?? '',
      String(site.historyWeeksWithData),
      String(b?.weeks ?? 0),
      number(b?.meanAbsoluteErrorBays ?? null, 2),
      number(b?.meanAbsoluteErrorShare ?? null, 4),
      number(b?.alternativeErrorBays ?? null, 2),
      site.tooLittleHistory ? TOO_LITTLE_HISTORY : b ? '' : 'no back-test week had data',
    ];
  });
}

/** One line a person reads: the site's mean absolute error in bays, or why there is none. */
export function backtestLine(site: SiteForecast): string {
  const b = site.backtest;
  if (site.tooLittleHistory || !site.method)
    return `${site.name}: ${TOO_LITTLE_HISTORY} to forecast (${site.historyWeeksWithData} weeks from its first booking; 4 needed)`;
  if (!b) return `${site.name}: no back-test week had data to compare`;
  const share =
    b.meanAbsoluteErrorShare === null
      ? ''
      : ` (${(b.meanAbsoluteErrorShare * 100).toFixed(1)}% of ${site.bays} bays)`;
  const other = site.method === 'weekday-median' ? 'smoothing' : 'weekday-median';
  const alternative =
    b.alternativeErrorBays === null ? '' : `; ${other} ${b.alternativeErrorBays.toFixed(2)} bays`;
  return `${site.name}: mean absolute error ${b.meanAbsoluteErrorBays.toFixed(2)} bays${share} over ${b.weeks} weeks, by ${site.method}${alternative}`;
}
