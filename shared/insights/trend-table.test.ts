import { describe, expect, it } from 'vitest';
import { tableRecords } from '../csv/summary-records';
import type { Booking } from '../model';
import { NO_FILTER } from '../scope/booking-filter';
import { BAYS, LOCATION } from './testing/arbitraries';
import { trendTable } from './trend-table';
import type { SiteTrend, TrendBucket } from './trend-types';
import { aggregateTrend } from './trends-aggregate';

const bucket = (from: string, to: string, bookedMs: number, changed: boolean): TrendBucket => ({
  from,
  to,
  noData: false,
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
      data: 'yes',
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

  it('writes a month with no data as empty figures and changes, and data none, last', () => {
    const empty: TrendBucket = {
      ...bucket('2025-12-01', '2025-12-31', 0, false),
      noData: true,
      bookings: 0,
      occupiedMs: 0,
      utilisation: null,
      peak: 0,
      baysNeeded: null,
      spareBays: null,
    };
    const site: SiteTrend = {
      locationId: 'l1',
      name: 'Depot',
      basis: { zone: 'Europe/London', site: null },
      buckets: [empty, bucket('2026-01-01', '2026-01-31', 150_000, false)],
      unreadableRecords: 0,
    };
    const table = trendTable([site]);
    expect(table.header.slice(-2)).toEqual(['data', 'closed']);
    // Appended: the columns before them stay where files had them.
    expect(table.header.at(-3)).toBe('bays_needed_p95_change_year');
    const { rows } = tableRecords(table);
    const row = (r: readonly string[]) => Object.fromEntries(table.header.map((h, i) => [h, r[i]]));
    const figures = [
      'bookings',
      'booked_minutes',
      'occupied_minutes',
      'available_minutes',
      'utilisation',
      'peak_bays_in_use',
      'bays_needed_p95',
      'spare_bays',
    ];
    expect(row(rows[0]!)).toMatchObject({
      location: 'Depot',
      from: '2025-12-01',
      bays: '2',
      ...Object.fromEntries(figures.map((f) => [f, ''])),
      zone: 'Europe/London',
      data: 'none',
    });
    expect(table.header.filter((h) => h.includes('_change')).map((h) => row(rows[0]!)[h])).toEqual(
      Array(10).fill(''),
    );
    expect(row(rows[1]!)).toMatchObject({ bookings: '3', utilisation: '0.2500', data: 'yes' });
  });

  it('has empty cells and data none for a year’s months before the API’s first booking', () => {
    // One booking of an hour on the 15th of each month from April, the fourth month.
    const bookings: Booking[] = [4, 5, 6, 7, 8, 9, 10, 11, 12].map((month) => ({
      id: `m${month}`,
      startMs: Date.UTC(2025, month - 1, 15, 9),
      endMs: Date.UTC(2025, month - 1, 15, 10),
      user: null,
      location: LOCATION,
      bay: { id: 'b1', name: null, tag: null },
    }));
    const buckets = aggregateTrend(
      {
        unit: 'month',
        zone: 'UTC',
        from: '2025-01-01',
        to: '2025-12-31',
        locationId: LOCATION.id,
        filter: NO_FILTER,
        bays: BAYS,
        site: null,
      },
      bookings,
    );
    const site: SiteTrend = {
      locationId: LOCATION.id,
      name: LOCATION.name,
      basis: { zone: 'UTC', site: null },
      buckets,
      unreadableRecords: 0,
    };
    const table = trendTable([site]);
    const { rows } = tableRecords(table);
    const column = (name: string) => rows.map((r) => r[table.header.indexOf(name)]);
    expect(column('data')).toEqual([...Array(3).fill('none'), ...Array(9).fill('yes')]);
    expect(column('utilisation').slice(0, 3)).toEqual(['', '', '']);
    expect(column('bookings')).toEqual([...Array(3).fill(''), ...Array(9).fill('1')]);
    // April against March: no change is written against a month with no data, not a rise from 0.
    expect(column('utilisation_change').slice(0, 5)).toEqual(['', '', '', '', expect.any(String)]);
    expect(column('utilisation_change')[4]).not.toBe('');
  });
});
