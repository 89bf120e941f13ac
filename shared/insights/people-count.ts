/**
 * Distinct people among counted bookings: by user id, else e-mail, else name. Within one chunk a
 * person's object is remembered by identity first: the API client shares one object per equal person
 * within an answer, and an object is cheaper to look up than its id's text.
 */
import type { Booking } from '../model';

/** The most person objects remembered by identity within one chunk: bookings that share nothing (as in tests) would otherwise add an entry each. */
const CHUNK_OBJECTS_CACHED = 4096;

/** The count. A class, as the aggregation is: called per booking. */
export class PeopleCount {
  private readonly ids = new Set<string>();
  private readonly emails = new Set<string>();
  private readonly names = new Set<string>();
  private readonly chunkUsers = new Set<object>();

  /** Forgets the previous chunk's objects. */
  startChunk(): void {
    this.chunkUsers.clear();
  }

  /** Counts a booking's user. */
  add(user: Booking['user']): void {
    if (!user || this.chunkUsers.has(user)) return;
    if (this.chunkUsers.size < CHUNK_OBJECTS_CACHED) this.chunkUsers.add(user);
    if (user.id) this.ids.add(user.id);
    else if (user.email) this.emails.add(user.email);
    else if (user.name) this.names.add(user.name);
  }

  /** People counted so far. */
  get count(): number {
    return this.ids.size + this.emails.size + this.names.size;
  }
}
