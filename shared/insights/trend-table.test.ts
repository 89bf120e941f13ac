import { describe, expect, it } from 'vitest';
import { tableRecords } from '../csv/summary-records';
import { trendTable } from './trend-table';
import type { SiteTrend, TrendBucket } from './trend-types';

const bucket = (from: string, to: string, bookedMs: number, changed: boolean): TrendBucket => ({
  from,
  to,
  bays: 2,
  bookings: 3,
  bookedMs,
  occupiedMs: 60_000,
  availableMs: 240_000,
  utilisation: 0.25,
  peak: 1,
  baysNeeded: 1,
  spareBays: 1,
  previous: changed
    ? { bookings: 1, bookedMs: 90_000, utilisation: -0.05, peak: 0, baysNeeded: null }
    : null,
  yearBefore: null,
});

describe('the trend table', () => {
  it('writes a row per site and month with its basis, and changes whose minutes add up', () => {
    const site: SiteTrend = {
      locationId: 'l1',
      name: 'Depot',
      basis: { zone: 'Europe/London', site: null },
      buckets: [
        bucket('2026-01-01', '2026-01-31', 150_000, false),
        bucket('2026-02-01', '2026-02-28', 240_000, true),
      ],
      unreadableRecords: 0,
    };
    const table = trendTable([site]);
    expect(table.kinds).toHaveLength(table.header.length);
    expect(table.keys).toEqual(['l1:2026-01-01', 'l1:2026-02-01']);
    const { rows } = tableRecords(table);
    const row = (r: readonly string[]) => Object.fromEntries(table.header.map((h, i) => [h, r[i]]));
    expect(row(rows[0]!)).toMatchObject({
      location: 'Depot',
      booked_minutes: '2',
      utilisation: '0.2500',
      spare_bays: '1',
      zone: 'Europe/London',
      open_days: 'all',
      open_hours: '00:00-24:00',
      bookings_change: '',
      utilisation_change_year: '',
    });
    // 4 minutes now, 2.5 (written 2) before: a change of 2 written minutes, not 1.5 rounded down.
    expect(row(rows[1]!)).toMatchObject({
      booked_minutes: '4',
      bookings_change: '1',
      booked_minutes_change: '2',
      utilisation_change: '-0.0500',
      bays_needed_p95_change: '',
    });
  });
});
