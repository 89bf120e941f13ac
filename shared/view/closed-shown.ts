/**
 * The shown days a site had no open time on, and why: its week keeps them shut (named by weekday),
 * or a public holiday or closure (named by its name or reason). What the Timeline and Table say of
 * a closed day, in the words Insights use for a closed period.
 */
import { type ClosedReason, eachOnce } from '../insights/closed-reasons';
import type { SiteClock } from '../sites/site-clock';
import { addDays, daysBetween, isoWeekdayOfDate } from '../time/civil';
import type { ZonedDays } from '../time/local-days';
import { daysSpan, overlapWithSegments, type Span } from './shown-spans';

/** A shown day without open time. */
export interface ClosedShownDay {
  /** The day, in the view's zone. */
  readonly date: string;
  /** Its shown time (the whole day, or the chosen hours of it). */
  readonly span: Span;
  readonly reason: ClosedReason;
}

/** The reason for a shown day, as Insights give it (closed-reasons.ts): its date's closed day, else its weekday. */
function reasonOn(site: SiteClock, date: string): ClosedReason {
  const day = site.closed?.find((c) => c.date === date);
  if (day) return { kind: day.kind, reason: day.reason };
  return { kind: 'weekday', isoWeekday: isoWeekdayOfDate(date) };
}

/** Each shown day without open time in its shown hours (none shown counts as none open), in order. */
export function closedShownDays(
  days: ZonedDays,
  segments: readonly Span[],
  open: readonly Span[],
  site: SiteClock,
): readonly ClosedShownDay[] {
  const out: ClosedShownDay[] = [];
  const count = daysBetween(days.from, days.to) + 1;
  for (let i = 0; i < count; i++) {
    const date = addDays(days.from, i);
    const whole = daysSpan({ from: date, to: date, zone: days.zone });
    const shown = segments.filter((s) => s.endMs > whole.startMs && s.startMs < whole.endMs);
    // A day with no shown time (a time of day that falls in its clock change) has no open time
    // either: Insights count it closed too, so one answer holds.
    const first = shown[0];
    const last = shown[shown.length - 1];
    const startMs = first ? Math.max(whole.startMs, first.startMs) : whole.startMs;
    const endMs = last ? Math.min(whole.endMs, last.endMs) : whole.startMs;
    if (endMs > startMs && overlapWithSegments(open, startMs, endMs) > 0) continue;
    out.push({ date, span: { startMs, endMs }, reason: reasonOn(site, date) });
  }
  return out;
}

/** The reasons, each once, when every shown day was closed; null when some shown time was open. */
export function closedPeriodOf(
  closedDays: readonly ClosedShownDay[],
  open: readonly Span[],
): readonly ClosedReason[] | null {
  if (open.length > 0 || closedDays.length === 0) return null;
  return eachOnce(closedDays.map((d) => d.reason));
}
