import { describe, expect, it } from 'vitest';
import { portfolioTotals } from '#shared/insights/portfolio';
import { figuresOf, rowOf } from './testing/figures-fixture';
import { accountTotals } from './portfolio-totals';

const a = figuresOf(4, 0.5);
const b = figuresOf(2, 0.25);

describe('accountTotals', () => {
  it('sums only the locations counted so far', () => {
    const result = accountTotals([rowOf('A', a), rowOf('B', b), rowOf('C', null)], false);
    expect(result.counted).toBe(2);
    expect(result.totals).toEqual(portfolioTotals([a, b]));
    expect(result.totalsBefore).toBeNull();
  });

  it('gives the comparison’s totals once every counted location has its comparison', () => {
    const rows = [rowOf('A', a, b), rowOf('B', b, a)];
    expect(accountTotals(rows, true).totalsBefore).toEqual(portfolioTotals([b, a]));
    expect(accountTotals(rows, false).totalsBefore).toBeNull();
  });

  it('holds the comparison’s totals back while some of it is missing', () => {
    const rows = [rowOf('A', a, b), rowOf('B', b, null)];
    expect(accountTotals(rows, true).totalsBefore).toBeNull();
  });

  it('totals nothing, and compares nothing, before the first answer', () => {
    const result = accountTotals([rowOf('A', null)], true);
    expect(result.counted).toBe(0);
    expect(result.totals).toMatchObject({ bays: 0, utilisation: null, baysNeeded: null });
    expect(result.totalsBefore).toEqual(portfolioTotals([]));
  });
});
