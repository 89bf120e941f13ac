import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { barMoveFor, moveBar } from './bar-navigation';
import { indexRowBookings } from './lanes';
import type { TimelineEntry } from './rows';

const HOUR = 3_600_000;
const bk = (id: string, startH: number, endH: number): Booking => ({
  id,
  startMs: startH * HOUR,
  endMs: endH * HOUR,
  user: null,
  location: null,
  bay: null,
});
const bay = (key: string, bookings: Booking[]): TimelineEntry => ({
  kind: 'bay',
  key,
  bay: { key, id: key, name: key, tag: null },
  row: indexRowBookings(bookings),
});
const group: TimelineEntry = { kind: 'group', key: 'g', tag: 'EV', bayCount: 3 };
// 0: heading; 1: a 08-09, b 10-12, c 14-15; 2: no bookings; 3: heading; 4: d 09-11, e 13-16
const entries: TimelineEntry[] = [
  group,
  bay('A', [bk('a', 8, 9), bk('b', 10, 12), bk('c', 14, 15)]),
  bay('B', []),
  { ...group, key: 'g2' },
  bay('C', [bk('d', 9, 11), bk('e', 13, 16)]),
];
const all = () => true;
const idAt = (p: { entry: number; booking: number } | null) => {
  const e = p ? entries[p.entry] : undefined;
  return e?.kind === 'bay' && p ? e.row.bookings[p.booking]?.id : null;
};

describe('moving between bars', () => {
  it('maps the arrow keys, Home and End, and nothing else', () => {
    expect(
      ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 't'].map(
        barMoveFor,
      ),
    ).toEqual(['left', 'right', 'up', 'down', 'first', 'last', null, null]);
  });

  it('moves along a bay, stopping at its ends', () => {
    const b = { entry: 1, booking: 1 };
    expect(idAt(moveBar(entries, b, 'left', all))).toBe('a');
    expect(idAt(moveBar(entries, b, 'right', all))).toBe('c');
    expect(idAt(moveBar(entries, b, 'first', all))).toBe('a');
    expect(idAt(moveBar(entries, b, 'last', all))).toBe('c');
    expect(moveBar(entries, { entry: 1, booking: 0 }, 'left', all)).toBeNull();
    expect(moveBar(entries, { entry: 1, booking: 2 }, 'right', all)).toBeNull();
  });

  it('moves across bays to the booking nearest in time, over headings and empty bays', () => {
    // b starts at 10: d (09-11) is running then.
    expect(idAt(moveBar(entries, { entry: 1, booking: 1 }, 'down', all))).toBe('d');
    // c starts at 14: e (13-16) is running then.
    expect(idAt(moveBar(entries, { entry: 1, booking: 2 }, 'down', all))).toBe('e');
    // a starts at 8: nothing runs then; d starts nearest.
    expect(idAt(moveBar(entries, { entry: 1, booking: 0 }, 'down', all))).toBe('d');
    expect(idAt(moveBar(entries, { entry: 4, booking: 1 }, 'up', all))).toBe('c');
    expect(moveBar(entries, { entry: 1, booking: 0 }, 'up', all)).toBeNull();
    expect(moveBar(entries, { entry: 4, booking: 0 }, 'down', all)).toBeNull();
  });

  it('skips bookings that are not drawn', () => {
    const notB = (b: Booking) => b.id !== 'b' && b.id !== 'd';
    expect(idAt(moveBar(entries, { entry: 1, booking: 0 }, 'right', notB))).toBe('c');
    expect(idAt(moveBar(entries, { entry: 1, booking: 0 }, 'down', notB))).toBe('e');
    expect(moveBar(entries, { entry: 9, booking: 0 }, 'down', all)).toBeNull();
  });
});
