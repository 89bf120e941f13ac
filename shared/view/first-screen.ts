/**
 * Which location, zone and bookings the first screen shows, worked out here once for the renderer's
 * workspace and for the backend that starts fetching them early.
 */
import type { ZonedDays } from '../time/local-days';
import { isValidTimeZone, localDateOf, systemTimeZone } from '../time/zone';
import { bookingsArgs, type BookingsArgs } from './bookings-args';
import { initialSelection, selectionDays, type DateSelection } from './navigation';

/** The first screen's bookings: where, and which days. */
export interface FirstBookingsTarget {
  readonly locationId: string;
  readonly days: ZonedDays;
  readonly args: BookingsArgs;
}

/** The zone times are shown in: the saved one while it is valid, else the system's. */
export function effectiveZone(saved: string | null | undefined): string {
  return saved && isValidTimeZone(saved) ? saved : systemTimeZone();
}

/** The location the workspace opens on: the remembered one while it exists, else the first. */
export function firstLocation<L extends { readonly id: string }>(
  lastLocationId: string | null | undefined,
  locations: readonly L[],
): L | undefined {
  return locations.find((l) => l.id === lastLocationId) ?? locations[0];
}

/** The dates the first screen shows: today in the zone, as a Day view. */
export function firstSelection(zone: string, now: number): DateSelection {
  return initialSelection(localDateOf(zone, now));
}

/**
 * Today, in the account's zone (the system's when none is saved), at the remembered location while
 * it exists, else the first; null when the company has no location.
 */
export function firstBookingsTarget(
  accountId: string,
  settings: { readonly zone: string | null; readonly lastLocationId: string | null },
  locations: readonly { readonly id: string }[],
  now: number,
): FirstBookingsTarget | null {
  const location = firstLocation(settings.lastLocationId, locations);
  if (!location) return null;
  const zone = effectiveZone(settings.zone);
  const days = selectionDays(firstSelection(zone, now), zone);
  return { locationId: location.id, days, args: bookingsArgs(accountId, location.id, days) };
}
