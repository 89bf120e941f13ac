/** PortfolioFigures and rows for the portfolio's unit tests. */
import type { PortfolioFigures } from '#shared/insights/portfolio';
import type { PortfolioRow } from '../portfolio-rows';

const HOUR = 3_600_000;

/** A location's figures: `bays` bays, `utilisation` of them used, over one day. */
export function figuresOf(bays: number, utilisation: number | null): PortfolioFigures {
  const availableMs = bays * 24 * HOUR;
  const occupiedMs = utilisation === null ? 0 : Math.round(availableMs * utilisation);
  return {
    bays,
    bookings: bays,
    people: bays,
    bookedMs: occupiedMs,
    occupiedMs,
    availableMs,
    utilisation,
    peak: bays > 0 ? bays : null,
    peakAtMs: bays > 0 ? 0 : null,
    baysNeeded: bays > 0 ? Math.ceil(bays / 2) : null,
    spareBays: bays > 0 ? bays - Math.ceil(bays / 2) : null,
    // Its one day peaked at every bay: near full.
    daysNearFull: bays > 0 ? 1 : null,
    dailyPeakP90: bays > 0 ? bays : null,
    busiest: null,
    perDay: [utilisation],
    regularBookers: bays,
    doubleBookings: 0,
  };
}

/** A table row named `name`, with the figures given (null: not in yet). */
export function rowOf(
  name: string,
  figures: PortfolioFigures | null,
  before: PortfolioFigures | null = null,
): PortfolioRow {
  return { id: name, name, figures, before, error: null, fetching: false, retry: () => {} };
}
