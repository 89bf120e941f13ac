import { describe, expect, it } from 'vitest';
import { comparisonPeriod } from '#shared/insights/compare-period';
import { presetSelection } from '#shared/view/presets';
import { applied, BERLIN, range, stateAfter } from './testing/view-state-fixture';
import { datesShown } from './view-state';

// Opened on 26 March 2026: last month is February.
const lastMonth = (s = stateAfter()) =>
  presetSelection('last-month', '2026-03-26', 'monday', datesShown(s.perAccount, BERLIN));
const previousOf = (s: ReturnType<typeof stateAfter>) => {
  const d = datesShown(s.perAccount, BERLIN);
  return s.perAccount.compare && comparisonPeriod(d.from, d.to, s.perAccount.compare);
};

describe('what the period is compared with (kept per account)', () => {
  it('"previous period" of a calendar preset is the calendar unit before: February gives January', () => {
    const s = stateAfter(
      { type: 'setDates', dates: lastMonth() },
      { type: 'setCompare', compare: { kind: 'previous' } },
    );
    expect(s.perAccount.compare).toEqual({ kind: 'previous', unit: 'month' });
    expect(previousOf(s)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    // Stepped back a month (‹), still a month: December 2025.
    const back = applied(s, { type: 'stepDates', direction: -1, zone: BERLIN });
    expect(previousOf(back)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('the unit follows the dates: a period picked by hand is compared with the days just before', () => {
    const s = stateAfter(
      { type: 'setCompare', compare: { kind: 'previous' } },
      { type: 'setDates', dates: lastMonth() },
    );
    expect(s.perAccount.compare).toEqual({ kind: 'previous', unit: 'month' });
    const picked = applied(s, { type: 'setDates', dates: range('2026-02-01', '2026-02-28') });
    expect(picked.perAccount.compare).toEqual({ kind: 'previous', unit: null });
    expect(previousOf(picked)).toEqual({ from: '2026-01-04', to: '2026-01-31' });
  });

  it('a year earlier and a chosen period do not depend on the dates', () => {
    const chosen = { kind: 'chosen', from: '2025-02-01', to: '2025-02-28' } as const;
    const s = stateAfter(
      { type: 'setCompare', compare: chosen },
      { type: 'setDates', dates: lastMonth() },
    );
    expect(s.perAccount.compare).toBe(chosen);
    const year = applied(s, { type: 'setCompare', compare: { kind: 'year' } });
    expect(applied(year, { type: 'setDates', dates: lastMonth() }).perAccount.compare).toEqual({
      kind: 'year',
    });
  });

  it('an action that changes nothing of it keeps the same comparison object', () => {
    const s = stateAfter(
      { type: 'setDates', dates: lastMonth() },
      { type: 'setCompare', compare: { kind: 'previous' } },
    );
    const next = applied(s, { type: 'setSearch', search: 'ann' });
    expect(next.perAccount).toBe(s.perAccount);
  });
});
