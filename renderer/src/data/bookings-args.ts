import { dateRangeWindow } from '../../../shared/time/windows';
import type { ViewWindow } from '../../../shared/view/window';

/**
 * listBookings' arguments for a location's window: whole local days as offsets the API understands.
 * One function for the query and the start-up call, so the early answer lands under the query's key.
 */
export function bookingsArgs(
  accountId: string,
  locationId: string,
  window: ViewWindow,
): {
  readonly accountId: string;
  readonly locationId: string;
  readonly timeMin: string;
  readonly timeMax: string;
  readonly timezone: string;
} {
  const { timeMin, timeMax } = dateRangeWindow(window.fromDate, window.toDate, window.zone);
  return { accountId, locationId, timeMin, timeMax, timezone: window.zone };
}
