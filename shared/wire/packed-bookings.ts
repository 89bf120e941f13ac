/**
 * Bookings in the forms they travel in. Sent as objects, each booking carries its own user, location
 * and bay, and a long view's answer makes the page allocate (and its garbage collector copy) a great
 * many of them. Packed for JSON, each distinct user, location and bay is sent once and a booking is
 * six values in one flat array; over IPC, whose structured clone keeps an object referenced twice as
 * one, equal nested objects are simply made the same object. Either way the window builds each once.
 * The measurements are in bench/README.md ("Making it fast").
 */
import type { BayRef, Booking, Location, Parsed, User } from '../model';
import { createInterner, type Interner, NO_INDEX } from './interner';

/** The tag that says a value is packed bookings, with the format's version. */
export const PACKED_BOOKINGS = 'bookings-v1';

/** Values per booking in `rows`: id, startMs, endMs, then the user, location and bay indexes. */
const STRIDE = 6;

/** Parsed<Booking> as the browser shell sends it. */
export interface PackedBookings {
  readonly packed: typeof PACKED_BOOKINGS;
  readonly dropped: number;
  readonly users: readonly User[];
  readonly locations: readonly Location[];
  readonly bays: readonly BayRef[];
  readonly rows: readonly (string | number)[];
}

/** The interners of a list of bookings' users, locations and bays. */
export function bookingInterners() {
  return {
    users: createInterner<User>((u) => [u.id, u.name, u.email]),
    locations: createInterner<Location>((l) => [l.id, l.name]),
    bays: createInterner<BayRef>((b) => [b.id, b.name, b.tag]),
  };
}

/** Packs bookings for sending. */
export function packBookings(parsed: Parsed<Booking>): PackedBookings {
  const { users, locations, bays } = bookingInterners();
  const rows: (string | number)[] = [];
  for (const b of parsed.items) {
    rows.push(
      b.id,
      b.startMs,
      b.endMs,
      users.index(b.user),
      locations.index(b.location),
      bays.index(b.bay),
    );
  }
  return {
    packed: PACKED_BOOKINGS,
    dropped: parsed.dropped,
    users: users.list,
    locations: locations.list,
    bays: bays.list,
    rows,
  };
}

/** True when a value looks like packed bookings (its parts are checked as they are unpacked). */
export function isPackedBookings(value: unknown): value is PackedBookings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof PackedBookings, unknown>>;
  return (
    v.packed === PACKED_BOOKINGS &&
    typeof v.dropped === 'number' &&
    Array.isArray(v.users) &&
    Array.isArray(v.locations) &&
    Array.isArray(v.bays) &&
    Array.isArray(v.rows) &&
    v.rows.length % STRIDE === 0
  );
}

function at<T>(list: readonly T[], index: unknown): T | null {
  if (index === NO_INDEX) return null;
  const value = typeof index === 'number' ? list[index] : undefined;
  if (value === undefined) throw new RangeError('Packed bookings refer to a missing entry.');
  return value;
}

/** Unpacks bookings; throws RangeError when the packing is inconsistent. */
export function unpackBookings(packed: PackedBookings): Parsed<Booking> {
  const { rows, users, locations, bays } = packed;
  const items: Booking[] = new Array<Booking>(rows.length / STRIDE);
  for (let i = 0, r = 0; r < rows.length; i += 1, r += STRIDE) {
    const id = rows[r];
    const startMs = rows[r + 1];
    const endMs = rows[r + 2];
    if (typeof id !== 'string' || typeof startMs !== 'number' || typeof endMs !== 'number')
      throw new RangeError('Packed bookings hold a malformed row.');
    items[i] = {
      id,
      startMs,
      endMs,
      user: at(users, rows[r + 3]),
      location: at(locations, rows[r + 4]),
      bay: at(bays, rows[r + 5]),
    };
  }
  return { items, dropped: packed.dropped };
}

function canonical<T>(interner: Interner<T>, value: T | null): T | null {
  return value === null ? null : (interner.list[interner.index(value)] as T);
}

/** The same bookings, with equal users, locations and bays made the same objects (for IPC). */
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
