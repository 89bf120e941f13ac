/**
 * Arrow-key movement between the bookings of the timeline: along a bay (left, right, first, last)
 * and across bays (up, down) to the booking nearest in time. A keyboard user reaches any booking
 * without tabbing through every bar before it.
 */
import { assertNever } from '../assert-never';
import type { Booking } from '../model';
import type { TimelineEntry } from './rows';

/** Where a booking is: its entry (row) in the timeline and its index in that bay's bookings. */
export interface BarPosition {
  readonly entry: number;
  readonly booking: number;
}

/** The moves a key can ask for. */
export type BarMove = 'left' | 'right' | 'up' | 'down' | 'first' | 'last';

/** The move a key means in the timeline, or null for other keys. */
export function barMoveFor(key: string): BarMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The shown bookings of an entry (none for a tag heading). */
function bookingsOf(entries: readonly TimelineEntry[], index: number): readonly Booking[] {
  const entry = entries[index];
  return entry?.kind === 'bay' ? entry.row.bookings : [];
}

/** The index of the shown booking nearest `ms`: one running at `ms` if any, else the closest start. */
function nearest(bookings: readonly Booking[], shown: (b: Booking) => boolean, ms: number): number {
  let best = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < bookings.length; i++) {
    const b = bookings[i] as Booking;
    if (!shown(b)) continue;
    const distance = b.startMs <= ms && ms < b.endMs ? 0 : Math.abs(b.startMs - ms);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

/** Steps from `start` by `step` to the first shown booking of a bay, or -1. */
function scan(
  bookings: readonly Booking[],
  shown: (b: Booking) => boolean,
  start: number,
  step: 1 | -1,
): number {
  for (let i = start; i >= 0 && i < bookings.length; i += step) {
    if (shown(bookings[i] as Booking)) return i;
  }
  return -1;
}

/**
 * Where a move from `from` lands, or null when there is nowhere to go. `shown` says whether a
 * booking is drawn (a time-of-day filter can hide some of a bay's bookings).
 */
export function moveBar(
  entries: readonly TimelineEntry[],
  from: BarPosition,
  move: BarMove,
  shown: (b: Booking) => boolean,
): BarPosition | null {
  const here = bookingsOf(entries, from.entry);
  const current = here[from.booking];
  if (!current) return null;
  const along = (start: number, step: 1 | -1): BarPosition | null => {
    const i = scan(here, shown, start, step);
    return i < 0 ? null : { entry: from.entry, booking: i };
  };
  switch (move) {
    case 'left':
      return along(from.booking - 1, -1);
    case 'right':
      return along(from.booking + 1, 1);
    case 'first':
      return along(0, 1);
    case 'last':
      return along(here.length - 1, -1);
    case 'up':
    case 'down': {
      const step = move === 'down' ? 1 : -1;
      for (let e = from.entry + step; e >= 0 && e < entries.length; e += step) {
        const i = nearest(bookingsOf(entries, e), shown, current.startMs);
        if (i >= 0) return { entry: e, booking: i };
      }
      return null;
    }
    default:
      return assertNever(move);
  }
}
