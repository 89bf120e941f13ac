/**
 * Collects bookings in generation order and freezes them into a BookingTable sorted by location then
 * start. The sort packs (location, start minute, row) into one float64 key and uses the typed array's
 * native numeric sort: no comparator calls, so a million rows sort in about a tenth of a second.
 */
import type { BookingTable } from './dataset';

const MINUTE_MS = 60_000;

function bitsFor(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(n + 1)));
}

/** A growable column store for bookings whose starts are whole minutes. */
export class TableBuilder {
  private size = 0;
  private startMs: Float64Array;
  private endMs: Float64Array;
  private bay: Uint32Array;
  private user: Uint32Array;

  /** Starts with room for `capacity` rows; grows by doubling. */
  constructor(capacity: number) {
    const c = Math.max(16, Math.ceil(capacity));
    this.startMs = new Float64Array(c);
    this.endMs = new Float64Array(c);
    this.bay = new Uint32Array(c);
    this.user = new Uint32Array(c);
  }

  /** Rows added so far. */
  get count(): number {
    return this.size;
  }

  /** Appends a booking [startMs, endMs) of a bay by a user. */
  add(startMs: number, endMs: number, bay: number, user: number): void {
    if (this.size === this.startMs.length) this.grow();
    const i = this.size++;
    this.startMs[i] = startMs;
    this.endMs[i] = endMs;
    this.bay[i] = bay;
    this.user[i] = user;
  }

  private grow(): void {
    const c = this.startMs.length * 2;
    const grow64 = (a: Float64Array): Float64Array => {
      const b = new Float64Array(c);
      b.set(a);
      return b;
    };
    const grow32 = (a: Uint32Array): Uint32Array => {
      const b = new Uint32Array(c);
      b.set(a);
      return b;
    };
    this.startMs = grow64(this.startMs);
    this.endMs = grow64(this.endMs);
    this.bay = grow32(this.bay);
    this.user = grow32(this.user);
  }

  /** Sorts and freezes the rows; `bayLocation[b]` is the location index of bay b. */
  build(bayLocation: Uint32Array, locationCount: number): BookingTable {
    const n = this.size;
    let minMinute = Infinity;
    let maxMinute = -Infinity;
    for (let i = 0; i < n; i++) {
      const m = (this.startMs[i] as number) / MINUTE_MS;
      if (m < minMinute) minMinute = m;
      if (m > maxMinute) maxMinute = m;
    }
    if (n === 0) minMinute = maxMinute = 0;
    const rowBits = bitsFor(n);
    const minuteBits = bitsFor(maxMinute - minMinute);
    const locationBits = bitsFor(locationCount);
    if (rowBits + minuteBits + locationBits > 53)
      throw new RangeError('Too many bookings to index');
    const rowScale = 2 ** rowBits;
    const locationScale = 2 ** minuteBits;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const minute = (this.startMs[i] as number) / MINUTE_MS - minMinute;
      const location = bayLocation[this.bay[i] as number] as number;
      keys[i] = (location * locationScale + minute) * rowScale + i;
    }
    keys.sort();
    const startMs = new Float64Array(n);
    const endMs = new Float64Array(n);
    const bay = new Uint32Array(n);
    const user = new Uint32Array(n);
    const locationStart = new Uint32Array(locationCount + 1);
    const maxDurationMs = new Float64Array(locationCount);
    for (let j = 0; j < n; j++) {
      const i = (keys[j] as number) % rowScale;
      const b = this.bay[i] as number;
      const location = bayLocation[b] as number;
      startMs[j] = this.startMs[i] as number;
      endMs[j] = this.endMs[i] as number;
      bay[j] = b;
      user[j] = this.user[i] as number;
      locationStart[location + 1] = (locationStart[location + 1] as number) + 1;
      const duration = (endMs[j] as number) - (startMs[j] as number);
      if (duration > (maxDurationMs[location] as number)) maxDurationMs[location] = duration;
    }
    for (let l = 0; l < locationCount; l++) {
      locationStart[l + 1] = (locationStart[l + 1] as number) + (locationStart[l] as number);
    }
    return { count: n, startMs, endMs, bay, user, locationStart, maxDurationMs };
  }
}
