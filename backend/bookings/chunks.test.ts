import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_DAYS, planChunks } from './chunks';

const HOUR = 3_600_000;

describe('planChunks', () => {
  it('covers the range in chunks of at most 7 local days, edge to edge', () => {
    const chunks = planChunks('2026-01-01', '2026-01-31', 'Europe/London');
    expect(chunks.map((c) => [c.from, c.to])).toEqual([
      ['2026-01-01', '2026-01-07'],
      ['2026-01-08', '2026-01-14'],
      ['2026-01-15', '2026-01-21'],
      ['2026-01-22', '2026-01-28'],
      ['2026-01-29', '2026-01-31'],
    ]);
    for (const [i, c] of chunks.entries()) {
      expect(c.index).toBe(i);
      expect(c.endMs - c.startMs).toBeLessThanOrEqual(MAX_CHUNK_DAYS * 24 * HOUR + HOUR);
      if (i > 0) expect(c.startMs).toBe(chunks[i - 1]?.endMs);
    }
    expect(chunks[0]?.timeMin).toBe('2026-01-01T00:00:00+00:00');
    expect(chunks.at(-1)?.timeMax).toBe('2026-02-01T00:00:00+00:00');
  });

  it('makes one chunk for a single day', () => {
    const [only, ...rest] = planChunks('2026-06-15', '2026-06-15', 'America/New_York');
    expect(rest).toHaveLength(0);
    expect(only?.timeMin).toBe('2026-06-15T00:00:00-04:00');
    expect(only?.timeMax).toBe('2026-06-16T00:00:00-04:00');
    expect((only?.endMs ?? 0) - (only?.startMs ?? 0)).toBe(24 * HOUR);
  });

  it('uses local midnights across the spring-forward day (23-hour day)', () => {
    const [c] = planChunks('2026-03-29', '2026-03-29', 'Europe/London');
    expect(c?.timeMin).toBe('2026-03-29T00:00:00+00:00');
    expect(c?.timeMax).toBe('2026-03-30T00:00:00+01:00');
    expect((c?.endMs ?? 0) - (c?.startMs ?? 0)).toBe(23 * HOUR);
    const week = planChunks('2026-03-23', '2026-03-29', 'Europe/London');
    expect(week).toHaveLength(1);
    expect((week[0]?.endMs ?? 0) - (week[0]?.startMs ?? 0)).toBe(7 * 24 * HOUR - HOUR);
  });

  it('uses local midnights across the fall-back day (25-hour day)', () => {
    const [c] = planChunks('2026-10-25', '2026-10-25', 'Europe/London');
    expect(c?.timeMin).toBe('2026-10-25T00:00:00+01:00');
    expect(c?.timeMax).toBe('2026-10-26T00:00:00+00:00');
    expect((c?.endMs ?? 0) - (c?.startMs ?? 0)).toBe(25 * HOUR);
  });

  it('spans a year in 53 chunks and honours a smaller chunk size', () => {
    expect(planChunks('2026-01-01', '2026-12-31', 'UTC')).toHaveLength(53);
    expect(planChunks('2026-01-01', '2026-01-10', 'UTC', 1)).toHaveLength(10);
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => planChunks('2026-01-02', '2026-01-01', 'UTC')).toThrow(RangeError);
  });
});
