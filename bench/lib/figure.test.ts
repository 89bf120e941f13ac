import { describe, expect, it } from 'vitest';
import { figure, figuresTable, judge } from './figure';

describe('figure', () => {
  it('takes the median of the runs and keeps the runs', () => {
    const f = figure('x_ms', 'ms', [30, 10, 20, 50, 40], { kind: 'at-most', value: 33 }, '≤ 33');
    expect(f.value).toBe(30);
    expect(f.runs).toEqual([30, 10, 20, 50, 40]);
  });
});

describe('judge', () => {
  it('applies at-most, at-least, share-of and measured targets', () => {
    const figures = [
      figure('slow_ms', 'ms', [40], { kind: 'at-most', value: 33 }, '≤ 33'),
      figure('fast_ms', 'ms', [20], { kind: 'at-most', value: 33 }, '≤ 33'),
      figure('rate', '/s', [2e6], { kind: 'at-least', value: 2e6 }, '≥ 2,000,000'),
      figure('floor', '/s', [100], { kind: 'measured' }, 'measured'),
      figure('export', '/s', [59], { kind: 'share-of', figure: 'floor', share: 0.6 }, '≥ 60%'),
      figure('orphan', '/s', [59], { kind: 'share-of', figure: 'missing', share: 0.6 }, '≥ 60%'),
      figure('broken_ms', 'ms', [Number.NaN], { kind: 'at-most', value: 33 }, '≤ 33'),
      figure('jitter_ms', 'ms', [16.8], { kind: 'at-most', value: 16.7, slack: 0.3 }, '≤ 16.7'),
      figure('late_ms', 'ms', [17.1], { kind: 'at-most', value: 16.7, slack: 0.3 }, '≤ 16.7'),
    ];
    judge(figures);
    expect(figures.map((f) => f.pass)).toEqual([
      false,
      true,
      true,
      null,
      false,
      null,
      false,
      true,
      false,
    ]);
  });
});

describe('figuresTable', () => {
  it('shows every figure with its target and verdict', () => {
    const figures = [figure('a_ms', 'ms', [1, 2, 3], { kind: 'at-most', value: 2 }, '≤ 2 ms')];
    judge(figures);
    const table = figuresTable(figures);
    expect(table).toContain('`a_ms`');
    expect(table).toContain('2 ms');
    expect(table).toContain('pass');
    expect(table.split('\n')).toHaveLength(3);
  });
});
