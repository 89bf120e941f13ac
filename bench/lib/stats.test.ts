import { describe, expect, it } from 'vitest';
import { median, p95, quantile, roundFigure } from './stats';

describe('quantile', () => {
  it('interpolates between closest ranks', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 0, 5], 0)).toBe(0);
    expect(quantile([10, 0, 5], 1)).toBe(10);
    expect(quantile([0, 10], 0.25)).toBe(2.5);
  });

  it('is NaN for no values and refuses a q outside 0…1', () => {
    expect(quantile([], 0.5)).toBeNaN();
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
    expect(() => quantile([1], Number.NaN)).toThrow(RangeError);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    quantile(values, 0.5);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('median and p95', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 9])).toBe(5);
    expect(median([4, 1, 9, 2])).toBe(3);
  });

  it('puts p95 of 1…100 just under the top', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(p95(values)).toBeCloseTo(95.05, 5);
    expect(
      p95([
        16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7, 16.7,
        16.7, 16.7, 16.7, 16.7, 50,
      ]),
    ).toBeLessThan(50);
  });
});

describe('roundFigure', () => {
  it('keeps three significant digits, and whole units for big numbers', () => {
    expect(roundFigure(12.3456)).toBe(12.3);
    expect(roundFigure(0.012345)).toBe(0.0123);
    expect(roundFigure(1_234_567.8)).toBe(1_234_568);
    expect(roundFigure(0)).toBe(0);
    expect(roundFigure(Number.NaN)).toBeNaN();
  });
});
