/**
 * What the Insights view and the summary report show: how a location's bays were used over a period,
 * counted inside the window (the chosen local days, narrowed by the time of day). All times are in ms.
 */
import type { BookingFilter } from '../scope/booking-filter';
import type { Attendance } from './attendance-figures';
import type { DomainFigures } from './domain-figures';
import type { OutsideOpening, SiteClock } from '../sites/site-clock';
import type { ZonedDays } from '../time/local-days';

/** The longest period Insights and its summary report cover, in days. */
export const MAX_INSIGHTS_DAYS = 366;

/** Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The four figures every breakdown carries. utilisation = occupiedMs / availableMs. */
export interface UseFigures {
  /** Bookings overlapping the window. */
  readonly bookings: number;
  /** Sum of those bookings' time inside the window. */
  readonly bookedMs: number;
  /** Bay-time covered by at least one booking inside the window: overlaps count once per bay. */
  readonly occupiedMs: number;
  /** Bays × the window's real length. */
  readonly availableMs: number;
}

/** One bay's use. */
export interface BayUse extends UseFigures {
  /** The bay's id; for a bay known only from bookings without an id, a stable key (`name:…`). */
  readonly bayId: string;
  readonly bayName: string | null;
  readonly tag: string | null;
}

/** One tag's use, summed over its bays. */
export interface TagUse extends UseFigures {
  /** null for bays without a tag. */
  readonly tag: string | null;
  readonly bays: number;
  /** The tag's bays needed (see Insights.baysNeeded); null when the window has no time. */
  readonly baysNeeded: number | null;
}

/** One local day's use; a booking overlapping several days' windows counts on each of them. */
export interface DayUse extends UseFigures {
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly isoWeekday: IsoWeekday;
  /**
   * The most bays in use at one instant of the day's window (a run carried over from the day before
   * included); 0 for a day without window time.
   */
  readonly peakBaysInUse: number;
}

/** One weekday-hour of the heatmap, summed over the period's days. */
export interface WeekdayHourUse {
  readonly isoWeekday: IsoWeekday;
  /** 0 to 23, local wall-clock hour. */
  readonly hour: number;
  /**
   * Real ms of this weekday-hour inside the window, summed over the period's days (0 = outside the
   * time-of-day window or never occurs; a DST gap hour adds 0, a repeated hour adds 2 h).
   */
  readonly windowMs: number;
  /** Bay-ms of occupation inside those ms. Average bays in use = occupiedMs / windowMs. */
  readonly occupiedMs: number;
}

/** The most bays occupied at one instant of the window, and when that was first reached. */
export interface Peak {
  readonly baysInUse: number;
  readonly atMs: number | null;
}

/** How a location's bays were used over a period. */
export interface Insights extends ZonedDays {
  readonly locationId: string;
  readonly filter: BookingFilter;
  /** Bays counted, as the totals bar counts them: the rows shown under the tag filter and search. */
  readonly bays: number;
  /** utilisation = occupiedMs / availableMs: the totals bar's utilisation. */
  readonly totals: UseFigures;
  /** Distinct users (by id, else e-mail, else name) among counted bookings. */
  readonly people: number;
  /** How often people came, and who held two bays at once. */
  readonly attendance: Attendance;
  /**
   * The people of counted bookings by e-mail domain, the most booked first; booked time is each
   * booking's time within the period's whole days (as the People view counts it), and domains of
   * fewer than 5 people are one row when the account hides names.
   */
  readonly domains: readonly DomainFigures[];
  readonly peak: Peak;
  /**
   * Bays needed: the smallest number of bays in use that held for 95% of the window's real time
   * (the time-weighted 95th percentile of bays in use). null when the window has no time.
   */
  readonly baysNeeded: number | null;
  /**
   * Days near full: the days whose peak of bays in use (at one instant of that day's window) reached
   * 90% of the bays counted (peak × 10 ≥ bays × 9). Days without window time do not count. null
   * without bays or without window time.
   */
  readonly daysNearFull: number | null;
  /**
   * The 90th percentile (nearest rank) of the daily peaks of bays in use, over the days with window
   * time. null when no day has window time.
   */
  readonly dailyPeakP90: number | null;
  /** Median full length of counted bookings; null when there are none. */
  readonly medianBookingMs: number | null;
  /** Counted bookings whose local start date differs from the local date of (end − 1 ms). */
  readonly crossingMidnight: number;
  /** Records dropped by the client's normalisation (no usable id, start or end). */
  readonly unreadableRecords: number;
  /**
   * The site's zone and opening hours the figures were counted on; null for a site without
   * settings, counted in `zone` over every hour of every day.
   */
  readonly site: SiteClock | null;
  /** Bookings with time outside opening hours, and that time: counted here, never dropped. */
  readonly outsideOpening: OutsideOpening;
  /** Every local day of the period, in order, including empty ones. */
  readonly days: readonly DayUse[];
  /** Every bay counted, including bays with no bookings, in the timeline's order. */
  readonly bayUse: readonly BayUse[];
  /** Every tag of those bays (untagged bays are tag null), in the timeline's order. */
  readonly tagUse: readonly TagUse[];
  /** Exactly 7 × 24, Monday 00 first. */
  readonly weekdayHours: readonly WeekdayHourUse[];
}

/** Sent while getInsights or getTrends fetches; percent is the share of the window (all sites') fetched. */
export interface InsightsProgress {
  readonly progressId: string;
  /** 0 to 100. */
  readonly percent: number;
  /** Bookings read so far. */
  readonly bookings: number;
}

/** What the summary report is broken down by. */
export type SummaryBy = 'bay' | 'tag' | 'day' | 'weekday-hour';
