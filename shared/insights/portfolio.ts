/**
 * The All locations table's figures, from each location's Insights: one row per location, a totals
 * row for the account, and the change against a comparison period. Pure.
 */
import { assertNever } from '../assert-never';
import type { Insights, IsoWeekday } from './types';
import { closedPeriodReasons, type ClosedReason } from './closed-reasons';
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
  /**
   * Why the location had no open time all through the period (closedPeriodReasons), or null when
   * some of it was open. For the account, the reasons when every location with bays was closed.
   */
  readonly closed: readonly ClosedReason[] | null;
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
  // Peak and bays needed are measured over open time: a period without any has none to give (not
  // 0 needed and every bay spare, which would call a closed site free).
  const measured = hasBays && totals.availableMs > 0;
  const baysNeeded = measured ? insights.baysNeeded : null;
  return {
    bays: insights.bays,
    bookings: totals.bookings,
    people: insights.people,
    bookedMs: totals.bookedMs,
    occupiedMs: totals.occupiedMs,
    availableMs: totals.availableMs,
    utilisation: utilisationOf(totals),
    peak: measured ? insights.peak.baysInUse : null,
    peakAtMs: measured ? insights.peak.atMs : null,
    baysNeeded,
    spareBays: baysNeeded === null ? null : insights.bays - baysNeeded,
    daysNearFull: measured ? insights.daysNearFull : null,
    dailyPeakP90: measured ? insights.dailyPeakP90 : null,
    busiest,
    perDay: insights.days.map(utilisationOf),
    regularBookers: insights.attendance.regular,
    doubleBookings: insights.attendance.doubleBookingCount,
    closed: closedPeriodReasons(insights),
  };
}

/**
 * The account's totals over the rows given: sums, utilisation = Σ occupied ÷ Σ available, bays
 * needed and spare bays as the sums of each location's (a site's demand cannot be met by another
 * site's bays, and a closed site's bays are not spare), and days near full as the sum of each
 * location's (site-days); no p90 of daily peaks.
 */
export function portfolioTotals(rows: readonly PortfolioFigures[]): PortfolioFigures {
  const sum = (pick: (r: PortfolioFigures) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const occupiedMs = sum((r) => r.occupiedMs);
  const availableMs = sum((r) => r.availableMs);
  const needed = rows.filter((r) => r.baysNeeded !== null);
  const baysNeeded = needed.length > 0 ? needed.reduce((n, r) => n + (r.baysNeeded ?? 0), 0) : null;
  const bays = sum((r) => r.bays);
  const spare = rows.filter((r) => r.spareBays !== null);
  const spareBays = spare.length > 0 ? spare.reduce((n, r) => n + (r.spareBays ?? 0), 0) : null;
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
    spareBays,
    daysNearFull,
    dailyPeakP90: null,
    busiest: null,
    perDay: [],
    regularBookers,
    doubleBookings: sum((r) => r.doubleBookings),
    closed: closedAll(rows),
  };
}

/** Every location with bays closed all through: their reasons, each once; else null. */
function closedAll(rows: readonly PortfolioFigures[]): readonly ClosedReason[] | null {
  // A location without bays has no open time to lose: it neither closes the account nor opens it.
  const withBays = rows.filter((r) => r.bays > 0);
  if (withBays.length === 0 || withBays.some((r) => r.closed === null)) return null;
  const seen = new Set<string>();
  const reasons: ClosedReason[] = [];
  for (const reason of withBays.flatMap((r) => r.closed ?? [])) {
    const key = reasonKey(reason);
    if (seen.has(key)) continue;
    seen.add(key);
    reasons.push(reason);
  }
  return reasons;
}

/** A figure's change against the comparison period; null when either side has none. */
export function change(now: number | null, before: number | null | undefined): number | null {
  return now === null || before === null || before === undefined ? null : now - before;
}

/** One key per reason: the same weekday, or the same holiday or closure, at two sites is one. */
function reasonKey(reason: ClosedReason): string {
  switch (reason.kind) {
    case 'weekday':
      return `weekday:${reason.isoWeekday}`;
    case 'holiday':
    case 'closure':
      return `${reason.kind}:${reason.reason}`;
    default:
      return assertNever(reason);
  }
}
