import { describe, expect, it } from 'vitest';
import { daysSpan, overlapWithSegments, segmentsLength, shownSegments } from './shown-spans';

const HOUR = 3_600_000;

describe('view window', () => {
  it('spans 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const spring = daysSpan({ from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Berlin' });
    const autumn = daysSpan({ from: '2026-10-25', to: '2026-10-25', zone: 'Europe/Berlin' });
    expect(spring.endMs - spring.startMs).toBe(23 * HOUR);
    expect(autumn.endMs - autumn.startMs).toBe(25 * HOUR);
    expect(new Date(spring.startMs).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });

  it('narrows to a time of day on each day of a range', () => {
    const segs = shownSegments(
      { from: '2026-03-28', to: '2026-03-30', zone: 'Europe/Berlin' },
      { startMinute: 7 * 60, endMinute: 19 * 60 },
    );
    expect(segs).toHaveLength(3);
    expect(new Date(segs[0]!.startMs).toISOString()).toBe('2026-03-28T06:00:00.000Z');
    expect(new Date(segs[1]!.startMs).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(segmentsLength(segs)).toBe(36 * HOUR);
  });

  it('runs to the next midnight when the time of day ends at 24:00', () => {
    const segs = shownSegments(
      { from: '2026-01-01', to: '2026-01-01', zone: 'UTC' },
      { startMinute: 18 * 60, endMinute: 1440 },
    );
    expect(segs).toEqual([{ startMs: Date.UTC(2026, 0, 1, 18), endMs: Date.UTC(2026, 0, 2) }]);
  });

  it('measures overlap with segments', () => {
    const segs = [
      { startMs: 0, endMs: 10 },
      { startMs: 20, endMs: 30 },
    ];
    expect(overlapWithSegments(segs, 5, 25)).toBe(10);
    expect(overlapWithSegments(segs, 10, 20)).toBe(0);
    expect(overlapWithSegments(segs, -5, 50)).toBe(20);
  });
});
