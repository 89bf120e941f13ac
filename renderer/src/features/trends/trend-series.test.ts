import { describe, expect, it } from 'vitest';
import type { SiteTrend, TrendBucket } from '#shared/insights/trend-types';
import { countTicks, sharedTicks, siteSeries } from './trend-series';
import { pointText } from './trend-figure';

function bucket(from: string, to: string, bookings: number, utilisation: number): TrendBucket {
  return {
    from,
    to,
    noData: false,
    bays: 4,
    bookings,
    bookedMs: bookings * 3_600_000,
    occupiedMs: 0,
    availableMs: 1,
    utilisation,
    peak: 2,
    baysNeeded: 2,
    spareBays: 2,
    previous: null,
    yearBefore: null,
  };
}

// Thirteen months: March 2025 (the year before) to March 2026.
const months = Array.from({ length: 13 }, (_, i) => {
  const month = ((2 + i) % 12) + 1;
  const year = 2025 + Math.floor((2 + i) / 12);
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  return bucket(from, `${from.slice(0, 8)}28`, 10 + i, 0.1 * (i % 10));
});

const trend = (target: SiteTrend['basis']['site']): SiteTrend => ({
  locationId: 'n',
  name: 'North',
  basis: { zone: 'UTC', site: target },
  buckets: months,
  unreadableRecords: 0,
});

describe('a site’s trend as drawn', () => {
  it('keeps the shown buckets, each with the one before and the one a year before', () => {
    const s = siteSeries(trend(null), 'bookings', 'month', {
      from: '2026-01-01',
      to: '2026-03-28',
    });
    expect(s.points.map((p) => p.from)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(s.points.at(-1)).toMatchObject({ value: 22, previous: 21, yearBefore: 10 });
    expect(s.points[0]?.yearBefore).toBeUndefined();
    expect(s.status).toBeNull();
  });

  it('sets the latest utilisation against the site’s target, whatever figure is drawn', () => {
    const site = { zone: 'UTC', hours: null, target: { low: 0.6, high: 0.85 } };
    const s = siteSeries(trend(site), 'peak', 'month', { from: '2025-04-01', to: '2026-03-28' });
    // March 2026 is the thirteenth month: 0.1 × (12 mod 10).
    expect(s.latestUtilisation).toBeCloseTo(0.2);
    expect(s.status).toBe('below');
  });

  it('draws utilisation up to the highest target, so each band is in view', () => {
    const site = { zone: 'UTC', hours: null, target: { low: 0.6, high: 0.85 } };
    const s = siteSeries(trend(site), 'utilisation', 'month', {
      from: '2026-01-01',
      to: '2026-03-28',
    });
    expect(sharedTicks([s], 'utilisation').at(-1)).toBe(1);
  });
});

describe('months before the site’s first booking', () => {
  // March to May 2025 before it: the API holds nothing there, so their zeros are unknown.
  const unknown = months.map((b, i) =>
    i < 3
      ? { ...b, noData: true, bookings: 0, bookedMs: 0, utilisation: null, baysNeeded: null }
      : b,
  );
  const series = (figure: 'bookings' | 'utilisation') =>
    siteSeries({ ...trend(null), buckets: unknown }, figure, 'month', {
      from: '2025-03-01',
      to: '2026-05-28',
    });

  it('have no value, in any figure: a gap in the line, not a 0', () => {
    const { points } = series('bookings');
    expect(points.slice(0, 4).map((p) => [p.noData, p.value])).toEqual([
      [true, null],
      [true, null],
      [true, null],
      [false, 13],
    ]);
  });

  it('are not compared with: the first month with data, and a year on, have nothing before', () => {
    const { points } = series('utilisation');
    expect(points[3]?.previous).toBeUndefined();
    expect(points[4]?.previous).toBeCloseTo(0.3);
    // March 2026 is a year on from March 2025.
    expect(points[12]).toMatchObject({ from: '2026-03-01', yearBefore: undefined });
  });
});

describe('round ticks for counts', () => {
  it('steps 1, 2, 2.5 or 5 × 10ⁿ, to just above the highest value', () => {
    expect(countTicks(69)).toEqual([0, 20, 40, 60, 80]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(4_200)).toEqual([0, 2_000, 4_000, 6_000]);
  });

  it('reaches below zero for spare bays that went negative', () => {
    expect(countTicks(6, -3)).toEqual([-5, 0, 5, 10]);
  });
});

describe('a month the site was closed all through', () => {
  // June 2025 shut for works: its bookings count, but it had no open time.
  const shut = months.map((b) =>
    b.from === '2025-06-01'
      ? {
          ...b,
          availableMs: 0,
          utilisation: null,
          baysNeeded: null,
          closed: [{ kind: 'closure' as const, reason: 'Resurfacing' }],
        }
      : b,
  );
  const series = (figure: 'bookings' | 'utilisation') =>
    siteSeries({ ...trend(null), buckets: shut }, figure, 'month', {
      from: '2025-05-01',
      to: '2025-07-28',
    });

  it('says closed in place of its utilisation, and keeps its bookings', () => {
    const { points } = series('utilisation');
    expect(points[1]).toMatchObject({ value: null, closed: [{ reason: 'Resurfacing' }] });
    const f = {
      formatPercent: (v: number | null) => `${String(v)}%`,
      formatCount: String,
      formatBookedHours: String,
    };
    const i18n = { _: (m: { message?: string }) => m.message ?? '' } as never;
    expect(pointText('utilisation', points[1]!, f, i18n)).toBe('Closed');
    expect(series('bookings').points[1]).toMatchObject({ value: 13 });
  });

  it('is not compared with the open months beside it, in any figure', () => {
    const { points } = series('bookings');
    expect(points.map((p) => p.previous)).toEqual([11, undefined, undefined]);
  });
});
