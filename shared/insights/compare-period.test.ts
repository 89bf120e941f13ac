import { describe, expect, it } from 'vitest';
import { exportArgSchemas } from '../contract/exports';
import {
  calendarUnitOf,
  type Comparison,
  comparisonPeriod,
  withCalendarUnit,
} from './compare-period';

const previous = (unit: 'week' | 'month' | 'year' | null): Comparison => ({
  kind: 'previous',
  unit,
});

describe('the previous period of a calendar unit', () => {
  it('October compared with the previous month is September, 1 to 30', () => {
    expect(comparisonPeriod('2026-10-01', '2026-10-31', previous('month'))).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    // By length, as before: the 31 days before.
    expect(comparisonPeriod('2026-10-01', '2026-10-31', previous(null))).toEqual({
      from: '2026-08-31',
      to: '2026-09-30',
    });
    expect(comparisonPeriod('2026-10-01', '2026-10-31', { kind: 'previous' })).toEqual({
      from: '2026-08-31',
      to: '2026-09-30',
    });
  });

  it('a whole month gives the whole month before, whatever their lengths', () => {
    const month = (from: string, to: string) => comparisonPeriod(from, to, previous('month'));
    expect(month('2026-03-01', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(month('2028-03-01', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(month('2026-02-01', '2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(month('2026-01-01', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('this month so far gives the same days of the month before', () => {
    const month = (from: string, to: string) => comparisonPeriod(from, to, previous('month'));
    expect(month('2026-11-01', '2026-11-17')).toEqual({ from: '2026-10-01', to: '2026-10-17' });
    // The 30th of a month after February: February to its end.
    expect(month('2026-03-01', '2026-03-30')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('a week gives the calendar week before; a year, the year before', () => {
    expect(comparisonPeriod('2026-03-23', '2026-03-29', previous('week'))).toEqual({
      from: '2026-03-16',
      to: '2026-03-22',
    });
    // This week so far (Monday to Thursday): Monday to Thursday of the week before.
    expect(comparisonPeriod('2026-03-23', '2026-03-26', previous('week'))).toEqual({
      from: '2026-03-16',
      to: '2026-03-19',
    });
    expect(comparisonPeriod('2025-01-01', '2025-12-31', previous('year'))).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    // This year so far.
    expect(comparisonPeriod('2026-01-01', '2026-03-26', previous('year'))).toEqual({
      from: '2025-01-01',
      to: '2025-03-26',
    });
    expect(comparisonPeriod('2028-01-01', '2028-02-29', previous('year'))).toEqual({
      from: '2027-01-01',
      to: '2027-02-28',
    });
  });

  it('a preset’s or --period’s unit: weeks, months and the year; days are counted by length', () => {
    expect(calendarUnitOf('last-month')).toBe('month');
    expect(calendarUnitOf('this-month')).toBe('month');
    expect(calendarUnitOf('this-week')).toBe('week');
    expect(calendarUnitOf('last-week')).toBe('week');
    expect(calendarUnitOf('this-year')).toBe('year');
    for (const name of ['today', 'yesterday', 'last-7-days', 'last-30-days', null, undefined])
      expect(calendarUnitOf(name)).toBeNull();
  });

  it('withCalendarUnit gives "previous" the unit and leaves the other kinds as they are', () => {
    expect(withCalendarUnit({ kind: 'previous' }, 'month')).toEqual(previous('month'));
    const same = previous('week');
    expect(withCalendarUnit(same, 'week')).toBe(same);
    const year: Comparison = { kind: 'year' };
    expect(withCalendarUnit(year, 'month')).toBe(year);
    const chosen: Comparison = { kind: 'chosen', from: '2026-01-01', to: '2026-01-31' };
    expect(withCalendarUnit(chosen, 'month')).toBe(chosen);
  });

  it('the contract takes "previous" with or without a unit, and no other unit', () => {
    const args = (compare: unknown) => ({
      accountId: 'demo',
      locationId: 'loc-1',
      from: '2026-10-01',
      to: '2026-10-31',
      zone: 'UTC',
      filter: { tags: null, search: null, timeOfDay: null },
      report: { kind: 'summary', by: 'day', compare },
    });
    const parse = (compare: unknown) => exportArgSchemas.startExport.safeParse(args(compare));
    expect(parse({ kind: 'previous' }).success).toBe(true);
    expect(parse({ kind: 'previous', unit: null }).success).toBe(true);
    expect(parse({ kind: 'previous', unit: 'month' }).success).toBe(true);
    expect(parse({ kind: 'previous', unit: 'fortnight' }).success).toBe(false);
  });
});
