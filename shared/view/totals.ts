/**
 * Totals for what is shown: the number of bookings, the booked hours inside the window, and utilisation
 * as booked bay-hours over the bay-hours the window offers. Overlapping bookings of one bay count once
 * towards utilisation (a bay cannot be more than fully booked), but each counts in booked hours.
 */
import type { Booking } from '../model';
import type { BayRow } from './rows';
import { overlapWithSegments, segmentsLength, type Span } from './shown-spans';

/** Totals of a view. */
export interface Totals {
  readonly bookings: number;
  /** Sum of each booking's time inside the window, in ms. */
  readonly bookedMs: number;
  /** Bay-time covered by at least one booking, in ms. */
  readonly occupiedMs: number;
  /** Bays shown times the window's length, in ms. */
  readonly capacityMs: number;
  /** occupiedMs / capacityMs, 0 when there is no capacity. */
  readonly utilisation: number;
}

/** Computes the totals of the shown rows. */
export function computeTotals(rows: readonly BayRow[], segments: readonly Span[]): Totals {
  let bookings = 0;
  let bookedMs = 0;
  let occupiedMs = 0;
  for (const { row } of rows) {
    bookings += row.bookings.length;
    let runStart = -Infinity;
    let runEnd = -Infinity;
    for (const b of row.bookings as readonly Booking[]) {
      bookedMs += overlapWithSegments(segments, b.startMs, b.endMs);
      // Bookings are sorted by start: merge them into runs of continuous occupation.
      if (b.startMs > runEnd) {
        if (runEnd > runStart) occupiedMs += overlapWithSegments(segments, runStart, runEnd);
        runStart = b.startMs;
        runEnd = b.endMs;
      } else if (b.endMs > runEnd) runEnd = b.endMs;
    }
    if (runEnd > runStart) occupiedMs += overlapWithSegments(segments, runStart, runEnd);
  }
  const capacityMs = rows.length * segmentsLength(segments);
  return {
    bookings,
    bookedMs,
    occupiedMs,
    capacityMs,
    utilisation: capacityMs > 0 ? occupiedMs / capacityMs : 0,
  };
}
