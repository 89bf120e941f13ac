import { locationRow } from '#shared/insights/location-row';
import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { periodToGoOn, portfolioProgress } from './portfolio-progress';
import type { LocationResult } from './portfolio-rows';

const insights = insightsFixture();

function result(id: string, over: Partial<LocationResult> = {}): LocationResult {
  return {
    location: { id, name: id },
    row: null,
    error: null,
    fetching: false,
    retry: () => {},
    ...over,
  };
}

describe('portfolioProgress', () => {
  it('counts answers and errors as done, over the period alone when not comparing', () => {
    const current = [
      result('a', { row: locationRow(insights) }),
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
    const current = [
      result('a', { row: locationRow(insights) }),
      result('b', { row: locationRow(insights) }),
    ];
    const previous = [result('a', { row: locationRow(insights) }), result('b', { fetching: true })];
    expect(portfolioProgress(current, previous, true)).toMatchObject({
      done: 3,
      total: 4,
      working: true,
      fetching: true,
      failed: 0,
    });
  });

  it('counts only the period’s failures: the rows show those', () => {
    const current = [result('a', { row: locationRow(insights) })];
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

describe('periodToGoOn', () => {
  it('goes on with the period while a location of it waits, then with the comparison', () => {
    const a = result('a', { row: locationRow(insights) });
    expect(periodToGoOn([a, result('b')])).toBe('current');
    expect(periodToGoOn([a, result('b', { error: new Error('x') })])).toBe('previous');
  });
});
