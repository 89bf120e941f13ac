/**
 * What a booking's bay, person and location become: the objects as read, or one object for equal
 * values within an answer. A bay or person repeats across thousands of bookings, and a reader that
 * looks them up by object (the Insights aggregation) then finds them in cache. Not for every reader:
 * the look-ups by id cost the export more than they gain (bench/README.md).
 */
import type { BayRef, Location, User } from '../model';
import {
  isRecord,
  type Raw,
  readBayRef,
  readLocation,
  readUser,
  type TextDecoding,
} from './raw-values';

/** Reads one nested value of a booking: null unless it is an object. */
export type NestedReader<T> = (value: unknown, decode: TextDecoding) => T | null;

/** How one answer's bookings read their bay, person and location. */
export interface NestedReaders {
  readonly bay: NestedReader<BayRef>;
  readonly user: NestedReader<User>;
  readonly location: NestedReader<Location>;
}

/** How to read one kind of nested object, and when two are equal besides their id. */
interface NestedKind<T extends { readonly id: string | null }> {
  readonly read: (value: Raw, decode: TextDecoding) => T | null;
  /** Equal as read. */
  readonly sameText: (seen: T, ref: T) => boolean;
  /** Equal as the API sent them, before any decoding: then equal as read. */
  readonly sameRaw: (seen: Raw, value: Raw) => boolean;
}

const BAY: NestedKind<BayRef> = {
  read: readBayRef,
  sameText: (a, b) => a.name === b.name && a.tag === b.tag,
  sameRaw: (a, b) => a.name === b.name && a.tag === b.tag,
};
const USER: NestedKind<User> = {
  read: readUser,
  sameText: (a, b) => a.name === b.name && a.email === b.email,
  sameRaw: (a, b) => a.name === b.name && a.email === b.email,
};
const LOCATION: NestedKind<Location> = {
  read: readLocation,
  sameText: (a, b) => a.name === b.name,
  sameRaw: (a, b) => a.name === b.name,
};

function readAsIs<T extends { readonly id: string | null }>(kind: NestedKind<T>): NestedReader<T> {
  const { read } = kind;
  return (value, decode) => (isRecord(value) ? read(value, decode) : null);
}

/** A value as sent, and what it was read as. */
interface SeenValue<T> {
  readonly rawId: string;
  readonly raw: Raw;
  readonly ref: T;
}

/**
 * A number for an id, from its length and last 8 characters: a look-up by number skips hashing the
 * whole text of an id the answer's JSON has just made (a UUID: 36 characters), which cost more than
 * the rest of reading a booking's bay or person. Ids it confuses only miss the cache below.
 */
function quickKey(id: string): number {
  const length = id.length;
  let key = length;
  for (let i = length > 8 ? length - 8 : 0; i < length; i++)
    key = (Math.imul(key, 31) + id.charCodeAt(i)) | 0;
  // A small integer, which a Map hashes without allocating.
  return key & 0x3fffffff;
}

/**
 * The first object seen with an id, given again for later equal ones (same id, same text). In front
 * of that, a cache of the values as sent: a value sent again exactly as the last one cached for its
 * id's quick key (the same strings, undecoded) is that value's object at once, without being read
 * and decoded again. Most bookings' bay and person were seen earlier in the answer, and reading them
 * cost more than the rest of the booking (bench/README.md).
 */
function sharer<T extends { readonly id: string | null }>(kind: NestedKind<T>): NestedReader<T> {
  const { read, sameText, sameRaw } = kind;
  const byId = new Map<string, T>();
  const sent = new Map<number, SeenValue<T>>();
  /** The value the previous booking had: an answer's location is every booking's. */
  let previous: SeenValue<T> | undefined;
  return (value, decode) => {
    if (!isRecord(value)) return null;
    const rawId = value.id;
    if (typeof rawId !== 'string') return read(value, decode);
    if (previous !== undefined && previous.rawId === rawId && sameRaw(previous.raw, value))
      return previous.ref;
    const key = quickKey(rawId);
    const cached = sent.get(key);
    if (cached !== undefined && cached.rawId === rawId && sameRaw(cached.raw, value)) {
      previous = cached;
      return cached.ref;
    }
    const ref = read(value, decode);
    if (ref === null || ref.id === null) return ref;
    const seen = byId.get(ref.id);
    const shared = seen !== undefined && sameText(seen, ref) ? seen : ref;
    if (shared === ref) byId.set(ref.id, ref);
    previous = { rawId, raw: value, ref: shared };
    sent.set(key, previous);
    return shared;
  };
}

/** Each answer's objects as read: a new object per booking. */
export const NOT_SHARED: NestedReaders = {
  bay: readAsIs(BAY),
  user: readAsIs(USER),
  location: readAsIs(LOCATION),
};

/** Readers for one answer that give one object per equal bay, person and location. */
export function sharedWithinAnswer(): NestedReaders {
  return { bay: sharer(BAY), user: sharer(USER), location: sharer(LOCATION) };
}
