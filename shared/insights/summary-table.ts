/**
 * The summary report's tables, built from Insights: one table per breakdown (`--by`), with minutes
 * whole (rounded down from the summed milliseconds) and ratios unrounded, as typed values that the
 * CSV writer (shared/csv/summary-records.ts) and the workbook (shared/xlsx/table-cells.ts) each
 * write in their own way.
 */
import { assertNever } from '../assert-never';
import type { PeopleReport } from './people-report';
import { isTrendUnit, type TrendUnit } from './trend-types';
import type { Insights, SummaryBy, UseFigures } from './types';
import { averageInUse, shareOf, utilisationOf } from './ratios';

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
    'bays_needed_p95',
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

/** How a summary column's values are written: text, whole numbers, ratios or averages. */
export type SummaryColumnKind = 'text' | 'integer' | 'ratio' | 'decimal';

/** The kind of each column of each breakdown, in SUMMARY_HEADERS order. */
const KINDS: Readonly<Record<SummaryBy, readonly SummaryColumnKind[]>> = {
  bay: ['text', 'text', 'integer', 'integer', 'integer', 'integer', 'ratio'],
  tag: ['text', 'integer', 'integer', 'integer', 'integer', 'integer', 'ratio', 'integer'],
  day: ['text', 'integer', 'integer', 'integer', 'integer', 'ratio'],
  'weekday-hour': ['text', 'integer', 'decimal', 'ratio'],
};

/** One value of the table: text, a number, or empty (a ratio with nothing to divide by). */
export type SummaryValue = string | number | null;

/** A breakdown as typed values, for the CSV (summaryRecords) and the workbook alike. */
export interface SummaryTable {
  readonly header: readonly string[];
  readonly kinds: readonly SummaryColumnKind[];
  readonly rows: readonly (readonly SummaryValue[])[];
  /**
   * What each row stands for, to match it with the same row of another period: a bay's id, a tag,
   * a location's id, a weekday-hour, or a day's place in the period (its first day, second, …).
   */
  readonly keys: readonly string[];
}

/** Whole minutes, rounded down from the summed milliseconds: 59.9 s is 0 minutes. */
function minutesOf(ms: number): number {
  return Math.floor(ms / 60_000);
}

/** A ratio (the CSV writes it to 4 decimals), or null with nothing to divide by. */
function ratioOf(numerator: number, denominator: number): number | null {
  return shareOf(numerator, denominator);
}

/** The figures of one row (bookings to utilisation): shared by the location table. */
export function figures(u: UseFigures): SummaryValue[] {
  return [
    u.bookings,
    minutesOf(u.bookedMs),
    minutesOf(u.occupiedMs),
    minutesOf(u.availableMs),
    utilisationOf(u),
  ];
}

/** Which bays a bay summary keeps: all, or only those under a utilisation (never booked included). */
export interface SummaryOptions {
  /** Keep only bays whose utilisation is below this ratio (0 to 1); `--under`. */
  readonly under?: number | null;
}

/** The breakdown's columns and rows, typed. */
export function summaryTable(
  insights: Insights,
  by: SummaryBy,
  options: SummaryOptions = {},
): SummaryTable {
  const header = SUMMARY_HEADERS[by];
  const kinds = KINDS[by];
  switch (by) {
    case 'bay': {
      const under = options.under ?? null;
      const bays =
        under === null
          ? insights.bayUse
          : insights.bayUse.filter((b) => (utilisationOf(b) ?? Infinity) < under);
      return {
        header,
        kinds,
        rows: bays.map((b) => [b.bayName ?? b.bayId, b.tag, ...figures(b)]),
        keys: bays.map((b) => b.bayId),
      };
    }
    case 'tag':
      return {
        header,
        kinds,
        rows: insights.tagUse.map((t) => [t.tag, t.bays, ...figures(t), t.baysNeeded]),
        keys: insights.tagUse.map((t) => t.tag ?? ''),
      };
    case 'day':
      return {
        header,
        kinds,
        rows: insights.days.map((d) => [d.date, ...figures(d)]),
        keys: insights.days.map((_, i) => String(i)),
      };
    case 'weekday-hour':
      return {
        header,
        kinds,
        keys: insights.weekdayHours.map((w) => `${w.isoWeekday}-${w.hour}`),
        rows: insights.weekdayHours.map((w) => {
          const average = averageInUse(w.occupiedMs, w.windowMs);
          return [
            WEEKDAYS[w.isoWeekday - 1] as string,
            w.hour,
            average,
            average === null ? null : ratioOf(average, insights.bays),
          ];
        }),
      };
    default:
      return assertNever(by, 'breakdown');
  }
}

/**
 * `summary-by-<by>-<location>-<from>-to-<to>.csv` (one day: `…-<day>.csv`), safe on every OS; a
 * trend's is `trends-by-month-…` or `trends-by-week-…`.
 */
export function suggestedSummaryFileName(
  bookingsFileName: string,
  by: SummaryBy | 'location' | TrendUnit | PeopleReport,
): string {
  const kind = isTrendUnit(by) ? 'trends' : 'summary';
  return bookingsFileName.replace(/^bookings-/, `${kind}-by-${by}-`);
}
