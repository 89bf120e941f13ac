/**
 * The weeks ahead: for each open day of a site, the bays already booked at its busiest moment, the
 * peak to expect with its range, and a status; and how far off the method has been on a back-test.
 */
import type { Result } from '../result';
import type { IsoWeekdayNumber } from '../time/civil';

/** A day's status: full (every bay), near full (at least 90% of the bays), room, or closed. */
export type ForecastStatus = 'full' | 'near full' | 'room' | 'closed';

/** The share of the bays from which a day is near full. */
export const NEAR_FULL_SHARE = 0.9;

/** How the expected peaks were worked out, kept by its back-test error. */
export type ForecastMethod =
  /** The same weekday's daily peaks over the history weeks: their median, the range their spread. */
  | 'weekday-median'
  /** The same weekday's daily peaks, exponentially smoothed: recent weeks weigh more. */
  | 'smoothing'
  /**
   * The bookings already made at the same lead time, scaled as they grew in the history. Never kept
   * today: the API gives no booking's creation time, so what was booked at a lead time cannot be read
   * back for the back-test (docs/figures.md).
   */
  | 'pickup';

/** One day ahead at one site. */
export interface ForecastDay {
  /** YYYY-MM-DD on the site's calendar. */
  readonly date: string;
  readonly weekday: IsoWeekdayNumber;
  /** Why the site is shut that day (a weekday name, a holiday's name, a closure's reason); null when open. */
  readonly closed: readonly string[] | null;
  /** Bays booked at once at the day's busiest moment, by the bookings made so far. */
  readonly bookedPeak: number;
  /** The peak to expect; null when closed or when the history is too short to say. */
  readonly expectedPeak: number | null;
  readonly expectedLow: number | null;
  readonly expectedHigh: number | null;
  /** By the expected peak (or the booked one, without a forecast) against the bays. */
  readonly status: ForecastStatus;
}

/** The back-test: each of the last weeks forecast from the weeks before it, against what came. */
export interface ForecastBacktest {
  /** Weeks forecast and compared (8 when the history allows). */
  readonly weeks: number;
  /** Mean absolute error of the daily expected peak, in bays, over the open days of those weeks. */
  readonly meanAbsoluteErrorBays: number;
  /** The same as a share of the site's bays; null for a site without bays. */
  readonly meanAbsoluteErrorShare: number | null;
  /** The other method's error in bays, for the record of which was kept; null when it could not run. */
  readonly alternativeErrorBays: number | null;
}

/** One site's weeks ahead. */
export interface SiteForecast {
  readonly locationId: string;
  readonly name: string;
  /** The site's zone: its days and peaks are counted on this clock. */
  readonly zone: string;
  readonly bays: number;
  /** The method kept; null when the history is too short to forecast. */
  readonly method: ForecastMethod | null;
  /** Weeks of the history from the site's first booking on (weeks before it are no data, not zeros). */
  readonly historyWeeksWithData: number;
  /** Why there is no forecast ("too little history"); null when there is one. */
  readonly tooLittleHistory: boolean;
  readonly backtest: ForecastBacktest | null;
  readonly days: readonly ForecastDay[];
  /** The open days whose expected (or booked) peak reaches every bay. */
  readonly likelyFullDays: readonly string[];
  /** The largest expected peak over the open days ahead: the bays the site should expect to need. */
  readonly expectedBaysNeeded: number | null;
}

/** A site's forecast, or why it could not be made (the other sites are forecast all the same). */
export interface SiteForecastResult {
  readonly locationId: string;
  readonly result: Result<SiteForecast>;
}

/** The weeks ahead of one site or every site. */
export interface Forecast {
  /** The first and last day ahead. */
  readonly from: string;
  readonly to: string;
  readonly historyWeeks: number;
  readonly sites: readonly SiteForecastResult[];
  /** Records the API sent that had no usable id, start or end. */
  readonly unreadableRecords: number;
}
