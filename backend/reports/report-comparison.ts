/** A report's comparison period: its days, checked as Insights' own are. */
import { type Comparison, comparisonPeriod } from '#shared/insights/compare-period';
import { AppFailure } from '#shared/result';
import { periodProblem } from '#shared/scope/period-check';
import { daysBetween } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';

/** The days compared with, or null without a comparison; throws invalid-argument when Insights cannot cover them. */
export function comparisonDays(
  period: LocalDays,
  compare: Comparison | null | undefined,
): LocalDays | null {
  if (!compare) return null;
  const days = comparisonPeriod(period.from, period.to, compare);
  const problem = periodProblem(days, { insights: true });
  if (problem) throw new AppFailure('invalid-argument', `The comparison period: ${problem}`);
  return days;
}

/** How many local days a period holds, both ends included (0 for none): a phase's weight. */
export function dayCount(period: LocalDays | null): number {
  return period ? daysBetween(period.from, period.to) + 1 : 0;
}
