import { describe, expect, it } from 'vitest';
import type { Bay, Booking } from '../model';
import { startOfLocalDay } from '../time/zone';
import { dayShare, occupancyDays } from './day-occupancy';
import { buildTimeline } from './rows';
import { shownSegments, type Span } from './shown-spans';
import { computeTotals } from './totals';

const HOUR = 3_600_000;
const ZONE = 'Europe/London';
const loc = { id: 'L', name: 'Depot' };
const bays: Bay[] = ['A', 'B', 'C'].map((n) => ({
  id: n,
  name: `Bay ${n}`,
  tag: null,
  location: loc,
}));
let serial = 0;
const bk = (bay: string, startMs: number, endMs: number): Booking => ({
  id: String(serial++),
  startMs,
  endMs,
  user: { id: null, name: 'Ann', email: null },
  location: loc,
  bay: { id: bay, name: null, tag: null },
});

// 28–30 March 2026: the clocks go forward on the 29th (a 23-hour day); the 29th is closed.
const days = { from: '2026-03-28', to: '2026-03-30', zone: ZONE };
const at = (date: string, hour: number) => startOfLocalDay(ZONE, date) + hour * HOUR;
const openTime: Span[] = [
  { startMs: at('2026-03-28', 8), endMs: at('2026-03-28', 18) },
  { startMs: at('2026-03-30', 8), endMs: at('2026-03-30', 18) },
];
const bookings = [
  bk('A', at('2026-03-28', 7), at('2026-03-28', 10)),
  bk('A', at('2026-03-28', 9), at('2026-03-28', 12)),
  // Across midnight and over the closed day.
  bk('A', at('2026-03-28', 17), at('2026-03-30', 9)),
  bk('B', at('2026-03-30', 8), at('2026-03-30', 13)),
];

function model(timeOfDay: { startMinute: number; endMinute: number } | null = null) {
  const segments = shownSegments(days, timeOfDay);
  const m = buildTimeline({
    bays,
    bookings,
    locationId: 'L',
    filter: { tags: null, search: '' },
    segments,
  });
  return { segments, rows: m.bayRows };
}

describe('a bay’s share of each shown day', () => {
  it('adds up to the totals bar’s utilisation over the same bookings', () => {
    for (const timeOfDay of [null, { startMinute: 7 * 60, endMinute: 19 * 60 }]) {
      const { segments, rows } = model(timeOfDay);
      const open = openTime.flatMap((o) =>
        segments.flatMap((s) => {
          const startMs = Math.max(o.startMs, s.startMs);
          const endMs = Math.min(o.endMs, s.endMs);
          return endMs > startMs ? [{ startMs, endMs }] : [];
        }),
      );
      const totals = computeTotals(rows, segments, open);
      const cells = occupancyDays(segments, open, ZONE);
      expect(cells.map((d) => d.date)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
      let occupied = 0;
      let capacity = 0;
      for (const day of cells) {
        const dayOpen = (day.open ?? []).reduce((s, o) => s + o.endMs - o.startMs, 0);
        for (const row of rows) {
          occupied += (dayShare(row, day) ?? 0) * dayOpen;
          capacity += dayOpen;
        }
      }
      expect(capacity).toBe(totals.capacityMs);
      expect(occupied / capacity).toBeCloseTo(totals.utilisation!, 10);
    }
  });

  it('gives the figures a manager would count: overlaps once, a closed day none, an empty bay 0%', () => {
    const { segments, rows } = model();
    const [sat, sun, mon] = occupancyDays(segments, openTime, ZONE);
    const [a, b, c] = rows;
    // 08–12 and 17–18 of 10 open hours on Saturday.
    expect(dayShare(a!, sat!)).toBeCloseTo(0.5, 10);
    expect(dayShare(a!, sun!)).toBeNull();
    expect(dayShare(b!, sun!)).toBeNull();
    // 08–09 of Monday's 10 open hours, and 08–13.
    expect(dayShare(a!, mon!)).toBeCloseTo(0.1, 10);
    expect(dayShare(b!, mon!)).toBeCloseTo(0.5, 10);
    expect(dayShare(c!, sat!)).toBe(0);
    expect(dayShare(c!, mon!)).toBe(0);
  });

  it('counts every shown hour when the site is always open, the clock-change day 23 hours', () => {
    const { segments, rows } = model();
    const [, sun] = occupancyDays(segments, null, ZONE);
    expect(sun!.span.endMs - sun!.span.startMs).toBe(23 * HOUR);
    expect(dayShare(rows[0]!, sun!)).toBe(1);
    expect(dayShare(rows[2]!, sun!)).toBe(0);
  });

  it('has no days for nothing shown', () => {
    expect(occupancyDays([], null, ZONE)).toEqual([]);
  });
});
