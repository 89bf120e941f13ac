/**
 * Trends: how a site's use moved month by month (or week by week). Each bucket's figures are those
 * Insights give over that bucket's days alone (docs/figures.md#trends); the change columns compare a
 * bucket with the one before it and with the one a year before.
 */
import type { LocationClock } from '../sites/site-clock';
import type { ClosedReason } from './closed-reasons';
import type { LocalDays } from '../time/local-days';

/** What a trend is counted in: calendar months, or ISO weeks (Monday to Sunday). */
export type TrendUnit = 'month' | 'week';

/** The trend units, for the contract's schemas. */
export const TREND_UNITS = ['month', 'week'] as const satisfies readonly TrendUnit[];

/** Whether a value (a summary's `by`, say) names a trend unit. */
export function isTrendUnit(value: string): value is TrendUnit {
  return (TREND_UNITS as readonly string[]).includes(value);
}

/** The most months a trend covers. */
export const MAX_TREND_MONTHS = 24;

/** The most weeks a trend covers: enough for 24 months' worth of weeks. */
export const MAX_TREND_WEEKS = 105;

/**
 * One bucket's figures: those of Insights over the bucket's local days alone. A bucket that ends at
 * or before the start of the first booking the API returned for the site over the whole trend
 * (every bucket, when it returned none) has no data: the API holds nothing for it, so its use is
 * unknown, not none. Its counts stay the zeros the API gave and its ratios (utilisation, bays
 * needed, spare bays) are null; every view says "no data" in place of each of its figures, and no
 * change is taken against it.
 */
export interface TrendFigures extends LocalDays {
  /** Whether it ends by the start of the site's first booking in the trend: nothing to tell. */
  readonly noData: boolean;
  /** Bays counted, as Insights count them (the rows shown under the filter). */
  readonly bays: number;
  /** Bookings overlapping the bucket's window; one crossing into the next bucket counts in both. */
  readonly bookings: number;
  /** Their time inside the bucket's window. */
  readonly bookedMs: number;
  /** Bay-time covered by at least one booking inside the window. */
  readonly occupiedMs: number;
  /** Bays × the window's real length (open time only, for a site with opening hours). */
  readonly availableMs: number;
  /** occupiedMs ÷ availableMs; null when the bucket has no open time (or no bays) or no data. */
  readonly utilisation: number | null;
  /** The most bays in use at one instant of the bucket's open time; null without any (closed), as All locations says. */
  readonly peak: number | null;
  /** The time-weighted 95th percentile of bays in use; null without bays, window time or data. */
  readonly baysNeeded: number | null;
  /** bays − baysNeeded; null when bays needed is. */
  readonly spareBays: number | null;
  /**
   * Why the site had no open time all through the bucket (its week, holidays, closures); null or
   * absent when some of it was open, or it has no data.
   */
  readonly closed?: readonly ClosedReason[] | null;
}

/**
 * A bucket's figures less another bucket's (now − before); a part is null when either side's is.
 * There is none against (or of) a bucket with no data.
 */
export interface TrendChange {
  readonly bookings: number;
  readonly bookedMs: number;
  /** In ratio points: 0.023 is 2.3 points up. */
  readonly utilisation: number | null;
  readonly peak: number | null;
  readonly baysNeeded: number | null;
}

/** One month or week of a site's trend. */
export interface TrendBucket extends TrendFigures {
  /**
   * Against the bucket before (month-on-month, week-on-week); null for the first bucket, and when
   * either has no data.
   */
  readonly previous: TrendChange | null;
  /**
   * Against the bucket a year before (12 months, or 52 weeks: the same weekdays, as "a year
   * earlier" is everywhere); null when that bucket is not in the series, or either has no data.
   */
  readonly yearBefore: TrendChange | null;
}

/** One site's trend, ready to chart: its buckets in order, oldest first. */
export interface SiteTrend {
  readonly locationId: string;
  /** The location's name (its id when it has none). */
  readonly name: string;
  /** The zone its days are read in and the site's own zone and hours (null: every hour). */
  readonly basis: LocationClock;
  readonly buckets: readonly TrendBucket[];
  /** Records the API sent for this site without a usable id, start or end. */
  readonly unreadableRecords: number;
}

/** What getTrends resolves to: one trend per site asked for, in the order of the account's list. */
export interface Trends extends LocalDays {
  readonly unit: TrendUnit;
  readonly sites: readonly SiteTrend[];
}
