import { dateRangeWindow } from '../time/local-day-bounds';
import type { ZonedDays } from '../time/local-days';

/** listBookings' arguments, as the renderer sends them. */
export interface BookingsArgs {
  readonly accountId: string;
  readonly locationId: string;
  readonly timeMin: string;
  readonly timeMax: string;
  readonly zone: string;
}

/**
 * listBookings' arguments for a location's days: whole local days as offsets the API understands.
 * One function for the query and the start-up calls, so an early answer lands under the query's key.
 */
export function bookingsArgs(accountId: string, locationId: string, days: ZonedDays): BookingsArgs {
  const { timeMin, timeMax } = dateRangeWindow(days.from, days.to, days.zone);
  return { accountId, locationId, timeMin, timeMax, zone: days.zone };
}
