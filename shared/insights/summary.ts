/**
 * The Insights answer from the aggregation's sums: the rows shown (as the Timeline shows them, in
 * its order), each bay's and tag's figures, the days and weekday-hours, and the totals.
 */
import type { ScopeRow } from '../scope/bay-index';
import type { FilterRules } from '../scope/filter-rules';
import { compareRows } from '../scope/row-order';
import type { LocationScope } from '../scope/scope';
import type { DayHourTotals } from './day-hour-totals';
import { dailyPeakP90, daysNearFull } from './daily-peaks';
import type { HourPieces } from './hour-pieces';
import type { OutsideOpening, SiteClock } from '../sites/site-clock';
import type { Attendance } from './attendance-figures';
import type { DomainFigures } from './domain-figures';
import type { BayUse, Insights, Peak, TagUse } from './types';

/** A row with its sums. */
export interface CountedRow extends ScopeRow {
  readonly bookings: number;
  readonly bookedMs: number;
  readonly occupiedMs: number;
}

/** Everything the summary is made of. */
export interface InsightsSums {
  readonly scope: LocationScope & { readonly site?: SiteClock | null };
  readonly rules: FilterRules;
  readonly pieces: HourPieces;
  readonly rows: readonly CountedRow[];
  readonly byDayHour: DayHourTotals;
  readonly totals: {
    readonly bookings: number;
    readonly bookedMs: number;
    readonly occupiedMs: number;
  };
  readonly people: number;
  readonly attendance: Attendance;
  readonly domains: readonly DomainFigures[];
  readonly peak: Peak;
  readonly baysNeeded: number | null;
  /** The most bays in use at one instant of each day's window, by day index. */
  readonly dayPeak: ArrayLike<number>;
  /** Bays needed per tag (null: untagged); a tag missing here had no window time. */
  readonly baysNeededByTag?: ReadonlyMap<string | null, number | null>;
  readonly medianBookingMs: number | null;
  readonly crossingMidnight: number;
  readonly unreadableRecords: number;
  readonly outsideOpening: OutsideOpening;
}

/** The bays' figures summed per tag, in the bays' (tag-grouped) order, with each tag's bays needed. */
export function tagUseOf(
  bayUse: readonly BayUse[],
  baysNeededByTag: ReadonlyMap<string | null, number | null> = new Map(),
): TagUse[] {
  const tagUse: TagUse[] = [];
  for (const b of bayUse) {
    const tag = b.tag || null;
    const last = tagUse[tagUse.length - 1];
    if (last && last.tag === tag) {
      tagUse[tagUse.length - 1] = {
        tag,
        bays: last.bays + 1,
        baysNeeded: last.baysNeeded,
        bookings: last.bookings + b.bookings,
        bookedMs: last.bookedMs + b.bookedMs,
        occupiedMs: last.occupiedMs + b.occupiedMs,
        availableMs: last.availableMs + b.availableMs,
      };
    } else {
      tagUse.push({
        tag,
        bays: 1,
        baysNeeded: baysNeededByTag.get(tag) ?? null,
        bookings: b.bookings,
        bookedMs: b.bookedMs,
        occupiedMs: b.occupiedMs,
        availableMs: b.availableMs,
      });
    }
  }
  return tagUse;
}

/** The Insights of the sums. */
export function summariseInsights(sums: InsightsSums): Insights {
  const { scope, pieces, rules } = sums;
  const windowMs = pieces.totalMs;
  const counted = sums.rows.filter((row) => rules.shows(row, row.bookings)).sort(compareRows);
  const bayCount = counted.length;
  const bayUse: BayUse[] = counted.map((b) => ({
    bayId: b.id ?? b.key,
    bayName: b.name,
    tag: b.tag,
    bookings: b.bookings,
    bookedMs: b.bookedMs,
    occupiedMs: b.occupiedMs,
    availableMs: windowMs,
  }));
  return {
    locationId: scope.locationId,
    from: scope.from,
    to: scope.to,
    zone: scope.zone,
    filter: scope.filter,
    bays: bayCount,
    totals: { ...sums.totals, availableMs: bayCount * windowMs },
    people: sums.people,
    attendance: sums.attendance,
    domains: sums.domains,
    peak: sums.peak,
    baysNeeded: sums.baysNeeded,
    daysNearFull: daysNearFull(sums.dayPeak, pieces.dayWindowMs, bayCount),
    dailyPeakP90: dailyPeakP90(sums.dayPeak, pieces.dayWindowMs),
    medianBookingMs: sums.medianBookingMs,
    crossingMidnight: sums.crossingMidnight,
    unreadableRecords: sums.unreadableRecords,
    site: scope.site ?? null,
    outsideOpening: sums.outsideOpening,
    days: sums.byDayHour.days(bayCount, sums.dayPeak),
    bayUse,
    tagUse: tagUseOf(bayUse, sums.baysNeededByTag),
    weekdayHours: sums.byDayHour.weekdayHours(),
  };
}
