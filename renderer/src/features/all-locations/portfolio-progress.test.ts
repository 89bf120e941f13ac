import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { nextToCount, portfolioProgress } from './portfolio-progress';
import type { LocationResult } from './portfolio-rows';

const insights = insightsFixture();

function result(id: string, over: Partial<LocationResult> = {}): LocationResult {
  return {
    location: { id, name: id },
    insights: null,
    error: null,
    fetching: false,
    retry: () => {},
    ...over,
  };
}

describe('portfolioProgress', () => {
  it('counts answers and errors as done, over the period alone when not comparing', () => {
    const current = [
      result('a', { insights }),
      result('b', { error: new Error('x') }),
      result('c', { fetching: true }),
    ];
    expect(portfolioProgress(current, [result('a')], false)).toEqual({
      done: 2,
      total: 3,
      working: true,
      fetching: true,
      failed: 1,
    });
  });

  it('adds the comparison period when comparing', () => {
    const current = [result('a', { insights }), result('b', { insights })];
    const previous = [result('a', { insights }), result('b', { fetching: true })];
    expect(portfolioProgress(current, previous, true)).toMatchObject({
      done: 3,
      total: 4,
      working: true,
      fetching: true,
      failed: 0,
    });
  });

  it('counts only the period’s failures: the rows show those', () => {
    const current = [result('a', { insights })];
    const previous = [result('a', { error: new Error('x') })];
    expect(portfolioProgress(current, previous, true)).toEqual({
      done: 2,
      total: 2,
      working: false,
      fetching: false,
      failed: 0,
    });
  });
});

describe('nextToCount', () => {
  it('goes on with the period’s first unanswered location, then the comparison’s', () => {
    const a = result('a', { insights });
    const b = result('b');
    const before = result('a');
    expect(nextToCount([a, b], [before])).toBe(b);
    expect(nextToCount([a], [before])).toBe(before);
    expect(nextToCount([a], [])).toBeUndefined();
  });
});
