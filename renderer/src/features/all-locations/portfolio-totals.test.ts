import { describe, expect, it } from 'vitest';
import { portfolioTotals } from '#shared/insights/portfolio';
import { closedFiguresOf, figuresOf, rowOf } from './testing/figures-fixture';
import { accountTotals } from './portfolio-totals';

const a = figuresOf(4, 0.5);
const b = figuresOf(2, 0.25);

describe('accountTotals', () => {
  it('sums only the locations counted so far', () => {
    const result = accountTotals([rowOf('A', a), rowOf('B', b), rowOf('C', null)], false);
    expect(result.counted).toBe(2);
    expect(result.totals).toEqual(portfolioTotals([a, b]));
    expect(result.comparison).toBeNull();
  });

  it('gives the comparison’s totals once every counted location has its comparison', () => {
    const rows = [rowOf('A', a, b), rowOf('B', b, a)];
    expect(accountTotals(rows, true).comparison).toEqual({
      kind: 'compared',
      now: portfolioTotals([a, b]),
      before: portfolioTotals([b, a]),
      left: 0,
    });
    expect(accountTotals(rows, false).comparison).toBeNull();
  });

  it('holds the comparison’s totals back while some of it is missing', () => {
    const rows = [rowOf('A', a, b), rowOf('B', b, null)];
    expect(accountTotals(rows, true).comparison).toBeNull();
  });

  it('totals nothing, and compares nothing, before the first answer', () => {
    const result = accountTotals([rowOf('A', null)], true);
    expect(result.counted).toBe(0);
    expect(result.totals).toMatchObject({ bays: 0, utilisation: null, baysNeeded: null });
    expect(result.comparison).toEqual({
      kind: 'compared',
      now: portfolioTotals([]),
      before: portfolioTotals([]),
      left: 0,
    });
  });

  it('compares like with like: a location closed in one period only is left out of the change', () => {
    const saturday = closedFiguresOf(4, 30);
    const rows = [rowOf('A', saturday, a), rowOf('B', b, b)];
    const result = accountTotals(rows, true);
    // The totals row is the whole account's; its change is B's alone, on both sides.
    expect(result.totals).toEqual(portfolioTotals([saturday, b]));
    expect(result.comparison).toEqual({
      kind: 'compared',
      now: portfolioTotals([b]),
      before: portfolioTotals([b]),
      left: 1,
    });
  });

  it('compares nothing when every location was closed in one period and open in the other', () => {
    const rows = [rowOf('A', closedFiguresOf(4, 30), a), rowOf('B', closedFiguresOf(2, 5), b)];
    const result = accountTotals(rows, true);
    expect(result.comparison).toEqual({ kind: 'not-compared' });
    // The closed day's bookings are counted, and nothing of its bays is called spare.
    expect(result.totals).toMatchObject({ bookings: 35, utilisation: null, spareBays: null });
    expect(result.totals.closed).toEqual([{ kind: 'weekday', isoWeekday: 6 }]);
  });
});
