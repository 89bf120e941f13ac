/**
 * Turns raw API lists into the app's model (shared/model.ts), whichever booking shape arrived. A hand-written
 * pass equivalent to the lenient schemas in schemas.ts: it runs once per booking of a million-row export,
 * where zod would dominate the cost. Records without a usable id, start or end are dropped and counted.
 * An id listed again within one answer is the same record: the first is kept and the later ones are
 * left out without being counted as unreadable, so a location, bay or booking is counted and
 * written once, and the app's lists, All locations, exports and reports agree.
 */
import type { Bay, Booking, Location, Parsed } from '../model';
import { AppFailure } from '../result';
import { parseDuration } from './duration';
import { type NestedReaders, NOT_SHARED, sharedWithinAnswer } from './nested-refs';
import {
  isRecord,
  readId,
  readLocation,
  readText,
  type TextDecoding,
  textAsIs,
} from './raw-values';
import { parseTimestamp, parseTimestampAt } from './timestamp';

function listOf(json: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(json)) {
    throw new AppFailure(
      'invalid-response',
      `The server sent something other than a list of ${what}. It may not be the Bookings Integration API, or it may have had a problem; try again later.`,
    );
  }
  return json;
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
  return onePerId(listOf(json, 'locations'), (raw) =>
    isRecord(raw) ? readLocation(raw, textAsIs) : null,
  );
}

function bay(raw: unknown): Bay | null {
  if (!isRecord(raw)) return null;
  const bayId = readId(raw.id, textAsIs);
  if (bayId === null) return null;
  return {
    id: bayId,
    name: readText(raw.name, textAsIs),
    tag: readText(raw.tag, textAsIs),
    location: isRecord(raw.location) ? readLocation(raw.location, textAsIs) : null,
  };
}

/** The bays list, each id once, with its location. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBays(json: unknown): Parsed<Bay> {
  return onePerId(listOf(json, 'bays'), bay);
}

/**
 * A timestamp string as sent. Read undecoded first: a string that reads is all ASCII, which decoding
 * leaves as it is, so only one that does not is decoded and read again.
 */
function timestampOf(raw: string, decode: TextDecoding): number | null {
  const ms = parseTimestampAt(raw, 0, raw.length);
  if (!Number.isNaN(ms)) return ms;
  const decoded = decode(raw);
  return decoded === raw ? null : parseTimestamp(decoded);
}

/** How bookings are read: `decode` is applied to every string value read (see TextDecoding). */
export interface BookingsReading {
  readonly decode?: TextDecoding;
  /** One object for equal bays, people and locations within the answer (see nested-refs.ts). */
  readonly shareNested?: boolean;
}

/**
 * Reads one answer's bookings. Bookings come mostly in start order, many starting at once, so the
 * start_time read last is remembered: the next booking's is then mostly the same string.
 */
class AnswerReader {
  private lastStart: unknown = undefined;
  private lastStartMs: number | null = null;
  private lastEnd: unknown = undefined;
  private lastEndMs: number | null = null;

  constructor(
    private readonly decode: TextDecoding,
    private readonly nested: NestedReaders,
  ) {}

  booking(raw: unknown): Booking | null {
    if (!isRecord(raw)) return null;
    const { decode, nested } = this;
    const bookingId = readId(raw.id, decode);
    if (bookingId === null) return null;
    const start = this.startOf(raw.start_time);
    const end = this.endOf(raw.end_time);
    let startMs: number;
    let endMs: number;
    // start_time/end_time when both read and are in order, else the duration range: when both are
    // usable start_time/end_time win, as they are documented in both shapes, duration in one.
    if (start !== null && end !== null && end >= start) {
      startMs = start;
      endMs = end;
    } else {
      const range = typeof raw.duration === 'string' ? parseDuration(decode(raw.duration)) : null;
      if (range === null) return null;
      startMs = range.startMs;
      endMs = range.endMs;
    }
    return {
      id: bookingId,
      startMs,
      endMs,
      user: nested.user(raw.user, decode),
      location: nested.location(raw.location, decode),
      bay: nested.bay(raw.bay, decode),
    };
  }

  private startOf(value: unknown): number | null {
    if (value !== this.lastStart) {
      this.lastStart = value;
      this.lastStartMs = typeof value === 'string' ? timestampOf(value, this.decode) : null;
    }
    return this.lastStartMs;
  }

  private endOf(value: unknown): number | null {
    if (value !== this.lastEnd) {
      this.lastEnd = value;
      this.lastEndMs = typeof value === 'string' ? timestampOf(value, this.decode) : null;
    }
    return this.lastEndMs;
  }
}

/** A bookings list of either shape, each id once. Throws AppFailure('invalid-response') when not an array. */
export function normaliseBookings(json: unknown, reading: BookingsReading = {}): Parsed<Booking> {
  const reader = new AnswerReader(
    reading.decode ?? textAsIs,
    reading.shareNested ? sharedWithinAnswer() : NOT_SHARED,
  );
  return onePerId(listOf(json, 'bookings'), (raw) => reader.booking(raw));
}
