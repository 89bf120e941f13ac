import { describe, expect, it } from 'vitest';
import { buildAxis } from '#shared/view/axis';
import type { OccupancyDay } from '#shared/view/day-occupancy';
import { paintedCells, pictureLayout, stripLayout } from './strip-layout';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 2, 2);

/** `n` whole days from 2 March 2026, each its own segment. */
function days(n: number): OccupancyDay[] {
  return Array.from({ length: n }, (_, i) => {
    const span = { startMs: START + i * DAY, endMs: START + (i + 1) * DAY };
    return {
      date: `2026-03-${String(2 + i).padStart(2, '0')}`,
      span,
      segments: [span],
      open: null,
    };
  });
}

describe('stripLayout', () => {
  it('lays out only the days in view, each a pixel in from its day, flowing from the one before', () => {
    const shown = days(10);
    // 1 px an hour: each day 24 px wide.
    const axis = buildAxis([{ startMs: START, endMs: START + 10 * DAY }], 1);
    const layout = stripLayout(shown, axis, START + 2 * DAY + HOUR, START + 5 * DAY);
    expect(layout.cells.map((c) => c.day.date)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06']);
    expect(layout.left).toBe(2 * 24 + 1);
    expect(layout.cells.map((c) => c.x)).toEqual([0, 24, 48]);
    for (const cell of layout.cells) expect(cell.width).toBeCloseTo(22, 9);
    // The first from the axis' start; each next one 2 px after the one before ends.
    expect(layout.cells.map((c) => c.marginLeft)).toEqual([49, 2, 2]);
    expect(layout.width).toBeCloseTo(48 + 22, 9);
    expect(layout.cells.every((c) => c.roomForText)).toBe(true);
  });

  it('leaves the number out of days narrower than 20 px', () => {
    const axis = buildAxis([{ startMs: START, endMs: START + 3 * DAY }], 0.5);
    const layout = stripLayout(days(3), axis, START, START + 3 * DAY);
    expect(layout.cells.map((c) => c.roomForText)).toEqual([false, false, false]);
    const painted = paintedCells(
      layout,
      () => 0.5,
      () => '50',
    );
    expect(painted.map((c) => c.text)).toEqual(['', '', '']);
  });

  it('is worked out once for every row of the same view', () => {
    const shown = days(4);
    const axis = buildAxis([{ startMs: START, endMs: START + 4 * DAY }], 1);
    expect(stripLayout(shown, axis, START, START + 4 * DAY)).toBe(
      stripLayout(shown, axis, START, START + 4 * DAY),
    );
  });
});

describe('paintedCells', () => {
  it('writes a number where a day has some of its time booked, none where closed or empty', () => {
    const axis = buildAxis([{ startMs: START, endMs: START + 3 * DAY }], 1);
    const layout = stripLayout(days(3), axis, START, START + 3 * DAY);
    const shares = [0.4, null, 0];
    const painted = paintedCells(
      layout,
      (cell) => shares[cell.index] as number | null,
      (_, share) => String(Math.round(share * 100)),
    );
    expect(painted.map(({ x, share, text }) => ({ x, share, text }))).toEqual([
      { x: 0, share: 0.4, text: '40' },
      { x: 24, share: null, text: '' },
      { x: 48, share: 0, text: '' },
    ]);
  });
});

describe('pictureLayout', () => {
  it('pictures a range that fits twice a page whole, wherever the view is', () => {
    const shown = days(30);
    // 2 px an hour: 48 px a day, 1,440 px in all.
    const axis = buildAxis([{ startMs: START, endMs: START + 30 * DAY }], 2);
    const layout = pictureLayout(shown, axis, START + 10 * DAY, START + 12 * DAY);
    expect(layout.cells).toHaveLength(30);
    expect(layout.left).toBe(1);
  });

  it('pictures a wide range by the pages around the view, the same while the view stays in them', () => {
    const shown = days(200);
    // 2 px an hour: 9,600 px in all, far wider than two 2,048 px pages.
    const axis = buildAxis([{ startMs: START, endMs: START + 200 * DAY }], 2);
    const at = (day: number) =>
      pictureLayout(shown, axis, START + day * DAY, START + (day + 25) * DAY);
    const first = at(50);
    // 2,400 px in: the page from 2,048 px, and the next one.
    expect(first.cells[0]?.day.date).toBe(shown[42]?.date);
    expect(first.width).toBeGreaterThanOrEqual(25 * 48);
    expect(first.left + first.width).toBeLessThanOrEqual(2048 * 3 + 48);
    // A few days along, the same picture; past the page's edge, the next pages.
    expect(at(55)).toBe(first);
    expect(at(90)).not.toBe(first);
  });
});
