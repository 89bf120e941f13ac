/** The small calendar of a person's days: a month grid per month of the period. Pure. */
import { addDays, daysBetween, isoWeekdayOfDate } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';

/** A day of a month's grid: its date, whether it is in the period, and its bookings there. */
export interface CalendarDay {
  readonly date: string;
  readonly inPeriod: boolean;
  readonly bookings: number;
}

/** A month's grid: weeks of 7 cells, null where the day is another month's. */
export interface CalendarMonth {
  /** The month's first day, YYYY-MM-01. */
  readonly month: string;
  readonly weeks: readonly (readonly (CalendarDay | null)[])[];
}

/**
 * The months the period touches, each as weeks starting on `firstDayOfWeek` (0 Sunday … 6
 * Saturday), with the count of bookings on each day.
 */
export function calendarMonths(
  period: LocalDays,
  bookingsOnDay: ReadonlyMap<string, number>,
  firstDayOfWeek: number,
): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  let month = `${period.from.slice(0, 7)}-01`;
  const last = `${period.to.slice(0, 7)}-01`;
  while (month <= last) {
    months.push(monthGrid(month, period, bookingsOnDay, firstDayOfWeek));
    month = nextMonth(month);
  }
  return months;
}

function nextMonth(first: string): string {
  const year = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

function monthGrid(
  first: string,
  period: LocalDays,
  bookingsOnDay: ReadonlyMap<string, number>,
  firstDayOfWeek: number,
): CalendarMonth {
  const length = daysBetween(first, nextMonth(first));
  // ISO weekday 1–7 (Monday–Sunday) to 0–6 from Sunday, then the cells before the 1st.
  const weekday = isoWeekdayOfDate(first) % 7;
  const lead = (weekday - firstDayOfWeek + 7) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  for (let i = 0; i < length; i++) {
    const date = addDays(first, i);
    cells.push({
      date,
      inPeriod: date >= period.from && date <= period.to,
      bookings: bookingsOnDay.get(date) ?? 0,
    });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return { month: first, weeks };
}
