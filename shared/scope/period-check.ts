/**
 * The one check of a scope's period: its last day is not before its first, and Insights (the view
 * and the summary report) cover at most MAX_INSIGHTS_DAYS days. The contract's schema applies it to
 * every call; the command line applies it to its flags before it connects.
 */
import { MAX_INSIGHTS_DAYS } from '../insights/types';
import { daysBetween } from '../time/civil';
import type { LocalDays } from '../time/local-days';

/** What is wrong with a period of valid YYYY-MM-DD days, as a message for the user; null when nothing is. */
export function periodProblem(
  period: LocalDays,
  use: { readonly insights: boolean },
): string | null {
  const days = daysBetween(period.from, period.to) + 1;
  if (days < 1)
    return `The last day (${period.to}) is before the first (${period.from}). Choose a last day on or after the first.`;
  if (use.insights && days > MAX_INSIGHTS_DAYS)
    return `Insights cover at most ${MAX_INSIGHTS_DAYS} days; this period has ${days}.`;
  return null;
}
