/**
 * Turns raw API lists into the app's model (shared/model.ts), whichever booking shape arrived. A hand-written
 * pass equivalent to the lenient schemas in schemas.ts: it runs once per booking of a million-row export,
 * where zod would dominate the cost. Records without a usable id, start or end are dropped and counted.
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

/** The locations list. Throws AppFailure('invalid-response') when the body is not an array. */
export function normaliseLocations(json: unknown): Parsed<Location> {
  const list = listOf(json, 'locations');
  const items: Location[] = [];
  for (const raw of list) {
    const item = location(raw, textAsIs);
    if (item) items.push(item);
  }
  return { items, dropped: list.length - items.length };
}

/** The bays list, each with its location. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBays(json: unknown): Parsed<Bay> {
  const list = listOf(json, 'bays');
  const items: Bay[] = [];
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const bayId = id(raw.id, textAsIs);
    if (bayId === null) continue;
    items.push({
      id: bayId,
      name: text(raw.name, textAsIs),
      tag: text(raw.tag, textAsIs),
      location: location(raw.location, textAsIs),
    });
  }
  return { items, dropped: list.length - items.length };
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

/** A bookings list of either shape. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBookings(json: unknown, reading: BookingsReading = {}): Parsed<Booking> {
  const list = listOf(json, 'bookings');
  const items: Booking[] = [];
  const decode = reading.decode ?? textAsIs;
  const share = reading.shareNested ? sharedWithinAnswer() : NOT_SHARED;
  for (const raw of list) {
    if (!isRecord(raw)) continue;
    const bookingId = id(raw.id, decode);
    if (bookingId === null) continue;
    const when = instants(raw, decode);
    if (when === null) continue;
    items.push({
      id: bookingId,
      startMs: when.startMs,
      endMs: when.endMs,
      user: share.user(user(raw.user, decode)),
      location: share.location(location(raw.location, decode)),
      bay: share.bay(bayRef(raw.bay, decode)),
    });
  }
  return { items, dropped: list.length - items.length };
}
