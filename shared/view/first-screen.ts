/**
 * Which bookings the first screen shows, worked out the same way by the renderer and by the backend
 * that starts fetching them early.
 */
import { isValidTimeZone, localDateOf, systemTimeZone } from '../time/zone';
import { bookingsArgs, type BookingsArgs } from './bookings-args';
import { initialSelection, selectionWindow } from './navigation';
import type { ViewWindow } from './shown-spans';

/** The first screen's bookings: where, and which window. */
export interface FirstBookingsTarget {
  readonly locationId: string;
  readonly window: ViewWindow;
  readonly args: BookingsArgs;
}

/**
 * Today, in the account's zone (the system's when none is saved), at the remembered location while
 * it exists, else the first; null when the company has no location.
 */
export function firstBookingsTarget(
  accountId: string,
  settings: { readonly timezone: string | null; readonly lastLocationId: string | null },
  locations: readonly { readonly id: string }[],
  now: number,
): FirstBookingsTarget | null {
  const location = locations.find((l) => l.id === settings.lastLocationId) ?? locations[0];
  if (!location) return null;
  const saved = settings.timezone;
  const zone = saved && isValidTimeZone(saved) ? saved : systemTimeZone();
  const window = selectionWindow(initialSelection(localDateOf(zone, now)), zone);
  return { locationId: location.id, window, args: bookingsArgs(accountId, location.id, window) };
}
