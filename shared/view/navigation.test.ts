import { daysBetween } from '../time/civil';
import { describe, expect, it } from 'vitest';
import {
  clampRange,
  initialSelection,
  selectionToday,
  selectionDays,
  shiftSelection,
} from './navigation';
import { MAX_VIEW_DAYS } from './shown-spans';

describe('date navigation', () => {
  it('moves a day at a time in Day view', () => {
    const s = initialSelection('2026-03-31');
    expect(shiftSelection(s, 1).day).toBe('2026-04-01');
    expect(shiftSelection(s, -1).day).toBe('2026-03-30');
  });

  it('moves by the range length in Range view and keeps the length on today', () => {
    const s = {
      ...initialSelection('2026-03-01'),
      mode: 'range' as const,
      from: '2026-03-01',
      to: '2026-03-03',
    };
    expect(shiftSelection(s, 1)).toMatchObject({ from: '2026-03-04', to: '2026-03-06' });
    expect(shiftSelection(s, -1)).toMatchObject({ from: '2026-02-26', to: '2026-02-28' });
    expect(selectionToday(s, '2026-05-10')).toMatchObject({ from: '2026-05-10', to: '2026-05-12' });
    expect(selectionDays(s, 'UTC')).toEqual({ from: '2026-03-01', to: '2026-03-03', zone: 'UTC' });
  });

  it('orders and limits a chosen range', () => {
    expect(clampRange('2026-03-05', '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
    });
    const long = clampRange('2026-01-01', '2026-12-31');
    expect(long.from).toBe('2026-01-01');
    expect(daysBetween(long.from, long.to)).toBe(MAX_VIEW_DAYS - 1);
  });

  it('lets the Insights view take up to a leap year', () => {
    expect(clampRange('2024-01-01', '2024-12-31', 366)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(clampRange('2024-01-01', '2025-06-30', 366)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
  });
});
