/**
 * Why a period has no open time: each closed day's reason, in order, without repeats. A day its
 * site's week keeps shut is named by its weekday (the page says it in its language); a holiday or
 * closure by its name or reason. Pure.
 */
import { hasClosedTime } from '../view/open-time';
import type { ClosedDayKind } from '../sites/site-clock';
import type { Insights, IsoWeekday } from './types';

/** One reason a day of the period was closed. */
export type ClosedReason =
  | { readonly kind: 'weekday'; readonly isoWeekday: IsoWeekday }
  | { readonly kind: ClosedDayKind; readonly reason: string };

/** The period's closed days' reasons (each once), or null when some of its days were open. */
export function closedPeriodReasons(insights: Insights): readonly ClosedReason[] | null {
  // A site open every hour is never closed: a period without time (a time of day that falls in
  // the clock change) is no closure, as the Timeline's bar says too.
  if (!hasClosedTime(insights.site) || insights.days.length === 0) return null;
  if (insights.days.some((d) => d.availableMs > 0 || insights.bays === 0)) return null;
  const byDate = new Map((insights.site.closed ?? []).map((c) => [c.date, c]));
  return eachOnce(
    insights.days.map((day): ClosedReason => {
      const closed = byDate.get(day.date);
      return closed
        ? { kind: closed.kind, reason: closed.reason }
        : { kind: 'weekday', isoWeekday: day.isoWeekday };
    }),
  );
}

/** The reasons in order, each once (the Timeline's closed days say theirs the same way). */
export function eachOnce(reasons: readonly ClosedReason[]): readonly ClosedReason[] {
  const seen = new Set<string>();
  return reasons.filter((reason) => {
    const key =
      reason.kind === 'weekday' ? `w${reason.isoWeekday}` : `${reason.kind}:${reason.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether two periods can be compared figure by figure: not when one had open time and the other
 * none (a closed Saturday against an open Friday is no fall in use, only a closed day).
 */
export function comparable(now: HasOpenTime, before: HasOpenTime): boolean {
  return now.totals.availableMs > 0 === before.totals.availableMs > 0;
}

/** What `comparable` looks at: a period's available (open) bay time. */
export interface HasOpenTime {
  readonly totals: { readonly availableMs: number };
}

/** The ISO weekdays' English names, Monday first: the files' words for a weekday (a workbook translates them). */
const ENGLISH_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** A weekday's English name (1 Monday to 7 Sunday), as the files' `closed` columns write it. */
export function englishWeekday(isoWeekday: IsoWeekday): string {
  return ENGLISH_WEEKDAYS[isoWeekday - 1] as string;
}

/** The separator of reasons in a file's `closed` column. */
export const CLOSED_REASONS_SEPARATOR = '; ';

/** A file's `closed` value: the reasons, weekdays by English name, joined by "; "; null when open. */
export function closedReasonsText(reasons: readonly ClosedReason[] | null): string | null {
  if (!reasons) return null;
  return reasons
    .map((r) => (r.kind === 'weekday' ? englishWeekday(r.isoWeekday) : r.reason))
    .join(CLOSED_REASONS_SEPARATOR);
}
