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
    closed: null,
  };
}

/** A location's figures for a period it was closed all through, `bookings` booked all the same. */
export function closedFiguresOf(bays: number, bookings: number): PortfolioFigures {
  return {
    ...figuresOf(bays, null),
    bookings,
    people: bookings,
    occupiedMs: 0,
    availableMs: 0,
    peak: null,
    peakAtMs: null,
    baysNeeded: null,
    spareBays: null,
    daysNearFull: null,
    dailyPeakP90: null,
    closed: [{ kind: 'weekday', isoWeekday: 6 }],
  };
}

/**
 * A table row named `name`, with the figures given (null: not in yet); comparable when both
 * periods had open time or neither had.
 */
export function rowOf(
  name: string,
  figures: PortfolioFigures | null,
  before: PortfolioFigures | null = null,
): PortfolioRow {
  const comparable = !figures || !before || figures.availableMs > 0 === before.availableMs > 0;
  return {
    id: name,
    name,
    figures,
    before,
    comparable,
    error: null,
    fetching: false,
    retry: () => {},
  };
}
