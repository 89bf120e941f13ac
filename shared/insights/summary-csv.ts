/**
 * The summary report's records, built from Insights: one table per breakdown (`--by`), with minutes
 * whole (rounded down from the summed milliseconds) and ratios to 4 decimals. Quoting, the BOM and
 * the delimiter are the CSV writer's; formula neutralisation of names and tags happens here.
 */
import { assertNever } from '../assert-never';
import { neutraliseFormula } from '../csv/neutralise';
import type { Insights, SummaryBy, UseFigures } from './types';

/** The columns of each breakdown, in file order. */
export const SUMMARY_HEADERS: Readonly<Record<SummaryBy, readonly string[]>> = {
  bay: [
    'bay',
    'bay_tag',
    'bookings',
    'booked_minutes',
    'occupied_minutes',
    'available_minutes',
    'utilisation',
  ],
  tag: [
    'bay_tag',
    'bays',
    'bookings',
    'booked_minutes',
    'occupied_minutes',
    'available_minutes',
    'utilisation',
  ],
  day: [
    'date',
    'bookings',
    'booked_minutes',
    'occupied_minutes',
    'available_minutes',
    'utilisation',
  ],
  'weekday-hour': ['weekday', 'hour', 'average_bays_in_use', 'utilisation'],
};

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whole minutes, rounded down: 59.9 s is 0 minutes. */
export function wholeMinutes(ms: number): string {
  return String(Math.floor(ms / 60_000));
}

/** A ratio to 4 decimals, or empty when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number): string {
  return denominator > 0 ? (numerator / denominator).toFixed(4) : '';
}

function figures(u: UseFigures): string[] {
  return [
    String(u.bookings),
    wholeMinutes(u.bookedMs),
    wholeMinutes(u.occupiedMs),
    wholeMinutes(u.availableMs),
    ratio(u.occupiedMs, u.availableMs),
  ];
}

/** The header and data records of a summary report. */
export function summaryRecords(
  insights: Insights,
  by: SummaryBy,
  options: { readonly neutraliseFormulas?: boolean } = {},
): { header: readonly string[]; rows: string[][] } {
  const text =
    options.neutraliseFormulas === false
      ? (value: string | null) => value ?? ''
      : (value: string | null) => (value ? neutraliseFormula(value) : '');
  const header = SUMMARY_HEADERS[by];
  switch (by) {
    case 'bay':
      return {
        header,
        rows: insights.bayUse.map((b) => [text(b.bayName ?? b.bayId), text(b.tag), ...figures(b)]),
      };
    case 'tag':
      return {
        header,
        rows: insights.tagUse.map((t) => [text(t.tag), String(t.bays), ...figures(t)]),
      };
    case 'day':
      return { header, rows: insights.days.map((d) => [d.date, ...figures(d)]) };
    case 'weekday-hour':
      return {
        header,
        rows: insights.weekdayHours.map((w) => {
          const average = w.windowMs > 0 ? w.occupiedMs / w.windowMs : null;
          return [
            WEEKDAYS[w.isoWeekday - 1] as string,
            String(w.hour),
            average === null ? '' : average.toFixed(4),
            average === null ? '' : ratio(average, insights.bays),
          ];
        }),
      };
    default:
      return assertNever(by, 'breakdown');
  }
}

/** `summary-by-<by>-<location>-<from>-to-<to>.csv` (one day: `…-<day>.csv`), safe on every OS. */
export function suggestedSummaryFileName(bookingsFileName: string, by: SummaryBy): string {
  return bookingsFileName.replace(/^bookings-/, `summary-by-${by}-`);
}
