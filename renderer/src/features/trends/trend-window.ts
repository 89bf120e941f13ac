/**
 * Which months or weeks the Trends view shows, and which it fetches: the last whole ones before
 * today's (a month not over yet would read as a quiet one, docs/figures.md#trends), plus a year
 * before them where the contract's limit allows, so each shown bucket has its year-on-year change.
 * Pure.
 */
import { MAX_TREND_MONTHS, MAX_TREND_WEEKS, type TrendUnit } from '#shared/insights/trend-types';
import { addDays } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import { monthOf, weekStartOf } from '#shared/time/period';
import { bucketsPerYear } from '#shared/insights/trend-period';

/** The spans offered, per unit, the default first in the menu's own order. */
export const TREND_SPANS: Readonly<Record<TrendUnit, readonly number[]>> = {
  month: [6, 12, 24],
  week: [13, 26, 52],
};

/** What a unit shows until the user chooses: a year of months, a quarter of weeks. */
export const DEFAULT_SPANS: Readonly<Record<TrendUnit, number>> = { month: 12, week: 13 };

/** The buckets shown, those fetched (a year more where it fits), and the bucket left out. */
export interface TrendWindow {
  readonly unit: TrendUnit;
  /** How many buckets are shown. */
  readonly span: number;
  /** The shown buckets' days, the last ending before today's bucket. */
  readonly shown: LocalDays;
  /** What getTrends is asked for: `shown` and up to a year before it. */
  readonly fetched: LocalDays;
  /** Today's month or week: not over, so left out. */
  readonly current: LocalDays;
}

/** The month or week holding `day`. */
function bucketOf(unit: TrendUnit, day: string): LocalDays {
  if (unit === 'month') return monthOf(day, 0);
  const from = weekStartOf(day, 'monday');
  return { from, to: addDays(from, 6) };
}

/** The first day of the bucket `count - 1` buckets before the one ending on `lastTo`. */
function startBack(unit: TrendUnit, lastTo: string, count: number): string {
  if (unit === 'month') return monthOf(lastTo, count - 1).from;
  return addDays(lastTo, -7 * count + 1);
}

/** The window of `span` whole buckets before today's, in the zone today is read in. */
export function trendWindow(unit: TrendUnit, span: number, today: string): TrendWindow {
  const current = bucketOf(unit, today);
  const lastTo = addDays(current.from, -1);
  const most = unit === 'month' ? MAX_TREND_MONTHS : MAX_TREND_WEEKS;
  const shownCount = Math.min(span, most);
  const fetchedCount = Math.min(most, shownCount + bucketsPerYear(unit));
  return {
    unit,
    span: shownCount,
    shown: { from: startBack(unit, lastTo, shownCount), to: lastTo },
    fetched: { from: startBack(unit, lastTo, fetchedCount), to: lastTo },
    current,
  };
}

/** A span the unit offers, else its default (a remembered choice of another version). */
export function spanFor(unit: TrendUnit, span: unknown): number {
  return typeof span === 'number' && TREND_SPANS[unit].includes(span) ? span : DEFAULT_SPANS[unit];
}
