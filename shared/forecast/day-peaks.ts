/**
 * Each day's peak: the most bays in use at one instant of its open time. Bookings are routed to the
 * days whose open time they touch, clipped to it, and kept as (start, end, bay) until finish(); a bay
 * booked twice at once is one bay in use, as Insights counts it. Bays are the location's listed bays
 * plus any a booking names that the list lacks (Insights' rows). Pure.
 */
import type { Booking } from '../model';
import { rowKeyOf } from '../scope/bay-index';
import type { CalendarDay } from './forecast-calendar';

/** What the collection found: per day, its peak and whether any booking touched it at all. */
export interface DayPeakCounts {
  /** By day index; 0 on a closed day. */
  readonly peaks: Int32Array;
  /** The first day (index) any booking touched, open or not; null without bookings. */
  readonly firstBookingDay: number | null;
  /** Listed bays plus those only bookings named. */
  readonly bays: number;
}

/** Collects bookings in any order; finish() works out each day's peak. */
export class DayPeaks {
  private readonly bayOf = new Map<string, number>();
  /** Per day: start, end, bay, flat. */
  private readonly pieces: number[][];
  private firstDay = Number.POSITIVE_INFINITY;
  private hint = 0;

  constructor(
    private readonly days: readonly CalendarDay[],
    listedBayIds: readonly string[],
  ) {
    for (const id of listedBayIds)
      if (!this.bayOf.has(`id:${id}`)) this.bayOf.set(`id:${id}`, this.bayOf.size);
    this.pieces = days.map(() => []);
  }

  /** Adds bookings; each is counted on every day whose open time it overlaps. */
  add(bookings: readonly Booking[]): void {
    const { days } = this;
    for (const b of bookings) {
      const s = b.startMs;
      const e = b.endMs;
      if (e <= s) continue;
      let d = this.dayAt(s);
      if (d < 0) d = 0;
      if (d >= days.length || (days[d] as CalendarDay).startMs >= e) continue;
      if (d < this.firstDay) this.firstDay = d;
      const bay = this.bayIndex(b);
      for (; d < days.length && (days[d] as CalendarDay).startMs < e; d++) {
        const day = days[d] as CalendarDay;
        const out = this.pieces[d] as number[];
        for (let p = 0; p < day.openStart.length; p++) {
          const a = Math.max(s, day.openStart[p] as number);
          const z = Math.min(e, day.openEnd[p] as number);
          if (a < z) out.push(a, z, bay);
        }
      }
    }
  }

  /** Each day's peak of bays in use at once. */
  finish(): DayPeakCounts {
    const peaks = new Int32Array(this.days.length);
    for (let d = 0; d < this.days.length; d++) peaks[d] = peakOf(this.pieces[d] as number[]);
    return {
      peaks,
      firstBookingDay: Number.isFinite(this.firstDay) ? this.firstDay : null,
      bays: this.bayOf.size,
    };
  }

  private bayIndex(b: Booking): number {
    const key = rowKeyOf(b);
    let index = this.bayOf.get(key);
    if (index === undefined) {
      index = this.bayOf.size;
      this.bayOf.set(key, index);
    }
    return index;
  }

  /** The day holding instant t (-1 before the first, length after the last); bookings come mostly in order. */
  private dayAt(t: number): number {
    const { days } = this;
    if (days.length === 0 || t < (days[0] as CalendarDay).startMs) return -1;
    let d = Math.min(this.hint, days.length - 1);
    while (d > 0 && (days[d] as CalendarDay).startMs > t) d--;
    while (d < days.length && (days[d] as CalendarDay).endMs <= t) d++;
    this.hint = Math.min(d, days.length - 1);
    return d;
  }
}

/** The most distinct bays in use at once among flat (start, end, bay) pieces. */
export function peakOf(flat: readonly number[]): number {
  const n = flat.length / 3;
  if (n === 0) return 0;
  // Each bay's pieces merged into runs, so a double booking is one bay in use.
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((x, y) => flat[x * 3 + 2]! - flat[y * 3 + 2]! || flat[x * 3]! - flat[y * 3]!);
  const starts: number[] = [];
  const ends: number[] = [];
  let bay = Number.NaN;
  for (const i of order) {
    const s = flat[i * 3]!;
    const e = flat[i * 3 + 1]!;
    if (flat[i * 3 + 2] === bay && s <= ends[ends.length - 1]!) {
      if (e > ends[ends.length - 1]!) ends[ends.length - 1] = e;
      continue;
    }
    bay = flat[i * 3 + 2]!;
    starts.push(s);
    ends.push(e);
  }
  const st = Float64Array.from(starts).sort();
  const en = Float64Array.from(ends).sort();
  // Half-open runs: one ending at t is no longer in use when another starts at t.
  let peak = 0;
  let j = 0;
  for (let i = 0; i < st.length; i++) {
    while (j < en.length && en[j]! <= st[i]!) j++;
    if (i + 1 - j > peak) peak = i + 1 - j;
  }
  return peak;
}
