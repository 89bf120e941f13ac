import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  barGeometry,
  buildAxis,
  labelGapPx,
  tickStepMinutes,
  timeAt,
  xOf,
} from './axis';
import { shownSegments } from './shown-spans';

const HOUR = 3_600_000;

describe('time axis', () => {
  it('has 23 hour ticks on the spring-forward day, skipping 02:00', () => {
    const axis = buildAxis(
      shownSegments({ from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Berlin' }, null),
      60,
    );
    expect(axis.width).toBe(23 * 60);
    const ticks = axisTicks(axis, 'Europe/Berlin', 60);
    expect(ticks).toHaveLength(23);
    expect(ticks.map((t) => t.label).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(ticks[0]!.major).toBe(true);
    expect(ticks.filter((t) => t.shift).map((t) => t.label)).toEqual(['03:00']);
  });

  it('always shows the first hour after a clock change, even at a coarse step', () => {
    const axis = buildAxis(
      shownSegments({ from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Berlin' }, null),
      20,
    );
    const labels = axisTicks(axis, 'Europe/Berlin', 360).map((t) => t.label);
    expect(labels).toEqual(['00:00', '03:00', '06:00', '12:00', '18:00']);
  });

  it('leaves midnight’s time out when the clock change would print over it', () => {
    const axis = buildAxis(
      shownSegments({ from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Berlin' }, null),
      6,
    );
    const ticks = axisTicks(axis, 'Europe/Berlin', 1440);
    expect(ticks.map((t) => [t.label, t.major, t.shift])).toEqual([
      ['', true, false],
      ['03:00', false, true],
    ]);
  });

  it('repeats 02:00 on the fall-back day (25 ticks)', () => {
    const axis = buildAxis(
      shownSegments({ from: '2026-10-25', to: '2026-10-25', zone: 'Europe/Berlin' }, null),
      60,
    );
    const labels = axisTicks(axis, 'Europe/Berlin', 60).map((t) => t.label);
    expect(labels).toHaveLength(25);
    expect(labels.slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
  });

  it('places a booking across the DST change where it belongs', () => {
    const segs = shownSegments(
      { from: '2026-03-29', to: '2026-03-29', zone: 'Europe/Berlin' },
      null,
    );
    const axis = buildAxis(segs, 60);
    // 01:30 CET to 03:30 CEST is one real hour.
    const start = Date.UTC(2026, 2, 29, 0, 30);
    const bar = barGeometry(axis, start, start + HOUR);
    expect(bar).toEqual({ x: 90, width: 60 });
  });

  it('maps instants in gaps to segment edges and back', () => {
    const axis = buildAxis(
      [
        { startMs: 0, endMs: 2 * HOUR },
        { startMs: 10 * HOUR, endMs: 12 * HOUR },
      ],
      10,
    );
    expect(xOf(axis, 5 * HOUR)).toBe(20);
    expect(xOf(axis, 11 * HOUR)).toBe(30);
    expect(timeAt(axis, 30)).toBe(11 * HOUR);
    expect(barGeometry(axis, 3 * HOUR, 4 * HOUR)).toBeNull();
    expect(axis.width).toBe(40);
  });

  it('leaves out a minor tick that would print over the next day’s first tick', () => {
    const axis = buildAxis(
      shownSegments(
        { from: '2026-01-05', to: '2026-01-06', zone: 'UTC' },
        { startMinute: 7 * 60, endMinute: 19 * 60 },
      ),
      8,
    );
    expect(axisTicks(axis, 'UTC', 360).map((t) => t.label)).toEqual([
      '07:00',
      '12:00',
      '07:00',
      '12:00',
      '18:00',
    ]);
  });

  it('only returns ticks within the requested x range', () => {
    const axis = buildAxis(
      shownSegments({ from: '2026-01-01', to: '2026-01-31', zone: 'UTC' }, null),
      60,
    );
    const ticks = axisTicks(axis, 'UTC', 60, 600, 1200);
    expect(ticks.length).toBeGreaterThanOrEqual(10);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks.every((t) => t.x >= 599 && t.x <= 1200)).toBe(true);
  });
});

describe('tick step', () => {
  it('keeps the steps of short labels ("14:00", 28 px) at each zoom', () => {
    expect([40, 34, 30, 22, 15, 10, 6].map((px) => tickStepMinutes(px, 28))).toEqual([
      60, 60, 120, 120, 360, 360, 1440,
    ]);
    expect(tickStepMinutes(34)).toBe(60);
  });

  it('leaves room for a wide 12-hour label: "午前12時" is not printed over "午前1時"', () => {
    // The Day view's narrowest zoom, 40 px an hour: "12 AM" (about 30 px) fits an hour apart,
    // a Japanese or Korean 12-hour label (about 47 px) needs two.
    expect(tickStepMinutes(40, 30)).toBe(60);
    expect(tickStepMinutes(40, 47)).toBe(120);
    expect(tickStepMinutes(24, 47)).toBe(360);
    expect(tickStepMinutes(8, 47)).toBe(1440);
    expect(labelGapPx(20)).toBe(36);
    expect(labelGapPx(46.2)).toBe(52);
  });

  it('drops a minor tick whose wide label would run into a day’s first, before or after it', () => {
    // 07:00 to 19:00 on two days at 40 px an hour: 08:00 is 40 px after a day's 07:00, and 18:00
    // 40 px before the second day's.
    const axis = buildAxis(
      shownSegments(
        { from: '2026-01-15', to: '2026-01-16', zone: 'UTC' },
        { startMinute: 7 * 60, endMinute: 19 * 60 },
      ),
      40,
    );
    const labels = (gap?: number) =>
      axisTicks(axis, 'UTC', 120, 0, Infinity, undefined, gap).map((t) => t.label);
    expect(labels().slice(0, 7)).toEqual([
      '07:00',
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
    ]);
    const wide = labels(labelGapPx(47));
    expect(wide.slice(0, 6)).toEqual(['07:00', '10:00', '12:00', '14:00', '16:00', '07:00']);
  });
});
