/**
 * The All locations table's figures, from each location's Insights: one row per location, a totals
 * row for the account, and the change against a comparison period. Pure.
 */
import type { Insights, IsoWeekday } from './types';
import { averageInUse, utilisationOf } from './ratios';

/** One location's row (also the totals row, where peak and busiest hour are not summed). */
export interface PortfolioFigures {
  readonly bays: number;
  readonly bookings: number;
  readonly people: number;
  readonly bookedMs: number;
  readonly occupiedMs: number;
  readonly availableMs: number;
  /** Σ occupied ÷ Σ available; null without bays. */
  readonly utilisation: number | null;
  readonly peak: number | null;
  readonly peakAtMs: number | null;
  /** The time-weighted 95th percentile of bays in use; for the account, the locations' sum. */
  readonly baysNeeded: number | null;
  /** Bays counted − bays needed. */
  readonly spareBays: number | null;
  /**
   * Days whose peak of bays in use reached 90% of the bays counted (Insights.daysNearFull); for the
   * account, the locations' sum (site-days near full). null without bays.
   */
  readonly daysNearFull: number | null;
  /**
   * The 90th percentile (nearest rank) of the daily peaks of bays in use; null without bays, and for
   * the account (a sum of percentiles is no percentile of anything).
   */
  readonly dailyPeakP90: number | null;
  /** The weekday-hour with the most bays in use on average. */
  readonly busiest: { readonly isoWeekday: IsoWeekday; readonly hour: number } | null;
  /** Utilisation of each day of the period, for the use-per-day chart (null: no bays). */
  readonly perDay: readonly (number | null)[];
  /**
   * People averaging half a day a week or more (Insights.attendance.regular); null for a period
   * under a week. For the account, the locations' sum (someone regular at two sites counts at each).
   */
  readonly regularBookers: number | null;
  /** Times one person held two bays at once (Insights.attendance.doubleBookingCount). */
  readonly doubleBookings: number;
}

/** A location's row. */
export function portfolioFigures(insights: Insights): PortfolioFigures {
  const { totals } = insights;
  const hasBays = insights.bays > 0;
  let busiest: PortfolioFigures['busiest'] = null;
  let most = 0;
  for (const w of insights.weekdayHours) {
    const average = averageInUse(w.occupiedMs, w.windowMs) ?? 0;
    if (average > most) {
      most = average;
      busiest = { isoWeekday: w.isoWeekday, hour: w.hour };
    }
  }
  const baysNeeded = hasBays ? insights.baysNeeded : null;
  return {
    bays: insights.bays,
    bookings: totals.bookings,
    people: insights.people,
    bookedMs: totals.bookedMs,
    occupiedMs: totals.occupiedMs,
    availableMs: totals.availableMs,
    utilisation: utilisationOf(totals),
    peak: hasBays ? insights.peak.baysInUse : null,
    peakAtMs: hasBays ? insights.peak.atMs : null,
    baysNeeded,
    spareBays: baysNeeded === null ? null : insights.bays - baysNeeded,
    daysNearFull: hasBays ? insights.daysNearFull : null,
    dailyPeakP90: hasBays ? insights.dailyPeakP90 : null,
    busiest,
    perDay: insights.days.map(utilisationOf),
    regularBookers: insights.attendance.regular,
    doubleBookings: insights.attendance.doubleBookingCount,
  };
}

/**
 * The account's totals over the rows given: sums, utilisation = Σ occupied ÷ Σ available, bays
 * needed as the sum of each location's (a site's demand cannot be met by another site's bays), and
 * days near full as the sum of each location's (site-days); no p90 of daily peaks.
 */
export function portfolioTotals(rows: readonly PortfolioFigures[]): PortfolioFigures {
  const sum = (pick: (r: PortfolioFigures) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const occupiedMs = sum((r) => r.occupiedMs);
  const availableMs = sum((r) => r.availableMs);
  const needed = rows.filter((r) => r.baysNeeded !== null);
  const baysNeeded = needed.length > 0 ? needed.reduce((n, r) => n + (r.baysNeeded ?? 0), 0) : null;
  const bays = sum((r) => r.bays);
  const nearFull = rows.filter((r) => r.daysNearFull !== null);
  const daysNearFull =
    nearFull.length > 0 ? nearFull.reduce((n, r) => n + (r.daysNearFull ?? 0), 0) : null;
  const regular = rows.filter((r) => r.regularBookers !== null);
  const regularBookers =
    regular.length > 0 ? regular.reduce((n, r) => n + (r.regularBookers ?? 0), 0) : null;
  return {
    bays,
    bookings: sum((r) => r.bookings),
    people: sum((r) => r.people),
    bookedMs: sum((r) => r.bookedMs),
    occupiedMs,
    availableMs,
    utilisation: utilisationOf({ occupiedMs, availableMs }),
    peak: null,
    peakAtMs: null,
    baysNeeded,
    spareBays: baysNeeded === null ? null : bays - baysNeeded,
    daysNearFull,
    dailyPeakP90: null,
    busiest: null,
    perDay: [],
    regularBookers,
    doubleBookings: sum((r) => r.doubleBookings),
  };
}

/** A figure's change against the comparison period; null when either side has none. */
export function change(now: number | null, before: number | null | undefined): number | null {
  return now === null || before === null || before === undefined ? null : now - before;
}
