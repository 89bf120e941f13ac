import { describe, expect, it } from 'vitest';
import { trendBuckets, trendPeriodProblem } from './trend-period';

describe('a trend’s period', () => {
  it('splits whole months, February of a leap year included', () => {
    expect(trendBuckets('month', { from: '2023-12-01', to: '2024-03-31' })).toEqual([
      { from: '2023-12-01', to: '2023-12-31' },
      { from: '2024-01-01', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-31' },
    ]);
  });

  it('splits ISO weeks, Monday first, across a year’s end', () => {
    expect(trendBuckets('week', { from: '2025-12-22', to: '2026-01-11' })).toEqual([
      { from: '2025-12-22', to: '2025-12-28' },
      { from: '2025-12-29', to: '2026-01-04' },
      { from: '2026-01-05', to: '2026-01-11' },
    ]);
  });

  it.each([
    ['month', '2026-01-01', '2026-12-31', null],
    ['month', '2025-01-01', '2026-12-31', null],
    [
      'month',
      '2026-01-15',
      '2026-03-31',
      'Trends by month count whole calendar months: start on the first day of a month (2026-01-01 rather than 2026-01-15).',
    ],
    [
      'month',
      '2026-01-01',
      '2026-02-27',
      'Trends by month count whole calendar months: end on the last day of a month (2026-02-28 rather than 2026-02-27).',
    ],
    [
      'month',
      '2024-12-01',
      '2026-12-31',
      'Trends cover at most 24 months; this period has 25. Choose a later first day.',
    ],
    ['week', '2024-12-30', '2027-01-03', null], // 105 weeks
    [
      'week',
      '2024-12-23',
      '2027-01-03',
      'Trends cover at most 105 weeks; this period has 106. Choose a later first day.',
    ],
    [
      'week',
      '2026-01-06',
      '2026-01-11',
      'Trends by week count whole weeks, Monday to Sunday: start on a Monday (2026-01-05 rather than 2026-01-06).',
    ],
    [
      'week',
      '2026-01-05',
      '2026-01-10',
      'Trends by week count whole weeks, Monday to Sunday: end on a Sunday (2026-01-11 rather than 2026-01-10).',
    ],
    [
      'month',
      '2026-03-01',
      '2026-01-31',
      'The last day (2026-01-31) is before the first (2026-03-01). Choose a last day on or after the first.',
    ],
  ] as const)('%s from %s to %s: %s', (unit, from, to, problem) => {
    expect(trendPeriodProblem(unit, { from, to })).toBe(problem);
  });
});
