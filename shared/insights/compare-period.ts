/** The period a comparison is made with: the one before, the same weekdays a year earlier, or chosen. */
import { assertNever } from '../assert-never';
import { addDays, daysBetween, formatIsoDate, parseIsoDate } from '../time/civil';
import type { LocalDays } from '../time/local-days';

/**
 * The calendar unit a period is counted in, when it came from one (a preset or `--period` such as
 * last-month): its previous period is then the previous calendar week, month or year.
 */
export type CalendarUnit = 'week' | 'month' | 'year';

/** The calendar units, for the contract's schema. */
export const CALENDAR_UNITS = ['week', 'month', 'year'] as const satisfies readonly CalendarUnit[];

/** What to compare with. */
export type Comparison =
  | {
      readonly kind: 'previous';
      /** Set: the same days of the previous calendar unit. Absent or null: the days just before. */
      readonly unit?: CalendarUnit | null;
    }
  | { readonly kind: 'year' }
  | ({ readonly kind: 'chosen' } & LocalDays);

/** Days back for "a year earlier": 52 weeks, so each day meets the same weekday. */
export const YEAR_BACK_DAYS = 364;

/** The comparison's local days, both included. */
export function comparisonPeriod(from: string, to: string, comparison: Comparison): LocalDays {
  switch (comparison.kind) {
    case 'previous': {
      if (comparison.unit) return previousUnit(from, to, comparison.unit);
      const length = daysBetween(from, to) + 1;
      return { from: addDays(from, -length), to: addDays(from, -1) };
    }
    case 'year':
      return { from: addDays(from, -YEAR_BACK_DAYS), to: addDays(to, -YEAR_BACK_DAYS) };
    case 'chosen':
      return { from: comparison.from, to: comparison.to };
    default:
      return assertNever(comparison, 'comparison');
  }
}

/**
 * The same days one calendar unit earlier: a week 7 days back; a month or year back by the
 * calendar, so October gives September (1–30 Sep) and 1–17 Nov gives 1–17 Oct. A day the earlier
 * month lacks is its last day, and a period ending on a month's last day ends on the earlier
 * month's last day (March gives the whole of February).
 */
function previousUnit(from: string, to: string, unit: CalendarUnit): LocalDays {
  if (unit === 'week') return { from: addDays(from, -7), to: addDays(to, -7) };
  const months = unit === 'month' ? 1 : 12;
  return { from: monthsBack(from, months, false), to: monthsBack(to, months, isMonthEnd(to)) };
}

function isMonthEnd(isoDate: string): boolean {
  return addDays(isoDate, 1).slice(8) === '01';
}

/** `isoDate` `months` calendar months earlier; a day past that month's end (or `toEnd`) is its last. */
function monthsBack(isoDate: string, months: number, toEnd: boolean): string {
  const date = parseIsoDate(isoDate) as NonNullable<ReturnType<typeof parseIsoDate>>;
  const index = date.year * 12 + (date.month - 1) - months;
  const first = { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
  const last = lastDayOfMonth(formatIsoDate(first));
  const day = toEnd ? last : Math.min(date.day, last);
  return formatIsoDate({ ...first, day });
}

function lastDayOfMonth(firstDay: string): number {
  const next = parseIsoDate(addDays(firstDay, 31)) as NonNullable<ReturnType<typeof parseIsoDate>>;
  // 31 days after the 1st lands in the next month, on day 1 to 4: step back to this month's end.
  return Number(addDays(firstDay, 31 - next.day).slice(8));
}

/**
 * The calendar unit of a period preset or `--period` name: a week, month or year for the calendar
 * ones (this-week, last-month, this-year…); null for days (today, last-N-days), counted by length.
 */
export function calendarUnitOf(periodName: string | null | undefined): CalendarUnit | null {
  switch (periodName) {
    case 'this-week':
    case 'last-week':
      return 'week';
    case 'this-month':
    case 'last-month':
      return 'month';
    case 'this-year':
      return 'year';
    default:
      return null;
  }
}

/**
 * `comparison` for a period counted in `unit`: "previous" takes the unit (null: by length); the
 * other kinds do not depend on it. The same object when nothing changes.
 */
export function withCalendarUnit(comparison: Comparison, unit: CalendarUnit | null): Comparison {
  if (comparison.kind !== 'previous' || (comparison.unit ?? null) === unit) return comparison;
  return { kind: 'previous', unit };
}

/** `--compare previous|year|FROM..TO` as a Comparison, or null when the text is none of them. */
export function parseComparison(text: string): Comparison | null {
  if (text === 'previous') return { kind: 'previous' };
  if (text === 'year') return { kind: 'year' };
  const m = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (m && m[1] && m[2] && m[1] <= m[2]) return { kind: 'chosen', from: m[1], to: m[2] };
  return null;
}
