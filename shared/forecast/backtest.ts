/**
 * The back-test: each of the last weeks before the first day ahead forecast from the history weeks
 * before it, by a method, against the peaks that came. Only days with data count (open, on or after
 * the first booking) that the method could forecast. Pure.
 */
import { BACKTEST_WEEKS } from './forecast-calendar';
import { pointForecast } from './point-forecast';
import type { ForecastMethod } from './types';
import { isData, type PeakHistory, weekdaySamples } from './weekday-samples';

/** A method's back-test: its mean absolute error and how much it rests on. */
export interface MethodError {
  readonly method: ForecastMethod;
  /** Weeks with at least one day scored. */
  readonly weeks: number;
  readonly days: number;
  /** Mean absolute error of the expected peak, in bays; null when no day could be scored. */
  readonly meanAbsoluteError: number | null;
}

/** Scores the method over the BACKTEST_WEEKS weeks before `aheadStart`. */
export function backtestMethod(
  history: PeakHistory,
  aheadStart: number,
  historyWeeks: number,
  method: ForecastMethod,
): MethodError {
  let weeks = 0;
  let days = 0;
  let sum = 0;
  for (let b = BACKTEST_WEEKS; b >= 1; b--) {
    const cutoff = aheadStart - 7 * b;
    if (cutoff < 0) continue;
    let scored = 0;
    for (let d = cutoff; d < cutoff + 7; d++) {
      if (!isData(history, d)) continue;
      const forecast = pointForecast(method, weekdaySamples(history, d, cutoff, historyWeeks));
      if (!forecast) continue;
      sum += Math.abs(forecast.expected - (history.peaks[d] as number));
      scored++;
    }
    if (scored > 0) weeks++;
    days += scored;
  }
  return { method, weeks, days, meanAbsoluteError: days > 0 ? sum / days : null };
}

/**
 * The method to keep: the weekday median unless the alternative's error is lower (a tie keeps the
 * median, the plainer of the two), or the median could not be scored and the alternative was.
 */
export function keptMethod(primary: MethodError, alternative: MethodError): MethodError {
  if (alternative.meanAbsoluteError === null) return primary;
  if (primary.meanAbsoluteError === null) return alternative;
  return alternative.meanAbsoluteError < primary.meanAbsoluteError ? alternative : primary;
}
