import { describe, expect, it } from 'vitest';
import { trendBuckets } from '../insights/trend-period';
import type { SiteTrend, TrendBucket } from '../insights/trend-types';
import { reportWords } from '../report-words';
import { trendMonths, trendSheet } from './trend-sheet';

/**
 * A site whose months have `occupied` of 100 hours available, from the first month on; null for a
 * month before its first booking (no data).
 */
function site(name: string, occupied: readonly (number | null)[], firstMonth: string): SiteTrend {
  const months = trendBuckets('month', { from: firstMonth, to: '2026-02-28' });
  const buckets: TrendBucket[] = occupied.map((hours, i) => ({
    ...(months[i] ?? { from: '', to: '' }),
    noData: hours === null,
    bays: 1,
    bookings: hours === null ? 0 : 1,
    bookedMs: (hours ?? 0) * 3_600_000,
    occupiedMs: (hours ?? 0) * 3_600_000,
    availableMs: 100 * 3_600_000,
    utilisation: hours === null ? null : hours / 100,
    peak: hours === null ? 0 : 1,
    baysNeeded: hours === null ? null : 1,
    spareBays: hours === null ? null : 0,
    previous: null,
    yearBefore: null,
  }));
  return {
    locationId: name,
    name,
    basis: { zone: 'UTC', site: null },
    buckets,
    unreadableRecords: 0,
  };
}

describe('the Trend sheet', () => {
  it('covers the 12 months ending with the report’s last month', () => {
    expect(trendMonths('2026-02-28')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
    expect(trendMonths('2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
  });

  it('has a site per row and a month per column, the company’s month below them', () => {
    const months = trendMonths('2026-02-28');
    const { header, rows } = trendSheet(
      [
        site('Harbour', [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 50, 25], '2025-03-01'),
        // A site counted only from December: its earlier months are empty, not 0%.
        site('Depot', [30, 60, 0], '2025-12-01'),
      ],
      months,
    );
    expect(header).toHaveLength(13);
    expect(header[0]).toBe('Location');
    expect(header[1]).toBe('Utilisation Mar 2025');
    expect(header[12]).toBe('Utilisation Feb 2026');
    expect(rows.map((r) => r[0])).toEqual([
      { kind: 'text', value: 'Harbour' },
      { kind: 'text', value: 'Depot' },
      { kind: 'text', value: 'All locations' },
    ]);
    expect(rows[0]?.[12]).toMatchObject({ kind: 'percent', value: 0.25 });
    expect(rows[1]?.[1]).toBeNull();
    expect(rows[1]?.[10]).toMatchObject({ value: 0.3 });
    // December: (100 + 30) of 200 hours.
    expect(rows[2]?.[10]).toMatchObject({ value: 0.65 });
    expect(rows[2]?.[1]).toMatchObject({ value: 0.1 });
  });

  it('says "No data" for a month before a site’s first booking, and leaves it out of the company', () => {
    const months = trendMonths('2026-02-28');
    const full = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 50, 25];
    const { rows } = trendSheet(
      [
        site('Harbour', full, '2025-03-01'),
        // Nothing from the API before May, nor for the depot before June.
        site('Quay', [null, null, 60, ...full.slice(3)], '2025-03-01'),
        site('Depot', [null, null, null, 0, ...full.slice(4)], '2025-03-01'),
      ],
      months,
    );
    const noData = { kind: 'text', value: 'No data' };
    expect(rows[1]?.slice(1, 4)).toEqual([
      noData,
      noData,
      { kind: 'percent', value: 0.6, signed: false },
    ]);
    expect(rows[2]?.slice(1, 5)).toEqual([
      noData,
      noData,
      noData,
      expect.objectContaining({ value: 0 }),
    ]);
    // March is the harbour's alone (10%), not (10 + 0 + 0) of 300 hours; May is (30 + 60) of 200.
    expect(rows[3]?.[1]).toMatchObject({ kind: 'percent', value: 0.1 });
    expect(rows[3]?.[3]).toMatchObject({ value: 0.45 });
  });

  it('says "No data" for the company’s month when no site has data for it, in the report’s words', () => {
    const { rows } = trendSheet(
      [site('Quay', [null, 40], '2026-01-01'), site('Depot', [null, null], '2026-01-01')],
      { from: '2026-01-01', to: '2026-02-28' },
      reportWords('de'),
    );
    expect(rows.map((r) => r[1])).toEqual(Array(3).fill({ kind: 'text', value: 'Keine Daten' }));
    expect(rows[2]?.[2]).toMatchObject({ kind: 'percent', value: 0.4 });
  });
});
