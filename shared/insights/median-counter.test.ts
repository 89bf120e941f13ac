import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MedianCounter } from './median-counter';

const MINUTE = 60_000;

function sortedMedian(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

describe('MedianCounter', () => {
  it('has no median before anything is added', () => {
    expect(new MedianCounter().median()).toBeNull();
  });

  it('mixes whole minutes with odd lengths and lengths beyond a week', () => {
    const counter = new MedianCounter();
    for (const ms of [30 * MINUTE, 8 * 24 * 60 * MINUTE, 90_500, 30 * MINUTE]) counter.add(ms);
    // Sorted: 90.5 s, 30 min, 30 min, 8 days.
    expect(counter.median()).toBe(30 * MINUTE);
    counter.add(45_000);
    expect(counter.median()).toBe(30 * MINUTE);
    counter.add(1);
    expect(counter.median()).toBe((90_500 + 30 * MINUTE) / 2);
  });

  it('agrees with sorting every length', () => {
    const length = fc.oneof(
      fc.integer({ min: 0, max: 7 * 24 * 60 + 5 }).map((m) => m * MINUTE),
      fc.integer({ min: 1, max: 9 * 24 * 3_600_000 }),
    );
    fc.assert(
      fc.property(fc.array(length, { maxLength: 400 }), (values) => {
        const counter = new MedianCounter();
        for (const v of values) counter.add(v);
        expect(counter.median()).toBe(sortedMedian(values));
      }),
    );
  });
});
