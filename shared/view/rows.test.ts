import { describe, expect, it } from 'vitest';
import type { Bay, Booking } from '../model';
import { buildTimeline } from './rows';
import { computeTotals } from './totals';
import { sortTableRows, tableRows } from './table';

const HOUR = 3_600_000;
const loc = { id: 'L1', name: 'Depot' };
const bays: Bay[] = [
  { id: 'b2', name: 'Bay 10', tag: 'Truck', location: loc },
  { id: 'b1', name: 'Bay 2', tag: 'Truck', location: loc },
  { id: 'b3', name: 'Dock A', tag: null, location: loc },
  { id: 'x', name: 'Elsewhere', tag: 'Truck', location: { id: 'L2', name: 'Other' } },
];
const bk = (
  id: string,
  bay: string,
  startH: number,
  endH: number,
  name: string | null,
): Booking => ({
  id,
  startMs: startH * HOUR,
  endMs: endH * HOUR,
  user: { id: null, name, email: name ? `${name.toLowerCase()}@example.com` : null },
  location: loc,
  bay: { id: bay, name: null, tag: null },
});
const bookings = [
  bk('1', 'b1', 1, 3, 'Ann'),
  bk('2', 'b1', 2, 4, 'Bob'),
  bk('3', 'b2', 5, 6, null),
  bk('4', 'ghost', 7, 8, 'Cy'),
  bk('5', 'b3', 30, 31, 'Dee'),
];
const segments = [{ startMs: 0, endMs: 24 * HOUR }];

describe('timeline rows', () => {
  it('groups the location’s bays by tag in natural order and adds unknown bays', () => {
    const m = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: null, search: '' },
      segments,
    });
    expect(
      m.entries.map((e) => (e.kind === 'group' ? `#${e.tag ?? '-'}` : (e.bay.name ?? e.key))),
    ).toEqual(['#Truck', 'Bay 2', 'Bay 10', '#-', 'Dock A', 'id:ghost']);
    expect(m.totalBays).toBe(3);
    // Booking 5 lies outside the window.
    expect(m.bayRows.find((r) => r.bay.id === 'b3')!.row.bookings).toHaveLength(0);
  });

  it('filters by tag and by search over user, e-mail and bay name', () => {
    const byTag = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: [''], search: '' },
      segments,
    });
    expect(byTag.bayRows.map((r) => r.bay.name)).toEqual(['Dock A', null]);
    const byUser = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: null, search: ' BOB ' },
      segments,
    });
    expect(byUser.bayRows.map((r) => r.bay.name)).toEqual(['Bay 2']);
    expect(byUser.bayRows[0]!.row.bookings.map((b) => b.id)).toEqual(['2']);
    const byBay = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: null, search: 'bay 1' },
      segments,
    });
    expect(byBay.bayRows.map((r) => r.bay.name)).toEqual(['Bay 10']);
  });

  it('totals bookings, booked hours and occupancy without double-counting overlaps', () => {
    const m = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: null, search: '' },
      segments,
    });
    const t = computeTotals(m.bayRows, segments);
    expect(t.bookings).toBe(4);
    expect(t.bookedMs).toBe(6 * HOUR);
    expect(t.occupiedMs).toBe(5 * HOUR);
    expect(t.capacityMs).toBe(4 * 24 * HOUR);
    expect(t.utilisation).toBeCloseTo(5 / 96);
  });

  it('sorts table rows by a column with missing values last', () => {
    const m = buildTimeline({
      bays,
      bookings,
      locationId: 'L1',
      filter: { tags: null, search: '' },
      segments,
    });
    const rows = tableRows(m.bayRows);
    expect(sortTableRows(rows, { key: 'user', direction: 'asc' }).map((r) => r.userName)).toEqual([
      'Ann',
      'Bob',
      'Cy',
      null,
    ]);
    expect(sortTableRows(rows, { key: 'user', direction: 'desc' }).map((r) => r.userName)).toEqual([
      'Cy',
      'Bob',
      'Ann',
      null,
    ]);
    expect(sortTableRows(rows, { key: 'duration', direction: 'desc' })[0]!.booking.id).toBe('1');
  });
});

describe('natural sort keys', () => {
  it('orders numbers numerically and folds case and accents', async () => {
    const { naturalKey } = await import('./table');
    const names = ['bay 10', 'Bay 2', 'Émile', 'emil', 'Zoë', 'zoe a'];
    expect([...names].sort((a, b) => (naturalKey(a) < naturalKey(b) ? -1 : 1))).toEqual([
      'Bay 2',
      'bay 10',
      'emil',
      'Émile',
      'Zoë',
      'zoe a',
    ]);
  });
});
