/**
 * A day's expected peak from its weekday's history, by either method, with its range: the 10th to
 * 90th percentile of the same history, widened to hold the expected value. Whole bays, as a manager
 * counts them: the expected value rounded, the range's ends rounded outwards. Pure.
 */
import { assertNever } from '../assert-never';
import { median, quantile, smoothedLevel } from './sample-stats';
import type { ForecastMethod } from './types';
import { MIN_HISTORY_WEEKS } from './weekday-samples';

/** The percentiles the range runs between. */
export const RANGE_QUANTILES = { low: 0.1, high: 0.9 } as const;

/** A forecast peak and its range, in whole bays. */
export interface PointForecast {
  readonly expected: number;
  readonly low: number;
  readonly high: number;
}

/** The method's raw value over the samples (oldest first); null when they are too few. */
export function methodValue(method: ForecastMethod, samples: readonly number[]): number | null {
  if (samples.length < MIN_HISTORY_WEEKS) return null;
  switch (method) {
    case 'weekday-median':
      return median(samples);
    case 'smoothing':
      return smoothedLevel(samples);
    case 'pickup':
      // The API gives no creation times: nothing tells what was booked at a lead time back then.
      return null;
    default:
      return assertNever(method, 'forecast method');
  }
}

/** The expected peak and range by the method, in whole bays; null when the samples are too few. */
export function pointForecast(
  method: ForecastMethod,
  samples: readonly number[],
): PointForecast | null {
  const value = methodValue(method, samples);
  if (value === null) return null;
  const low = quantile(samples, RANGE_QUANTILES.low) as number;
  const high = quantile(samples, RANGE_QUANTILES.high) as number;
  // A hair under each whole number is that number: interpolation may leave 2.9999999999999996.
  const EPS = 1e-9;
  return {
    expected: Math.round(value),
    low: Math.floor(Math.min(low, value) + EPS),
    high: Math.ceil(Math.max(high, value) - EPS),
  };
}

/**
 * The forecast a day ahead shows: never less than is already booked, and never more than the site's
 * bays unless the bookings already hold more.
 */
export function withBooked(forecast: PointForecast, booked: number, bays: number): PointForecast {
  const cap = Math.max(bays, booked);
  const clamp = (v: number): number => Math.min(cap, Math.max(booked, v));
  return {
    expected: clamp(forecast.expected),
    low: clamp(forecast.low),
    high: clamp(forecast.high),
  };
}
