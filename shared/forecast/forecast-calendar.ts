/**
 * The days a site's forecast reads, on its clock: the history (the back-test's weeks, then the weeks
 * a forecast learns from) and the weeks ahead, each day with its open time as instants and, when it
 * has none, why it is shut. A day's peak counts its open time only, as Insights' daily peaks do; a
 * site without opening hours is open the whole day.
 */
import { englishWeekday } from '../insights/closed-reasons';
import { ALWAYS_OPEN } from '../sites/opening-hours';
import { closedDayNumbers, openIntervals } from '../sites/open-intervals';
import type { SiteClock } from '../sites/site-clock';
import { addDays, isoWeekdayOfDate, type IsoWeekdayNumber } from '../time/civil';
import { localDayRange } from '../time/zone';

/** Weeks before the history that the back-test forecasts (each from the history weeks before it). */
export const BACKTEST_WEEKS = 8;

/** One day of the window. */
export interface CalendarDay {
  readonly date: string;
  readonly weekday: IsoWeekdayNumber;
  /** The local day's first instant and the next day's. */
  readonly startMs: number;
  readonly endMs: number;
  /** Open time, sorted and disjoint; empty on a closed day. */
  readonly openStart: readonly number[];
  readonly openEnd: readonly number[];
  /** Why it is shut (weekday name, holiday, closure); null when it has open time. */
  readonly closed: readonly string[] | null;
}

/** The window's days: index `aheadStart` is the first day ahead. */
export interface ForecastCalendar {
  readonly days: readonly CalendarDay[];
  readonly aheadStart: number;
  readonly historyWeeks: number;
}

/** What the window is made from. */
export interface CalendarInput {
  /** The first day ahead, YYYY-MM-DD. */
  readonly from: string;
  readonly weeks: number;
  readonly historyWeeks: number;
  /** The zone the days are read in. */
  readonly zone: string;
  /** The site's hours and closed days; null: open every hour of every day. */
  readonly site: SiteClock | null;
}

/** The first day fetched: the back-test's first week, before the history it learns from. */
export function windowFirstDay(from: string, historyWeeks: number): string {
  return addDays(from, -(historyWeeks + BACKTEST_WEEKS) * 7);
}

/** The window's days, each with its open time on the site's clock. */
export function forecastCalendar(input: CalendarInput): ForecastCalendar {
  const { site, zone } = input;
  const closedDays = site?.closed ?? [];
  const hours = site ? (site.hours ?? ALWAYS_OPEN) : null;
  const shut = closedDayNumbers(closedDays);
  const first = windowFirstDay(input.from, input.historyWeeks);
  const aheadStart = (input.historyWeeks + BACKTEST_WEEKS) * 7;
  const days: CalendarDay[] = [];
  for (let i = 0; i < aheadStart + input.weeks * 7; i++) {
    const date = addDays(first, i);
    const weekday = isoWeekdayOfDate(date);
    const { startMs, endMs } = localDayRange(zone, date);
    const open =
      site && hours
        ? openIntervals(startMs, endMs, site.zone, hours, shut)
        : { start: [startMs], end: [endMs] };
    const reasons = closedDays.filter((c) => c.date === date).map((c) => c.reason);
    days.push({
      date,
      weekday,
      startMs,
      endMs,
      openStart: open.start,
      openEnd: open.end,
      closed:
        open.start.length > 0 ? null : reasons.length > 0 ? reasons : [englishWeekday(weekday)],
    });
  }
  return { days, aheadStart, historyWeeks: input.historyWeeks };
}
