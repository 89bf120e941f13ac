/**
 * Insights' people by e-mail domain, counted booking by booking as the aggregation goes: per domain,
 * its people, bookings and booked time, never the bookings. Booked time is a booking's time within
 * the period's whole local days, as PersonFigures.bookedMs counts it (not narrowed to the window or
 * to open time), so Insights and the People view give a domain the same hours for the same bookings.
 */
import { domainOf } from '../email-domain';
import type { Booking, User } from '../model';
import { dateRangeWindow } from '../time/local-day-bounds';
import type { ZonedDays } from '../time/local-days';
import { type DomainFigures, groupedDomains } from './domain-figures';
import { personKey } from './person-figures';

/** The most user objects remembered by identity within one chunk, as PeopleAttendance does. */
const CHUNK_OBJECTS_CACHED = 4096;

/** One domain's running sums. Fields, not a copy per booking: set per booking. */
interface Sums {
  readonly domain: string | null;
  people: number;
  bookings: number;
  bookedMs: number;
}

/** The count. A class, as the aggregation is: called per booking. */
export class DomainCount {
  private readonly startMs: number;
  private readonly endMs: number;
  private readonly byDomain = new Map<string | null, Sums>();
  /** Each person's domain, the one of their first booking counted: a person is in one row only. */
  private readonly byPerson = new Map<string, Sums>();
  /** The API client shares one user object per person within an answer: cheaper than a key. */
  private readonly chunkUsers = new Map<object, Sums>();

  constructor(period: ZonedDays) {
    ({ startMs: this.startMs, endMs: this.endMs } = dateRangeWindow(
      period.from,
      period.to,
      period.zone,
    ));
  }

  /** Forgets the previous chunk's objects. */
  startChunk(): void {
    this.chunkUsers.clear();
  }

  /** Counts a booking the Insights count; one without a person is nobody's domain's. */
  add(b: Booking): void {
    const user = b.user;
    if (!user) return;
    const sums = this.chunkUsers.get(user) ?? this.sumsOf(user);
    if (sums === null) return;
    sums.bookings++;
    const s = b.startMs > this.startMs ? b.startMs : this.startMs;
    const e = b.endMs < this.endMs ? b.endMs : this.endMs;
    if (e > s) sums.bookedMs += e - s;
  }

  /** A row per domain, the most booked first; small domains grouped when names are hidden. */
  figures(namesHidden: boolean): DomainFigures[] {
    return groupedDomains([...this.byDomain.values()], namesHidden);
  }

  private sumsOf(user: User): Sums | null {
    const key = personKey(user);
    if (key === null) return null;
    let sums = this.byPerson.get(key);
    if (sums === undefined) {
      const domain = domainOf(user.email) ?? user.domain ?? null;
      sums = this.byDomain.get(domain);
      if (sums === undefined) {
        sums = { domain, people: 0, bookings: 0, bookedMs: 0 };
        this.byDomain.set(domain, sums);
      }
      sums.people++;
      this.byPerson.set(key, sums);
    }
    if (this.chunkUsers.size < CHUNK_OBJECTS_CACHED) this.chunkUsers.set(user, sums);
    return sums;
  }
}
