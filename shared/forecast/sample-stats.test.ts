import { describe, expect, it } from 'vitest';
import { mean, median, quantile, smoothedLevel } from './sample-stats';

describe('sample statistics', () => {
  it('interpolates quantiles between closest ranks', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.1)).toBeCloseTo(1.3);
    expect(quantile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7);
    expect(quantile([5], 0.9)).toBe(5);
    expect(median([])).toBeNull();
  });

  it('smooths towards recent values', () => {
    expect(smoothedLevel([4, 4, 4])).toBe(4);
    expect(smoothedLevel([0, 10], 0.3)).toBeCloseTo(3);
    expect(smoothedLevel([])).toBeNull();
  });

  it('averages', () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNull();
  });
});
