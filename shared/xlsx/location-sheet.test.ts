import { describe, expect, it } from 'vitest';
import { aggregateInsights } from '../insights/aggregate';
import type { LocationInsights } from '../insights/location-table';
import type { Booking } from '../model';
import type { TargetBand } from '../sites/target-band';
import { locationSheet } from './location-sheet';

const NO_FILTER = { tags: null, search: null, timeOfDay: null };

/** A location of `bays` bays over 2 March 2026 (UTC), with a booking of `hours` hours on its first bay. */
function location(
  id: string,
  bays: number,
  hours: number,
  target: TargetBand | null = null,
): LocationInsights {
  const place = { id, name: id };
  const booking: Booking = {
    id: `${id}-1`,
    startMs: Date.UTC(2026, 2, 2, 8),
    endMs: Date.UTC(2026, 2, 2, 8 + hours),
    user: { id: 'u', name: 'Ann', email: 'ann@example.com' },
    location: place,
    bay: { id: `${id}-b0`, name: 'Bay 0', tag: null },
  };
  const insights = aggregateInsights(
    {
      locationId: id,
      from: '2026-03-02',
      to: '2026-03-02',
      zone: 'UTC',
      filter: NO_FILTER,
      bays: Array.from({ length: bays }, (_, i) => ({
        id: `${id}-b${i}`,
        name: `Bay ${i}`,
        tag: null,
        location: place,
      })),
      site: { zone: 'UTC', hours: null, target },
    },
    hours > 0 ? [booking] : [],
  );
  return { locationId: id, locationName: id, insights };
}

const column = (header: readonly string[], title: string) => {
  const index = header.indexOf(title);
  expect(index, title).toBeGreaterThanOrEqual(0);
  return index;
};

describe('the By location sheet', () => {
  it('is in words and hours, with each site’s target and status, and a totals row', () => {
    const { header, rows } = locationSheet(
      [
        location('Harbour', 2, 6, { low: 0.6, high: 0.85 }),
        location('Depot', 1, 12, { low: 0.4, high: 0.5 }),
      ],
      null,
    );
    expect(header.filter((h) => /_|minute/i.test(h))).toEqual([]);
    expect(header).not.toContain('Change in bookings');
    const [harbour, depot, totals] = rows;
    const at = (title: string) => column(header, title);
    expect(harbour?.[at('Booked hours')]).toEqual({ kind: 'tenths', value: 6, signed: false });
    expect(harbour?.[at('Target')]).toEqual({ kind: 'text', value: '60–85%' });
    // 6 of 48 bay-hours: below; 12 of 24: within 40–50%.
    expect(harbour?.[at('Status')]).toEqual({ kind: 'text', value: 'Below' });
    expect(depot?.[at('Status')]).toEqual({ kind: 'text', value: 'Within' });
    expect(harbour?.[at('Spare bays')]).toMatchObject({ value: 1 });
    expect(totals?.[0]).toEqual({ kind: 'text', value: 'All locations' });
    expect(totals?.[at('Bays')]).toMatchObject({ value: 3 });
    expect(totals?.[at('Booked hours')]).toMatchObject({ value: 18 });
    expect(totals?.[at('Utilisation')]).toMatchObject({ kind: 'percent', value: 18 / 72 });
    // The company has no target of its own, and no peak: a sum of peaks is no peak.
    expect(totals?.[at('Target')]).toBeNull();
    expect(totals?.[at('Peak bays in use')]).toBeNull();
  });

  it('puts each change after its figure, the totals’ included', () => {
    const { header, rows } = locationSheet(
      [location('Harbour', 2, 6), location('Depot', 1, 12)],
      [location('Harbour', 2, 2), location('Depot', 1, 0)],
    );
    const bookings = column(header, 'Bookings');
    expect(header[bookings + 1]).toBe('Change in bookings');
    const at = (title: string) => column(header, title);
    expect(rows[0]?.[at('Change in booked hours')]).toEqual({
      kind: 'tenths',
      value: 4,
      signed: true,
    });
    expect(rows[1]?.[at('Change in bookings')]).toMatchObject({ value: 1, signed: true });
    expect(rows[2]?.[at('Change in booked hours')]).toMatchObject({ value: 16 });
    // In points, as its heading says: 22.2 points, not 0.222.
    const points = rows[2]?.[at('Change in utilisation (points)')];
    expect(points).toMatchObject({ kind: 'points' });
    expect(points && 'value' in points ? points.value : null).toBeCloseTo(
      (18 / 72 - 2 / 72) * 100,
      10,
    );
  });
});
