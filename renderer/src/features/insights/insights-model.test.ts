import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { sortBays } from './bay-order';
import { busiestDay, cellTarget } from './drill';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { figureFormat, percentTicks } from '../../ui/format/figure-format';
import { heatGrid, heatStep } from './heat-grid';
import { isoWeek } from './iso-week';
import { DAILY_LIMIT_DAYS, overTime } from './over-time';
import { baySummary, overTimeSummary, tagSummary } from './summaries';
import type { IsoWeekday } from '#shared/insights/types';
import type { WeekdayHourUse } from './types';

const HOUR = 3_600_000;
// The source messages: English, as the tests assert them.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const fmt = { short: (d: string) => d, long: (d: string) => `long ${d}` };
const british = figureFormat(
  createLocaleFormat(resolveLocale({ locales: ['en-GB'], clock: 'auto', weekStart: 'auto' })),
);

describe('heatGrid', () => {
  it('leaves out hours outside the window and weekdays the period never reaches', () => {
    const cells: WeekdayHourUse[] = [];
    for (let d = 1; d <= 7; d++)
      for (let h = 0; h < 24; h++)
        cells.push({
          isoWeekday: d as IsoWeekday,
          hour: h,
          windowMs: d <= 2 && h >= 9 && h < 12 ? 2 * HOUR : 0,
          occupiedMs: d === 2 && h === 10 ? 6 * HOUR : d <= 2 && h >= 9 && h < 12 ? HOUR : 0,
        });
    const grid = heatGrid(cells, 4);
    expect(grid.hours).toEqual([9, 10, 11]);
    expect(grid.rows.map((r) => r.isoWeekday)).toEqual([1, 2]);
    expect(grid.busiest).toMatchObject({
      isoWeekday: 2,
      hour: 10,
      averageBays: 3,
      utilisation: 0.75,
    });
    expect(grid.quietest).toMatchObject({ isoWeekday: 1, hour: 9, averageBays: 0.5 });
    expect(grid.maxBays).toBe(3);
  });
  it('starts the week where the user’s week starts', () => {
    const cells: WeekdayHourUse[] = [];
    for (let d = 1; d <= 7; d++)
      cells.push({ isoWeekday: d as IsoWeekday, hour: 9, windowMs: HOUR, occupiedMs: d * 60_000 });
    const order = (firstDayOfWeek?: number) =>
      heatGrid(cells, 4, firstDayOfWeek).rows.map((r) => r.isoWeekday);
    expect(order()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(order(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(order(0)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(order(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });
  it('colours none, some and the busiest in steps', () => {
    expect(heatStep(null, 3)).toBeNull();
    expect(heatStep(0, 3)).toBe(0);
    expect(heatStep(0.01, 3)).toBe(1);
    expect(heatStep(3, 3)).toBe(8);
    expect(heatStep(1, 0)).toBe(0);
  });
});

describe('overTime', () => {
  it('is per day up to ten weeks, weekends marked', () => {
    const data = overTime(insightsFixture('2026-03-02', '2026-03-08').days, fmt, english);
    expect(data.unit).toBe('day');
    expect(data.points.map((p) => p.weekend)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(data.points[1]).toMatchObject({ drillDate: '2026-03-03', title: 'long 2026-03-03' });
  });
  it('is per ISO week beyond, split into weekdays and weekend, opening the week’s busiest day', () => {
    const days = insightsFixture('2025-12-29', '2026-04-05').days;
    expect(days.length).toBeGreaterThan(DAILY_LIMIT_DAYS);
    const data = overTime(days, fmt, english);
    expect(data.unit).toBe('week');
    expect(data.points).toHaveLength(14);
    expect(data.points[0]).toMatchObject({
      key: '2025-12-29',
      label: 'W1',
      drillDate: '2025-12-30',
    });
    const first = data.points[0]!;
    // 4 bookings × 2 h on four weekdays and 10 on Tuesday, over 3 bays × 24 h × 5 days.
    expect(first.weekdayUtilisation).toBeCloseTo((26 * 2) / (3 * 24 * 5));
    expect(first.weekendUtilisation).toBeCloseTo((2 * 2) / (3 * 24 * 2));
  });
  it('starts a partial first week at the period’s first day', () => {
    const data = overTime(insightsFixture('2026-01-01', '2026-04-01').days, fmt, english);
    expect(data.points[0]).toMatchObject({
      key: '2025-12-29',
      title: expect.stringContaining('2026-01-01 – 2026-01-04'),
    });
  });
});

describe('overTimeSummary', () => {
  it('names the highest and lowest day, or only the one day there is', () => {
    const week = overTime(insightsFixture('2026-03-02', '2026-03-08').days, fmt, english);
    expect(overTimeSummary(week, british, english)).toMatch(
      /^Utilisation per day, 7 days\. Highest: long 2026-03-03, /,
    );
    const day = overTime(insightsFixture('2026-03-03', '2026-03-03').days, fmt, english);
    const idle = {
      ...week,
      points: week.points.map((p, i) => (i < 5 ? { ...p, utilisation: 0 } : p)),
    };
    expect(overTimeSummary(idle, british, english)).toMatch(
      /\. 5 days without any use, the first long 2026-03-02\.$/,
    );
    expect(overTimeSummary(day, british, english)).toMatch(
      /^Utilisation on long 2026-03-03: \d+\.\d%\.$/,
    );
  });
});

describe('isoWeek', () => {
  it('follows ISO 8601 at year ends', () => {
    expect(isoWeek('2026-01-01')).toEqual({ year: 2026, week: 1 });
    expect(isoWeek('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(isoWeek('2026-03-03')).toEqual({ year: 2026, week: 10 });
  });
});

describe('sortBays', () => {
  const bays = insightsFixture().bayUse;
  it('sorts by utilisation either way and by name in natural order', () => {
    expect(
      sortBays(bays, { key: 'utilisation', descending: true }, english).map((b) => b.bayId),
    ).toEqual(['b1', 'b2', 'b3']);
    expect(
      sortBays(bays, { key: 'utilisation', descending: false }, english).map((b) => b.bayId),
    ).toEqual(['b3', 'b2', 'b1']);
    const named = [...bays, { ...bays[0]!, bayId: 'b10', bayName: 'Bay 10' }];
    expect(
      sortBays(named, { key: 'name', descending: false }, english).map((b) => b.bayName),
    ).toEqual(['Bay 1', 'Bay 2', 'Bay 10', 'Dock 1']);
  });
});

describe('drill-down targets', () => {
  it('opens the busiest day of a weekday at the cell’s hour, in the zone', () => {
    const days = insightsFixture('2026-03-02', '2026-03-15').days.map((d) =>
      d.date === '2026-03-10' ? { ...d, occupiedMs: d.occupiedMs * 2 } : d,
    );
    expect(busiestDay(days, 2)?.date).toBe('2026-03-10');
    expect(cellTarget(days, 'Europe/Berlin', 2, 10)).toEqual({
      date: '2026-03-10',
      bayId: null,
      atMs: Date.UTC(2026, 2, 10, 9, 0),
    });
    expect(cellTarget(days.slice(0, 1), 'UTC', 3, 10)).toBeNull();
  });
});

describe('percentTicks', () => {
  it('gives round steps up to just above the highest value', () => {
    expect(percentTicks(0.38)).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
    expect(percentTicks(0.227)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25]);
    expect(percentTicks(0)).toEqual([0, 0.01]);
    expect(percentTicks(0.95)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe('ties', () => {
  const f = british;
  const bay = (name: string, occupiedMs: number) => ({
    bayId: name,
    bayName: name,
    tag: null,
    bookings: occupiedMs > 0 ? 1 : 0,
    bookedMs: occupiedMs,
    occupiedMs,
    availableMs: 1000,
  });

  it('break the same way in the sentence as in the list: by name', () => {
    const bays = [
      bay('Level 2 · 04', 729),
      bay('Level 1 · 08', 729),
      bay('Dock 3', 0),
      bay('Dock 1', 0),
    ];
    const list = sortBays(bays, { key: 'utilisation', descending: true }, english).map(
      (b) => b.bayName,
    );
    expect(list[0]).toBe('Level 1 · 08');
    expect(baySummary(bays, f, english)).toContain('Most used: Level 1 · 08, 72.9%');
    expect(baySummary(bays, f, english)).toContain('Least used: Dock 1, 0.0%');
    const tag = (t: string, occupiedMs: number) => ({
      ...bay(t, occupiedMs),
      tag: t,
      bays: 1,
      baysNeeded: 1,
    });
    expect(
      tagSummary(
        [tag('Visitor', 500), tag('EV', 500), tag('Truck', 100), tag('Bike', 100)],
        f,
        english,
      ),
    ).toBe('4 tags. Busiest: EV, 50.0%. Quietest: Bike, 10.0%.');
  });
});
