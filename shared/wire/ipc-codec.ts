/**
 * How results travel over Electron's IPC. Its structured clone keeps an object referenced twice as
 * one object, so listBookings' bookings are sent sharing their users, locations and bays: the
 * window then builds each once, not once per booking (a month of a busy location is 60,000).
 */
import type { Booking, Parsed } from '../model';
import type { Result } from '../result';
import type { Interner } from './interner';
import { bookingInterners } from './packed-bookings';

function canonical<T>(interner: Interner<T>, value: T | null): T | null {
  return value === null ? null : (interner.list[interner.index(value)] as T);
}

/** The same bookings, with equal users, locations and bays made the same objects. */
export function shareNestedObjects(parsed: Parsed<Booking>): Parsed<Booking> {
  const { users, locations, bays } = bookingInterners();
  const items = parsed.items.map((b) => ({
    ...b,
    user: canonical(users, b.user),
    location: canonical(locations, b.location),
    bay: canonical(bays, b.bay),
  }));
  return { items, dropped: parsed.dropped };
}

/** The result in the form IPC sends it. */
export function encodeResultForIpc(method: string, result: Result<unknown>): Result<unknown> {
  if (method !== 'listBookings' || !result.ok) return result;
  return { ok: true, value: shareNestedObjects(result.value as Parsed<Booking>) };
}
