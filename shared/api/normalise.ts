/**
 * Turns raw API lists into the app's model (shared/model.ts), whichever booking shape arrived. A hand-written
 * pass equivalent to the lenient schemas in schemas.ts: it runs once per booking of a million-row export,
 * where zod would dominate the cost. Records without a usable id, start or end are dropped and counted.
 * An id listed again within one answer is the same record: the first is kept and the later ones are
 * left out without being counted as unreadable, so a location, bay or booking is counted and
 * written once, and the app's lists, All locations, exports and reports agree.
 */
import type { Bay, BayRef, Booking, Location, Parsed, User } from '../model';
import { AppFailure } from '../result';
import { parseDuration } from './duration';
import { parseTimestamp } from './timestamp';

type Raw = Record<string, unknown>;

/**
 * Turns a string value as parsed into text. The identity, unless the body was parsed with its UTF-8
 * bytes still undecoded (see the API client), in which case every string read here passes through it.
 */
export type TextDecoding = (raw: string) => string;

/** The decoding of text that was decoded already. */
export const textAsIs: TextDecoding = (raw) => raw;

const NON_BLANK = /\S/;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Free text: null unless the API sent a string. */
function text(value: unknown, decode: TextDecoding): string | null {
  return typeof value === 'string' ? decode(value) : null;
}

/** A usable identifier: a non-blank string. */
function id(value: unknown, decode: TextDecoding): string | null {
  if (typeof value !== 'string') return null;
  const decoded = decode(value);
  return NON_BLANK.test(decoded) ? decoded : null;
}

function listOf(json: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(json)) {
    throw new AppFailure(
      'invalid-response',
      `The server sent something other than a list of ${what}. It may not be the Bookings Integration API, or it may have had a problem; try again later.`,
    );
  }
  return json;
}

function location(value: unknown, decode: TextDecoding): Location | null {
  if (!isRecord(value)) return null;
  const locationId = id(value.id, decode);
  return locationId === null ? null : { id: locationId, name: text(value.name, decode) };
}

function bayRef(value: unknown, decode: TextDecoding): BayRef | null {
  if (!isRecord(value)) return null;
  return { id: id(value.id, decode), name: text(value.name, decode), tag: text(value.tag, decode) };
}

function user(value: unknown, decode: TextDecoding): User | null {
  if (!isRecord(value)) return null;
  return {
    id: id(value.id, decode),
    name: text(value.name, decode),
    email: text(value.email, decode),
  };
}

/**
 * The records of a list as `read` makes them, each id once (the first kept); those `read` cannot make
 * anything of are counted as dropped. A repeated id is not unreadable, so it is not counted.
 */
function onePerId<T extends { readonly id: string }>(
  list: readonly unknown[],
  read: (raw: unknown) => T | null,
): Parsed<T> {
  const items: T[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const raw of list) {
    const item = read(raw);
    if (item === null) dropped += 1;
    else if (!seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, dropped };
}

/** The locations list, each id once. Throws AppFailure('invalid-response') when the body is not an array. */
export function normaliseLocations(json: unknown): Parsed<Location> {
  return onePerId(listOf(json, 'locations'), (raw) => location(raw, textAsIs));
}

function bay(raw: unknown): Bay | null {
  if (!isRecord(raw)) return null;
  const bayId = id(raw.id, textAsIs);
  if (bayId === null) return null;
  return {
    id: bayId,
    name: text(raw.name, textAsIs),
    tag: text(raw.tag, textAsIs),
    location: location(raw.location, textAsIs),
  };
}

/** The bays list, each id once, with its location. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBays(json: unknown): Parsed<Bay> {
  return onePerId(listOf(json, 'bays'), bay);
}

/**
 * The instants of a raw booking: start_time/end_time when both read and are in order, else the duration
 * range; null when neither is usable. When both are usable start_time/end_time win: they are documented
 * in both shapes, duration in one.
 */
function instants(raw: Raw, decode: TextDecoding): { startMs: number; endMs: number } | null {
  const start = typeof raw.start_time === 'string' ? parseTimestamp(decode(raw.start_time)) : null;
  const end = typeof raw.end_time === 'string' ? parseTimestamp(decode(raw.end_time)) : null;
  if (start !== null && end !== null && end >= start) return { startMs: start, endMs: end };
  return typeof raw.duration === 'string' ? parseDuration(decode(raw.duration)) : null;
}

/**
 * What a booking's bay, person and location become: the objects as read, or one object for equal
 * values within an answer. A bay or person repeats across thousands of bookings, and a reader that
 * looks them up by object (the Insights aggregation) then finds them in cache. Not for every reader:
 * the look-ups by id cost the export more than they gain (bench/README.md).
 */
interface NestedSharing {
  readonly bay: (ref: BayRef | null) => BayRef | null;
  readonly user: (ref: User | null) => User | null;
  readonly location: (ref: Location | null) => Location | null;
}

const asRead = <T>(ref: T): T => ref;
const NOT_SHARED: NestedSharing = { bay: asRead, user: asRead, location: asRead };

function sharedWithinAnswer(): NestedSharing {
  return {
    bay: sharer<BayRef>((a, b) => a.name === b.name && a.tag === b.tag),
    user: sharer<User>((a, b) => a.name === b.name && a.email === b.email),
    location: sharer<Location>((a, b) => a.name === b.name),
  };
}

/** The first object seen with an id, given again for later equal ones (same id, same text). */
function sharer<T extends { readonly id: string | null }>(
  sameText: (seen: T, ref: T) => boolean,
): (ref: T | null) => T | null {
  const byId = new Map<string, T>();
  return (ref) => {
    if (ref === null || ref.id === null) return ref;
    const seen = byId.get(ref.id);
    if (seen && sameText(seen, ref)) return seen;
    byId.set(ref.id, ref);
    return ref;
  };
}

/** How bookings are read: `decode` is applied to every string value read (see TextDecoding). */
export interface BookingsReading {
  readonly decode?: TextDecoding;
  /** One object for equal bays, people and locations within the answer (see sharedWithinAnswer). */
  readonly shareNested?: boolean;
}

function booking(raw: unknown, decode: TextDecoding, share: NestedSharing): Booking | null {
  if (!isRecord(raw)) return null;
  const bookingId = id(raw.id, decode);
  if (bookingId === null) return null;
  const when = instants(raw, decode);
  if (when === null) return null;
  return {
    id: bookingId,
    startMs: when.startMs,
    endMs: when.endMs,
    user: share.user(user(raw.user, decode)),
    location: share.location(location(raw.location, decode)),
    bay: share.bay(bayRef(raw.bay, decode)),
  };
}

/** A bookings list of either shape, each id once. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBookings(json: unknown, reading: BookingsReading = {}): Parsed<Booking> {
  const decode = reading.decode ?? textAsIs;
  const share = reading.shareNested ? sharedWithinAnswer() : NOT_SHARED;
  return onePerId(listOf(json, 'bookings'), (raw) => booking(raw, decode, share));
}
