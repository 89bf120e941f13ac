import { describe, expect, it } from 'vitest';
import { dailyPeakP90, daysNearFull } from './daily-peaks';

const open = (n: number) => Array.from({ length: n }, () => 1);

describe('the figures of the daily peaks', () => {
  it('counts a day near full when its peak reached 90% of the bays: 9 of 10, 18 of 20, all of 5', () => {
    expect(daysNearFull([8, 9, 10], open(3), 10)).toBe(2);
    expect(daysNearFull([17, 18], open(2), 20)).toBe(1);
    // 0.9 × 5 = 4.5: only all five bays reach it.
    expect(daysNearFull([4, 5], open(2), 5)).toBe(1);
    // A closed day never counts, however busy the sweep found it.
    expect(daysNearFull([10, 10], [1, 0], 10)).toBe(1);
    expect(daysNearFull([0], open(1), 0)).toBeNull();
    expect(daysNearFull([3, 3], [0, 0], 3)).toBeNull();
  });

  it('takes the 90th percentile of the open days’ peaks by nearest rank', () => {
    // Of 10 days the 9th smallest; of 11 days the 10th (⌈9.9⌉); of fewer than 10, the highest.
    expect(dailyPeakP90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], open(10))).toBe(9);
    expect(dailyPeakP90([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], open(11))).toBe(10);
    expect(dailyPeakP90([5, 1, 3], open(3))).toBe(5);
    expect(dailyPeakP90([9, 1, 3], [0, 1, 1])).toBe(3);
    expect(dailyPeakP90([4], [0])).toBeNull();
  });
});
