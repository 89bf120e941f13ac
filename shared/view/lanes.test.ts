import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { indexRowBookings, visibleRange } from './lanes';

const booking = (id: string, startMs: number, endMs: number): Booking => ({
  id,
  startMs,
  endMs,
  user: null,
  location: null,
  bay: null,
});

describe('row booking index', () => {
  it('puts overlapping bookings in separate lanes', () => {
    const row = indexRowBookings([booking('a', 0, 10), booking('b', 5, 15), booking('c', 10, 20)]);
    expect(Array.from(row.lanes)).toEqual([0, 1, 0]);
    expect(row.laneCount).toBe(2);
  });

  it('finds exactly the bookings overlapping a range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 300 })), {
          maxLength: 60,
        }),
        fc.integer({ min: -50, max: 1100 }),
        fc.integer({ min: 1, max: 400 }),
        (spans, from, len) => {
          const row = indexRowBookings(spans.map(([s, d], i) => booking(String(i), s, s + d)));
          const [a, b] = visibleRange(row, from, from + len);
          const found = row.bookings
            .slice(a, b)
            .filter((x) => x.endMs > from)
            .map((x) => x.id)
            .sort();
          const expected = row.bookings
            .filter((x) => x.startMs < from + len && x.endMs > from)
            .map((x) => x.id)
            .sort();
          expect(found).toEqual(expected);
        },
      ),
    );
  });
});
