/**
 * Totals for what is shown, on the same definitions as Insights: every booking in the shown time
 * counts, open hours or not; booked hours and utilisation are of open time (occupied open bay-time
 * over available open bay-time); the rest of a booking's shown time is outside opening hours.
 * Overlapping bookings of one bay count once towards occupied time, each in booked hours.
 */
import type { Booking } from '../model';
import { utilisationOf } from '../insights/ratios';
import type { OutsideOpening } from '../sites/site-clock';
import type { BayRow } from './rows';
import { overlapWithSegments, segmentsLength, type Span } from './shown-spans';

/** Totals of a view. */
export interface Totals {
  readonly bookings: number;
  /** Sum of each booking's time inside open shown time, in ms. */
  readonly bookedMs: number;
  /** Bay-time in open shown time covered by at least one booking, in ms. */
  readonly occupiedMs: number;
  /** Bays shown times the open shown time, in ms. */
  readonly capacityMs: number;
  /** occupiedMs / capacityMs (shared/insights/ratios.ts); null when no shown time was open. */
  readonly utilisation: number | null;
  /** Bookings with shown time outside opening hours, and that time summed. */
  readonly outside: OutsideOpening;
}

/**
 * Computes the totals of the shown rows over the shown spans; `open`, their open time (shared/view/
 * open-time.ts), null when every shown hour is open.
 */
export function computeTotals(
  rows: readonly BayRow[],
  segments: readonly Span[],
  openTime: readonly Span[] | null = null,
): Totals {
  const everyHourOpen = openTime === null;
  const open = openTime ?? segments;
  let bookings = 0;
  let bookedMs = 0;
  let occupiedMs = 0;
  let outsideBookings = 0;
  let outsideMs = 0;
  for (const { row } of rows) {
    bookings += row.bookings.length;
    let runStart = -Infinity;
    let runEnd = -Infinity;
    for (const b of row.bookings as readonly Booking[]) {
      const inOpen = overlapWithSegments(open, b.startMs, b.endMs);
      bookedMs += inOpen;
      if (!everyHourOpen) {
        const beyond = overlapWithSegments(segments, b.startMs, b.endMs) - inOpen;
        if (beyond > 0) {
          outsideBookings++;
          outsideMs += beyond;
        }
      }
      // Bookings are sorted by start: merge them into runs of continuous occupation.
      if (b.startMs > runEnd) {
        if (runEnd > runStart) occupiedMs += overlapWithSegments(open, runStart, runEnd);
        runStart = b.startMs;
        runEnd = b.endMs;
      } else if (b.endMs > runEnd) runEnd = b.endMs;
    }
    if (runEnd > runStart) occupiedMs += overlapWithSegments(open, runStart, runEnd);
  }
  const capacityMs = rows.length * segmentsLength(open);
  return {
    bookings,
    bookedMs,
    occupiedMs,
    capacityMs,
    utilisation: utilisationOf({ occupiedMs, availableMs: capacityMs }),
    outside: { bookings: outsideBookings, ms: outsideMs },
  };
}
