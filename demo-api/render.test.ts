import { describe, expect, it } from 'vitest';
import { formatDuration, formatRangeBound, jsonArrayChunks } from './render';

const join = (chunks: Iterable<string>): string => Array.from(chunks).join('');

describe('formatDuration', () => {
  it('writes the half-open range with each bound in its own offset', () => {
    expect(
      formatDuration('Europe/London', Date.UTC(2026, 2, 29, 0, 30), Date.UTC(2026, 2, 29, 1)),
    ).toBe('["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")');
  });

  it('writes minutes only when the offset has them', () => {
    expect(formatRangeBound('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe(
      '2026-01-01 05:30:00+05:30',
    );
    expect(formatRangeBound('America/New_York', Date.UTC(2026, 0, 1))).toBe(
      '2025-12-31 19:00:00-05',
    );
    expect(formatRangeBound('UTC', Date.UTC(2026, 6, 1, 12))).toBe('2026-07-01 12:00:00+00');
  });
});

describe('jsonArrayChunks', () => {
  const item = (i: number): string => JSON.stringify({ id: `item-${i}`, name: 'Zoë, "quoted"' });

  it('streams a valid JSON array of every size', () => {
    for (const count of [0, 1, 2, 499, 500, 501, 1234]) {
      const parsed = JSON.parse(join(jsonArrayChunks(count, item))) as { id: string }[];
      expect(parsed).toHaveLength(count);
      if (count > 0) expect(parsed[count - 1]?.id).toBe(`item-${count - 1}`);
    }
  });

  it('splits big arrays into several chunks', () => {
    expect(Array.from(jsonArrayChunks(1234, item)).length).toBeGreaterThan(2);
  });

  it('cuts the array mid-item for the truncated fault, so no parser accepts it', () => {
    for (const count of [0, 1, 2, 7, 1234]) {
      const body = join(jsonArrayChunks(count, item, count >> 1));
      expect(body.startsWith('[')).toBe(true);
      expect(() => JSON.parse(body), `count ${count}`).toThrow(SyntaxError);
    }
  });
});
