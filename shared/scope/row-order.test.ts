import { describe, expect, it } from 'vitest';
import { compareRows, compareTags, compareText } from './row-order';

const row = (tag: string | null, name: string | null, key = `id:${name}`) => ({ key, name, tag });

describe('row order', () => {
  it('orders text numerically, case and accents aside, nulls last', () => {
    expect(['Bay 10', null, 'bay 2', 'Bay 1'].sort(compareText)).toEqual([
      'Bay 1',
      'bay 2',
      'Bay 10',
      null,
    ]);
  });

  it('orders rows by tag (untagged last), then name, then key', () => {
    const rows = [
      row(null, 'A'),
      row('Van', 'Bay 10'),
      row('', 'B'),
      row('EV', 'Z'),
      row('Van', 'Bay 2', 'id:2b'),
      row('Van', 'Bay 2', 'id:2a'),
    ];
    expect([...rows].sort(compareRows).map((r) => `${r.tag}/${r.key}`)).toEqual([
      'EV/id:Z',
      'Van/id:2a',
      'Van/id:2b',
      'Van/id:Bay 10',
      'null/id:A',
      '/id:B',
    ]);
  });

  it('keeps tags that differ only in case apart, each tag’s rows together', () => {
    const rows = [row('Van', 'A'), row('van', 'B'), row('Van', 'C')];
    expect([...rows].sort(compareRows).map((r) => r.name)).toEqual(['A', 'C', 'B']);
    expect(compareTags('Van', 'van')).toBeLessThan(0);
    expect(compareTags('van', 'Van')).toBeGreaterThan(0);
    expect(compareTags('', null)).toBe(0);
  });
});
