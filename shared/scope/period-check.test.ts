import { describe, expect, it } from 'vitest';
import { MAX_INSIGHTS_DAYS } from '../insights/types';
import { periodProblem } from './period-check';

describe('periodProblem', () => {
  it('takes a period of one day or more, in order', () => {
    expect(periodProblem({ from: '2026-03-29', to: '2026-03-29' }, { insights: true })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-12-31' }, { insights: false })).toBeNull();
  });

  it('refuses a last day before the first, saying which days and what to do', () => {
    expect(periodProblem({ from: '2026-03-29', to: '2026-03-28' }, { insights: false })).toBe(
      'The last day (2026-03-28) is before the first (2026-03-29). Choose a last day on or after the first.',
    );
  });

  it('refuses Insights over more than MAX_INSIGHTS_DAYS days, saying how long the period is', () => {
    expect(MAX_INSIGHTS_DAYS).toBe(366);
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' }, { insights: true })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' }, { insights: true })).toBe(
      'Insights cover at most 366 days; this period has 367.',
    );
  });
});
