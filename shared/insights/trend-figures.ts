/**
 * A bucket's figures from its Insights, defined as the All locations row defines them
 * (location-table.ts, portfolio.ts), and each bucket's change against the one before and the one a
 * year before.
 */
import { change } from './portfolio';
import { bucketsPerYear } from './trend-period';
import type { TrendBucket, TrendChange, TrendFigures, TrendUnit } from './trend-types';
import type { Insights } from './types';
import { utilisationOf } from './ratios';
import { closedPeriodReasons } from './closed-reasons';

/**
 * The trend figures of one bucket's Insights; with `noData`, the bucket ends before the site's
 * first booking, so its unused open time says nothing of its use: no utilisation, bays needed or
 * spare bays.
 */
export function trendFigures(insights: Insights, noData = false): TrendFigures {
  const { totals, bays } = insights;
  const baysNeeded = bays > 0 && !noData ? insights.baysNeeded : null;
  return {
    from: insights.from,
    to: insights.to,
    noData,
    bays,
    bookings: totals.bookings,
    bookedMs: totals.bookedMs,
    occupiedMs: totals.occupiedMs,
    availableMs: totals.availableMs,
    utilisation: noData ? null : utilisationOf(totals),
    // Measured over open time: a bucket without any has no peak to give, not a peak of 0.
    peak: bays > 0 && totals.availableMs === 0 ? null : insights.peak.baysInUse,
    baysNeeded,
    spareBays: baysNeeded === null ? null : bays - baysNeeded,
    closed: noData ? null : closedPeriodReasons(insights),
  };
}

/** `now` less `before`. */
function changeOf(now: TrendFigures, before: TrendFigures): TrendChange {
  return {
    bookings: now.bookings - before.bookings,
    bookedMs: now.bookedMs - before.bookedMs,
    utilisation: change(now.utilisation, before.utilisation),
    peak: change(now.peak, before.peak),
    baysNeeded: change(now.baysNeeded, before.baysNeeded),
  };
}

/**
 * The change against `before`; none when it is not in the series, either side has no data, or one
 * had open time and the other none (a closed week's bookings are no fall against an open week's).
 */
function changeAgainst(now: TrendFigures, before: TrendFigures | undefined): TrendChange | null {
  if (!before || now.noData || before.noData) return null;
  return now.availableMs > 0 === before.availableMs > 0 ? changeOf(now, before) : null;
}

/**
 * The buckets, in order, each with its change against the one before and the one a year before;
 * none against a bucket with no data, which would read as a rise from 0%.
 */
export function withChanges(unit: TrendUnit, figures: readonly TrendFigures[]): TrendBucket[] {
  const yearBack = bucketsPerYear(unit);
  return figures.map((now, i) => ({
    ...now,
    previous: changeAgainst(now, figures[i - 1]),
    yearBefore: changeAgainst(now, figures[i - yearBack]),
  }));
}
