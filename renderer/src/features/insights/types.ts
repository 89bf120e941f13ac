/**
 * The Insights result, as agreed in the contract (shared/insights/types.ts once it lands on main).
 * Kept here until then so the view builds against the fake bridge.
 */
import type { ExportFilter } from '../../../../shared/contract';

/** Bookings, booked, occupied and available time of a bay, tag, day or the whole window. */
export interface UseFigures {
  readonly bookings: number;
  readonly bookedMs: number;
  readonly occupiedMs: number;
  readonly availableMs: number;
}
/** One bay's use. */
export interface BayUse extends UseFigures {
  readonly bayId: string;
  readonly bayName: string | null;
  readonly tag: string | null;
}
/** One tag's use (null: bays without a tag). */
export interface TagUse extends UseFigures {
  readonly tag: string | null;
  readonly bays: number;
}
/** One local day's use. */
export interface DayUse extends UseFigures {
  readonly date: string;
  readonly isoWeekday: number;
}
/** One weekday-hour over the period: the window's real ms there and the bay-ms occupied in them. */
export interface WeekdayHourUse {
  readonly isoWeekday: number;
  readonly hour: number;
  readonly windowMs: number;
  readonly occupiedMs: number;
}
/** Everything the Insights view shows. */
export interface Insights {
  readonly locationId: string;
  readonly from: string;
  readonly to: string;
  readonly timezone: string;
  readonly filter: ExportFilter;
  readonly bays: number;
  readonly totals: UseFigures;
  readonly people: number;
  readonly peak: { readonly baysInUse: number; readonly atMs: number | null };
  readonly medianBookingMs: number | null;
  readonly crossingMidnight: number;
  readonly unreadableRecords: number;
  readonly days: readonly DayUse[];
  readonly bayUse: readonly BayUse[];
  readonly tagUse: readonly TagUse[];
  readonly weekdayHours: readonly WeekdayHourUse[];
}
/** Progress of one getInsights call. */
export interface InsightsProgress {
  readonly progressId: string;
  readonly percent: number;
  readonly bookings: number;
}
/** What getInsights takes. */
export interface InsightsArgs {
  readonly accountId: string;
  readonly locationId: string;
  readonly from: string;
  readonly to: string;
  readonly timezone: string;
  readonly filter: ExportFilter;
  readonly progressId?: string;
}
