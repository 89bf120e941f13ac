import { describe, expect, it } from 'vitest';
import { aggregateInsights } from './aggregate';
import { compareTables } from './compare-table';
import { comparisonPeriod, parseComparison } from './compare-period';
import { LOCATION_HEADER, locationTable } from './location-table';
import { summaryTable } from './summary-table';

const LOCATION = { id: 'loc-1', name: 'Harbour Office' };
const bay = (id: string, tag: string | null) => ({
  id,
  name: `Bay ${id}`,
  tag,
  location: LOCATION,
});
const booking = (id: string, bayId: string, tag: string | null, start: string, end: string) => ({
  id,
  startMs: Date.parse(start),
  endMs: Date.parse(end),
  user: { id: `u-${id}`, name: null, email: null },
  location: LOCATION,
  bay: { id: bayId, name: `Bay ${bayId}`, tag },
});
const insightsOf = (bays: ReturnType<typeof bay>[], bookings: ReturnType<typeof booking>[]) =>
  aggregateInsights(
    {
      locationId: LOCATION.id,
      from: '2026-03-02',
      to: '2026-03-02',
      zone: 'UTC',
      filter: { tags: null, search: null, timeOfDay: null },
      bays,
    },
    bookings,
  );

describe('comparison periods', () => {
  it('are the period before, of the same length; 364 days back; or the one chosen', () => {
    expect(comparisonPeriod('2026-03-02', '2026-03-08', { kind: 'previous' })).toEqual({
      from: '2026-02-23',
      to: '2026-03-01',
    });
    // 2026-03-02 is a Monday, and so is 2025-03-03.
    expect(comparisonPeriod('2026-03-02', '2026-03-08', { kind: 'year' })).toEqual({
      from: '2025-03-03',
      to: '2025-03-09',
    });
    expect(parseComparison('2026-01-01..2026-01-31')).toEqual({
      kind: 'chosen',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(parseComparison('2026-02-01..2026-01-31')).toBeNull();
    expect(parseComparison('last')).toBeNull();
  });
});

describe('compareTables', () => {
  it('adds X_before for each numeric column, matches rows by key, and leaves a missing period empty', () => {
    const now = insightsOf(
      [bay('1', 'EV'), bay('3', null)],
      [booking('a', '1', 'EV', '2026-03-02T09:00:00Z', '2026-03-02T12:00:00Z')],
    );
    const before = insightsOf(
      [bay('1', 'EV'), bay('2', 'EV')],
      [booking('b', '2', 'EV', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z')],
    );
    const table = compareTables(summaryTable(now, 'bay'), summaryTable(before, 'bay'));
    expect(table.header).toEqual([
      'bay',
      'bay_tag',
      'bookings',
      'booked_minutes',
      'occupied_minutes',
      'available_minutes',
      'utilisation',
      'bookings_before',
      'booked_minutes_before',
      'occupied_minutes_before',
      'available_minutes_before',
      'utilisation_before',
    ]);
    expect(table.rows).toEqual([
      ['Bay 1', 'EV', 1, 180, 180, 1440, 0.125, 0, 0, 0, 1440, 0],
      // New: only in this period.
      ['Bay 3', null, 0, 0, 0, 1440, 0, null, null, null, null, null],
      // Gone: only in the period before, named, with this period's numbers empty.
      ['Bay 2', 'EV', null, null, null, null, null, 1, 60, 60, 1440, 60 / 1440],
    ]);
  });

  it('keeps only this period’s rows when asked (a list chosen from this period)', () => {
    const now = insightsOf([bay('1', null)], []);
    const before = insightsOf([bay('1', null), bay('2', null)], []);
    const table = compareTables(summaryTable(now, 'bay'), summaryTable(before, 'bay'), {
      rows: 'this-period',
    });
    expect(table.rows.map((r) => r[0])).toEqual(['Bay 1']);
  });

  it('gives tags their bays needed, and locations one row each, a location without bays without utilisation', () => {
    const busy = insightsOf(
      [bay('1', 'EV'), bay('2', 'EV')],
      [
        booking('a', '1', 'EV', '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z'),
        booking('b', '2', 'EV', '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z'),
      ],
    );
    expect(summaryTable(busy, 'tag').rows).toEqual([
      ['EV', 2, 2, 1500, 1500, 2880, 1500 / 2880, 1],
    ]);
    const empty = insightsOf([], []);
    const table = locationTable([
      { locationId: 'loc-1', locationName: 'Harbour Office', insights: busy },
      { locationId: 'loc-2', locationName: 'Empty Yard', insights: empty },
    ]);
    expect(table.header).toEqual([...LOCATION_HEADER]);
    expect(table.rows).toEqual([
      [
        'Harbour Office',
        2,
        2,
        2,
        1500,
        1500,
        2880,
        1500 / 2880,
        2,
        1,
        'UTC',
        'all',
        '00:00-24:00',
        0,
        // No holiday or closure took an open day, and it was open.
        0,
        null,
        // Both bays in use at 12:00: the one day came near full, and its peak is the 90th percentile.
        1,
        2,
        // No target: its columns empty.
        null,
        null,
        null,
      ],
      [
        'Empty Yard',
        ...[0, 0, 0, 0, 0, 0, null, 0, null, 'UTC', 'all', '00:00-24:00', 0, 0, null, null, null],
        ...[null, null, null],
      ],
    ]);
  });

  it('keeps only bays under a utilisation, never-booked bays included', () => {
    const insights = insightsOf(
      [bay('1', null), bay('2', null), bay('3', null)],
      [
        booking('a', '1', null, '2026-03-02T00:00:00Z', '2026-03-02T12:00:00Z'),
        booking('b', '2', null, '2026-03-02T00:00:00Z', '2026-03-02T01:00:00Z'),
      ],
    );
    expect(summaryTable(insights, 'bay', { under: 0.1 }).rows.map((r) => r[0])).toEqual([
      'Bay 2',
      'Bay 3',
    ]);
  });
});
