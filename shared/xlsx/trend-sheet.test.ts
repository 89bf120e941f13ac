import { describe, expect, it } from 'vitest';
import { trendBuckets } from '../insights/trend-period';
import type { SiteTrend, TrendBucket } from '../insights/trend-types';
import { trendMonths, trendSheet } from './trend-sheet';

/** A site whose months have `occupied` of 100 hours available, from the first month on. */
function site(name: string, occupied: readonly number[], firstMonth: string): SiteTrend {
  const months = trendBuckets('month', { from: firstMonth, to: '2026-02-28' });
  const buckets: TrendBucket[] = occupied.map((hours, i) => ({
    ...(months[i] ?? { from: '', to: '' }),
    bays: 1,
    bookings: 1,
    bookedMs: hours * 3_600_000,
    occupiedMs: hours * 3_600_000,
    availableMs: 100 * 3_600_000,
    utilisation: hours / 100,
    peak: 1,
    baysNeeded: 1,
    spareBays: 0,
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
});
