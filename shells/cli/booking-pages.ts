/**
 * The bookings of a location over local days, read through the contract's listBookings a week at a
 * time, each booking once and in start order, so a long range never sits in memory whole.
 */
import type { Booking } from '#shared/model';
import { addDays, daysBetween } from '#shared/time/civil';
import { dateRangeWindow } from '#shared/time/local-day-bounds';
import type { ZonedDays } from '#shared/time/local-days';
import type { Session } from './session';

/** Days per listBookings call, as the API's own paging suggests for a busy location. */
const DAYS_PER_PAGE = 7;

/** One week's bookings that no earlier week has given, sorted by start then id. */
export interface BookingPage {
  readonly bookings: readonly Booking[];
  /** Records the API sent without a usable id, start or end. */
  readonly dropped: number;
}

/** The local days from..to in zone, one page of bookings at a time. */
export async function* bookingPages(
  session: Session,
  scope: ZonedDays & { readonly locationId: string },
): AsyncGenerator<BookingPage> {
  const { locationId, from, to, zone } = scope;
  for (let first = from; daysBetween(first, to) >= 0; first = addDays(first, DAYS_PER_PAGE)) {
    const last =
      daysBetween(addDays(first, DAYS_PER_PAGE - 1), to) >= 0
        ? addDays(first, DAYS_PER_PAGE - 1)
        : to;
    const window = dateRangeWindow(first, last, zone);
    const { items, dropped } = await session.call('listBookings', {
      accountId: session.accountId,
      locationId,
      timeMin: window.timeMin,
      timeMax: window.timeMax,
      zone,
    });
    // A booking across a week's edge is in both weeks' answers: it belongs to the week it starts in
    // (the first week also keeps those that started before the range).
    const isFirst = first === from;
    const own = items.filter(
      (b) => b.startMs < window.endMs && (isFirst || b.startMs >= window.startMs),
    );
    yield {
      bookings: own.sort(
        (a, b) => a.startMs - b.startMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      ),
      dropped,
    };
  }
}
