/**
 * Time outside opening hours: each booking's time in the period (the chosen days and time of day)
 * less its time in open hours. Bookings arrive in start order, so the walk over the period's pieces
 * goes on from where the previous booking's began. The same walk counts each booking on the days of
 * the period it has time in, open or not: a booking is a booking on a closed day too.
 */
import type { OutsideOpening } from '../sites/site-clock';
import { type HourPieces, pieceEndingAfter } from './hour-pieces';

/** Sums the time bookings spend in the period, and what of it lies outside opening hours. */
export class OutsideTime {
  private hint = 0;
  private bookings = 0;
  private ms = 0;

  /** `dayBookings`: bookings per day of the period, which each booking's walk adds to. */
  constructor(
    private readonly period: HourPieces,
    private readonly dayBookings: Float64Array,
  ) {}

  /**
   * The booking's real ms inside the period's pieces, and a booking more on each day it has time on.
   * A zero-length booking counts on the day of the piece it lies in (strictly inside, as on the
   * timeline), with 0 ms; the caller tells it counted by `lastTouched`.
   */
  timeIn(s: number, e: number): number {
    const { period, dayBookings } = this;
    const i = pieceEndingAfter(period, s, this.hint);
    this.hint = i;
    this.touched = false;
    if (s === e) {
      const start = i < period.count ? (period.start[i] as number) : Infinity;
      if (start < s || (start === s && period.joinsPrevious[i] === 1)) {
        const d = period.day[i] as number;
        dayBookings[d] = (dayBookings[d] as number) + 1;
        this.touched = true;
      }
      return 0;
    }
    let total = 0;
    let lastDay = -1;
    for (let j = i; j < period.count && (period.start[j] as number) < e; j++) {
      const a = s > (period.start[j] as number) ? s : (period.start[j] as number);
      const z = e < (period.end[j] as number) ? e : (period.end[j] as number);
      if (z <= a) continue;
      total += z - a;
      const d = period.day[j] as number;
      if (d !== lastDay) {
        dayBookings[d] = (dayBookings[d] as number) + 1;
        lastDay = d;
      }
    }
    this.touched = total > 0;
    return total;
  }

  /** Whether the last booking timeIn walked lies in the period: then it counts as a booking. */
  get lastTouched(): boolean {
    return this.touched;
  }

  private touched = false;

  /** Counts a booking whose time outside opening hours is `outsideMs` (nothing when 0). */
  add(outsideMs: number): void {
    if (outsideMs <= 0) return;
    this.bookings++;
    this.ms += outsideMs;
  }

  /** The bookings and time outside opening hours so far. */
  figures(): OutsideOpening {
    return { bookings: this.bookings, ms: this.ms };
  }
}
