import { describe, expect, it } from 'vitest';
import { backtestMethod, keptMethod } from './backtest';
import type { CalendarDay } from './forecast-calendar';
import { pointForecast, withBooked } from './point-forecast';

const open = (n: number): CalendarDay[] =>
  Array.from({ length: n }, (_, i) => ({
    date: `d${i}`,
    weekday: ((i % 7) + 1) as CalendarDay['weekday'],
    startMs: i,
    endMs: i + 1,
    openStart: [i],
    openEnd: [i + 1],
    closed: null,
  }));

describe('the back-test', () => {
  it('keeps smoothing when demand climbs and it follows better than the median', () => {
    const days = open(20 * 7);
    // Every day's peak is its week's number: a steady climb.
    const peaks = days.map((_, i) => Math.floor(i / 7));
    const history = { days, peaks, firstDataDay: 0 };
    const median = backtestMethod(history, 20 * 7, 12, 'weekday-median');
    const smoothing = backtestMethod(history, 20 * 7, 12, 'smoothing');
    expect(median).toMatchObject({ weeks: 8, days: 56 });
    expect(median.meanAbsoluteError).toBeCloseTo(6, 5);
    expect(smoothing.meanAbsoluteError as number).toBeLessThan(6);
    expect(keptMethod(median, smoothing)).toBe(smoothing);
  });

  it('keeps the median on a tie', () => {
    const tie = { method: 'weekday-median', weeks: 8, days: 40, meanAbsoluteError: 0 } as const;
    expect(keptMethod(tie, { ...tie, method: 'smoothing' })).toBe(tie);
  });
});

describe('a day’s forecast', () => {
  it('runs between the 10th and 90th percentiles in whole bays, never under the bookings', () => {
    const f = pointForecast('weekday-median', [2, 3, 3, 4, 4, 5]);
    expect(f).toEqual({ expected: 4, low: 2, high: 5 });
    expect(withBooked(f!, 5, 6)).toEqual({ expected: 5, low: 5, high: 5 });
    expect(withBooked({ expected: 7, low: 6, high: 8 }, 1, 6)).toEqual({
      expected: 6,
      low: 6,
      high: 6,
    });
    expect(pointForecast('weekday-median', [1, 2, 3])).toBeNull();
    expect(pointForecast('pickup', [1, 2, 3, 4])).toBeNull();
  });
});
