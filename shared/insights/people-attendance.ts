/**
 * The people among counted bookings (by user id, else e-mail, else name), the local days each came,
 * and the double bookings: one person holding two bays at once. Bookings arrive in start order, so a
 * person's days are counted by their last day, and a booking is a double booking when it starts while
 * its person holds another bay: the booking reaching furthest at a bay other than its own overlaps it.
 * Within one chunk a person's object is remembered by identity first: the API client shares one
 * object per equal person within an answer, and an object is cheaper to look up than its id's text.
 */
import type { Booking } from '../model';
import {
  type Attendance,
  attendanceBands,
  type DoubleBooking,
  MAX_DOUBLE_BOOKINGS_LISTED,
} from './attendance-figures';

/** The most person objects remembered by identity within one chunk: bookings that share nothing (as in tests) would otherwise add an entry each. */
const CHUNK_OBJECTS_CACHED = 4096;

/**
 * One person so far. Bays are their rows' objects. Fields, not nested objects: set per booking, and
 * an allocation per booking would slow the aggregation.
 */
interface Person {
  lastDay: number;
  days: number;
  /** The booking reaching furthest so far, and its bay. */
  held: Booking | null;
  heldRow: object | null;
  /** The booking reaching furthest at another bay than the held one's. */
  other: Booking | null;
}

/** The count. A class, as the aggregation is: called per booking. */
export class PeopleAttendance {
  private readonly byId = new Map<string, Person>();
  private readonly byEmail = new Map<string, Person>();
  private readonly byName = new Map<string, Person>();
  private readonly chunkUsers = new Map<object, Person>();
  private readonly doubles: DoubleBooking[] = [];
  private doubleCount = 0;

  /** Forgets the previous chunk's objects. */
  startChunk(): void {
    this.chunkUsers.clear();
  }

  /** Counts a booking of a bay's row, whose start falls on local day `day` (any day numbering). */
  add(b: Booking, row: object, day: number): void {
    const user = b.user;
    if (!user) return;
    const person = this.chunkUsers.get(user) ?? this.personOf(user);
    if (person === null) return;
    if (person.lastDay !== day) {
      person.lastDay = day;
      person.days++;
    }
    const { held, other } = person;
    // The booking reaching furthest at another bay than this one's: the one to overlap, if any.
    const rival = held === null ? null : person.heldRow !== row ? held : other;
    if (rival !== null) {
      const overlapEnd = b.endMs < rival.endMs ? b.endMs : rival.endMs;
      if (overlapEnd > b.startMs) this.recordDouble(rival, b, b.startMs, overlapEnd);
    }
    if (held === null || b.endMs > held.endMs) {
      if (held !== null && person.heldRow !== row) person.other = held;
      person.held = b;
      person.heldRow = row;
    } else if (person.heldRow !== row && (other === null || b.endMs > other.endMs))
      person.other = b;
  }

  /** People counted so far. */
  get count(): number {
    return this.byId.size + this.byEmail.size + this.byName.size;
  }

  /** The attendance over a period of `periodDays` local days. */
  figures(periodDays: number): Attendance {
    const days = function* (maps: readonly Map<string, Person>[]) {
      for (const map of maps) for (const person of map.values()) yield person.days;
    };
    return {
      ...attendanceBands(days([this.byId, this.byEmail, this.byName]), periodDays),
      doubleBookingCount: this.doubleCount,
      doubleBookings: this.doubles,
    };
  }

  private personOf(user: NonNullable<Booking['user']>): Person | null {
    const [map, key] = user.id
      ? [this.byId, user.id]
      : user.email
        ? [this.byEmail, user.email]
        : user.name
          ? [this.byName, user.name]
          : [null, ''];
    if (map === null) return null;
    let person = map.get(key);
    if (!person) {
      person = {
        lastDay: Number.NaN,
        days: 0,
        held: null,
        heldRow: null,
        other: null,
      };
      map.set(key, person);
    }
    if (this.chunkUsers.size < CHUNK_OBJECTS_CACHED) this.chunkUsers.set(user, person);
    return person;
  }

  private recordDouble(first: Booking, second: Booking, from: number, to: number): void {
    this.doubleCount++;
    if (this.doubles.length >= MAX_DOUBLE_BOOKINGS_LISTED) return;
    const user = second.user;
    const side = (b: Booking) => ({
      bookingId: b.id,
      bayId: b.bay?.id ?? null,
      bayName: b.bay?.name ?? null,
      startMs: b.startMs,
      endMs: b.endMs,
    });
    this.doubles.push({
      person: { id: user?.id ?? null, name: user?.name ?? null, email: user?.email ?? null },
      first: side(first),
      second: side(second),
      overlapStartMs: from,
      overlapEndMs: to,
    });
  }
}
