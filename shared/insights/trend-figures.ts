/**
 * A bucket's figures from its Insights, defined as the All locations row defines them
 * (location-table.ts, portfolio.ts), and each bucket's change against the one before and the one a
 * year before.
 */
import { change } from './portfolio';
import { bucketsPerYear } from './trend-period';
import type { TrendBucket, TrendChange, TrendFigures, TrendUnit } from './trend-types';
import type { Insights } from './types';

/** The trend figures of one bucket's Insights. */
export function trendFigures(insights: Insights): TrendFigures {
  const { totals, bays } = insights;
  const baysNeeded = bays > 0 ? insights.baysNeeded : null;
  return {
    from: insights.from,
    to: insights.to,
    bays,
    bookings: totals.bookings,
    bookedMs: totals.bookedMs,
    occupiedMs: totals.occupiedMs,
    availableMs: totals.availableMs,
    utilisation: totals.availableMs > 0 ? totals.occupiedMs / totals.availableMs : null,
    peak: insights.peak.baysInUse,
    baysNeeded,
    spareBays: baysNeeded === null ? null : bays - baysNeeded,
  };
}

/** `now` less `before`. */
function changeOf(now: TrendFigures, before: TrendFigures): TrendChange {
  return {
    bookings: now.bookings - before.bookings,
    bookedMs: now.bookedMs - before.bookedMs,
    utilisation: change(now.utilisation, before.utilisation),
    peak: now.peak - before.peak,
    baysNeeded: change(now.baysNeeded, before.baysNeeded),
  };
}

/** The buckets, in order, each with its change against the one before and the one a year before. */
export function withChanges(unit: TrendUnit, figures: readonly TrendFigures[]): TrendBucket[] {
  const yearBack = bucketsPerYear(unit);
  return figures.map((now, i) => {
    const before = figures[i - 1];
    const yearBefore = figures[i - yearBack];
    return {
      ...now,
      previous: before ? changeOf(now, before) : null,
      yearBefore: yearBefore ? changeOf(now, yearBefore) : null,
    };
  });
}
