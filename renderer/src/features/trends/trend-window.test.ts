import { describe, expect, it } from 'vitest';
import { trendPeriodProblem } from '#shared/insights/trend-period';
import { spanFor, trendWindow } from './trend-window';

describe('the months and weeks Trends show', () => {
  it('ends with the last whole month, leaving this one out, and fetches a year more for year-on-year', () => {
    const w = trendWindow('month', 12, '2026-03-26');
    expect(w.shown).toEqual({ from: '2025-03-01', to: '2026-02-28' });
    expect(w.fetched).toEqual({ from: '2024-03-01', to: '2026-02-28' });
    expect(w.current).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(trendPeriodProblem('month', w.fetched)).toBeNull();
  });

  it('fetches no more than 24 months: 24 shown have year-on-year for their last 12 only', () => {
    const w = trendWindow('month', 24, '2026-01-01');
    expect(w.shown).toEqual({ from: '2024-01-01', to: '2025-12-31' });
    expect(w.fetched).toEqual(w.shown);
  });

  it('counts whole weeks, Monday to Sunday, before this week', () => {
    // 2026-03-26 is a Thursday: this week began on Monday the 23rd.
    const w = trendWindow('week', 13, '2026-03-26');
    expect(w.shown).toEqual({ from: '2025-12-22', to: '2026-03-22' });
    expect(w.fetched.from).toBe('2024-12-23');
    expect(trendPeriodProblem('week', w.fetched)).toBeNull();
    expect(trendPeriodProblem('week', trendWindow('week', 52, '2026-03-26').fetched)).toBeNull();
  });

  it('takes a span the unit offers, else the unit’s default', () => {
    expect(spanFor('month', 24)).toBe(24);
    expect(spanFor('month', 13)).toBe(12);
    expect(spanFor('week', 'x')).toBe(13);
  });
});
