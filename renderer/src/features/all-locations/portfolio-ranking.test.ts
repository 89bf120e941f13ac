import { describe, expect, it } from 'vitest';
import { figuresOf, rowOf } from './testing/figures-fixture';
import { busiestAndQuietest } from './portfolio-ranking';

describe('busiestAndQuietest', () => {
  it('names the highest and the lowest utilisation, whatever the rows’ order', () => {
    const rows = [
      rowOf('Mid', figuresOf(2, 0.4)),
      rowOf('Low', figuresOf(2, 0.1)),
      rowOf('High', figuresOf(2, 0.9)),
    ];
    const ends = busiestAndQuietest(rows);
    expect(ends?.busiest.name).toBe('High');
    expect(ends?.quietest.name).toBe('Low');
    expect(rows.map((r) => r.name)).toEqual(['Mid', 'Low', 'High']);
  });

  it('leaves out locations not counted yet and those without bays', () => {
    const ends = busiestAndQuietest([
      rowOf('Waiting', null),
      rowOf('No bays', figuresOf(0, null)),
      rowOf('A', figuresOf(2, 0.2)),
      rowOf('B', figuresOf(2, 0.3)),
    ]);
    expect([ends?.busiest.name, ends?.quietest.name]).toEqual(['B', 'A']);
  });

  it('ranks ties in the rows’ order, a quiet 0% included', () => {
    const ends = busiestAndQuietest([
      rowOf('First', figuresOf(2, 0)),
      rowOf('Second', figuresOf(2, 0)),
    ]);
    expect([ends?.busiest.name, ends?.quietest.name]).toEqual(['First', 'Second']);
  });

  it('is null while fewer than two locations have a utilisation', () => {
    expect(busiestAndQuietest([])).toBeNull();
    expect(
      busiestAndQuietest([rowOf('Only', figuresOf(2, 0.5)), rowOf('No bays', figuresOf(0, null))]),
    ).toBeNull();
  });
});
