import type { Booking } from '#shared/model';
import type { TimelineEntry } from '#shared/view/rows';

/** A bar the card is about, as the timeline draws it. */
export interface BarAddress {
  readonly entryIndex: number;
  readonly bookingIndex: number;
  readonly bookingId: string;
}

/** What the card shows: the booking and the bay it is in. */
export interface CardSubject {
  readonly booking: Booking;
  /** Null: the bay has no name. */
  readonly bayName: string | null;
  readonly tag: string | null;
}

/** The address of the bar an element is (or is inside), or null. */
export function barAddressOf(target: EventTarget | null): BarAddress | null {
  if (!(target instanceof Element)) return null;
  const bar = target.closest<HTMLElement>('[data-booking-index]');
  const row = bar?.closest<HTMLElement>('[data-entry-index]');
  const bookingId = bar?.dataset.bookingId;
  if (!bar || !row || bookingId === undefined) return null;
  return {
    entryIndex: Number(row.dataset.entryIndex),
    bookingIndex: Number(bar.dataset.bookingIndex),
    bookingId,
  };
}

/** The booking at an address, if the entries still hold it there (a filter may have moved it). */
export function cardSubject(
  entries: readonly TimelineEntry[],
  at: BarAddress | null,
): CardSubject | null {
  const entry = at ? entries[at.entryIndex] : undefined;
  if (!at || entry?.kind !== 'bay') return null;
  const booking = entry.row.bookings[at.bookingIndex];
  if (booking?.id !== at.bookingId) return null;
  return { booking, bayName: entry.bay.name, tag: entry.bay.tag };
}

/** The card's id: the focused bar is described by it. */
export const BOOKING_CARD_ID = 'booking-card';
