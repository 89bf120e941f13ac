/**
 * Time outside opening hours: each booking's time in the period (the chosen days and time of day)
 * less its time in open hours. Bookings arrive in start order, so the walk over the period's pieces
 * goes on from where the previous booking's began.
 */
import type { OutsideOpening } from '../sites/site-clock';
import { type HourPieces, pieceEndingAfter } from './hour-pieces';

/** Sums the time bookings spend in the period, and what of it lies outside opening hours. */
export class OutsideTime {
  private hint = 0;
  private bookings = 0;
  private ms = 0;

  constructor(private readonly period: HourPieces) {}

  /** The booking's real ms inside the period's pieces. */
  timeIn(s: number, e: number): number {
    const { period } = this;
    const i = pieceEndingAfter(period, s, this.hint);
    this.hint = i;
    let total = 0;
    for (let j = i; j < period.count && (period.start[j] as number) < e; j++) {
      const a = Math.max(s, period.start[j] as number);
      const z = Math.min(e, period.end[j] as number);
      if (z > a) total += z - a;
    }
    return total;
  }

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
