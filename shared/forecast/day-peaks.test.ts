import { describe, expect, it } from 'vitest';
import { peakOf } from './day-peaks';

describe('a day’s peak of bays in use', () => {
  it('counts bays at once, a run ending as another starts not overlapping it', () => {
    expect(peakOf([])).toBe(0);
    expect(peakOf([0, 10, 0, 5, 15, 1, 10, 20, 2])).toBe(2);
  });

  it('counts a bay booked twice at once as one bay', () => {
    expect(peakOf([0, 10, 0, 2, 8, 0, 5, 9, 1])).toBe(2);
  });
});
