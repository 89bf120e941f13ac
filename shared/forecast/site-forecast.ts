/**
 * One site's weeks ahead from its daily peaks: both methods back-tested, the better kept, and each
 * day ahead forecast by it (never below what is already booked), with its status; the days likely to
 * be full and the bays the site should expect to need. Pure.
 */
import { backtestMethod, keptMethod } from './backtest';
import type { DayPeakCounts } from './day-peaks';
import type { CalendarDay, ForecastCalendar } from './forecast-calendar';
import { forecastStatus } from './forecast-status';
import { pointForecast, withBooked } from './point-forecast';
import type { ForecastDay, SiteForecast } from './types';
import { MIN_HISTORY_WEEKS, type PeakHistory, weekdaySamples } from './weekday-samples';

/** The site as the forecast names it. */
export interface SiteIdentity {
  readonly locationId: string;
  readonly name: string;
  readonly zone: string;
}

/** Whole weeks of the forecast's history (the weeks before the first day ahead) from the first booking on. */
function weeksWithData(calendar: ForecastCalendar, firstDataDay: number | null): number {
  if (firstDataDay === null) return 0;
  let weeks = 0;
  for (let k = 1; k <= calendar.historyWeeks; k++)
    if (calendar.aheadStart - 7 * k + 6 >= firstDataDay) weeks++;
  return weeks;
}

/** The forecast of a site whose peaks are counted. */
export function siteForecast(
  site: SiteIdentity,
  calendar: ForecastCalendar,
  counts: DayPeakCounts,
): SiteForecast {
  const { aheadStart, historyWeeks } = calendar;
  // Only the history is data: what is booked ahead so far is no day's final peak.
  const firstDataDay =
    counts.firstBookingDay !== null && counts.firstBookingDay < aheadStart
      ? counts.firstBookingDay
      : null;
  const history: PeakHistory = { days: calendar.days, peaks: counts.peaks, firstDataDay };
  const withData = weeksWithData(calendar, firstDataDay);
  const tooLittleHistory = withData < MIN_HISTORY_WEEKS;
  const primary = backtestMethod(history, aheadStart, historyWeeks, 'weekday-median');
  const alternative = backtestMethod(history, aheadStart, historyWeeks, 'smoothing');
  const kept = keptMethod(primary, alternative);
  const other = kept === primary ? alternative : primary;
  const method = tooLittleHistory ? null : kept.method;
  const { bays } = counts;
  const days: ForecastDay[] = [];
  for (let d = aheadStart; d < calendar.days.length; d++) {
    const day = calendar.days[d] as CalendarDay;
    const booked = counts.peaks[d] as number;
    const point =
      method && day.closed === null
        ? pointForecast(method, weekdaySamples(history, d, aheadStart, historyWeeks))
        : null;
    const shown = point && withBooked(point, booked, bays);
    days.push({
      date: day.date,
      weekday: day.weekday,
      closed: day.closed,
      bookedPeak: booked,
      expectedPeak: shown?.expected ?? null,
      expectedLow: shown?.low ?? null,
      expectedHigh: shown?.high ?? null,
      status: day.closed ? 'closed' : forecastStatus(shown?.expected ?? booked, bays),
    });
  }
  const expected = days.flatMap((d) => (d.expectedPeak === null ? [] : [d.expectedPeak]));
  return {
    ...site,
    bays,
    method,
    historyWeeksWithData: withData,
    tooLittleHistory,
    backtest:
      method && kept.meanAbsoluteError !== null
        ? {
            weeks: kept.weeks,
            meanAbsoluteErrorBays: kept.meanAbsoluteError,
            meanAbsoluteErrorShare: bays > 0 ? kept.meanAbsoluteError / bays : null,
            alternativeErrorBays: other.meanAbsoluteError,
          }
        : null,
    days,
    likelyFullDays: days.filter((d) => d.status === 'full').map((d) => d.date),
    expectedBaysNeeded: expected.length > 0 ? Math.max(...expected) : null,
  };
}
