/**
 * The open time of what a view shows: its shown spans cut to the site's opening hours, less its
 * public holidays and closures, as Insights count them. The rest of the shown time is outside
 * opening hours: its bookings are bookings, but it is no time a bay was available.
 */
import { openIntervals } from '../sites/open-intervals';
import { ALWAYS_OPEN, isAlwaysOpen } from '../sites/opening-hours';
import type { SiteClock } from '../sites/site-clock';
import type { Span } from './shown-spans';

/** True when the site's clock leaves some shown time closed: it has hours or closed days. */
export function hasClosedTime(site: SiteClock | null): site is SiteClock {
  if (!site) return false;
  return (site.closed?.length ?? 0) > 0 || (site.hours !== null && !isAlwaysOpen(site.hours));
}

/** The shown spans' open time, sorted and disjoint; the spans themselves for a site always open. */
export function openSpans(segments: readonly Span[], site: SiteClock | null): readonly Span[] {
  if (!hasClosedTime(site) || segments.length === 0) return segments;
  const first = (segments[0] as Span).startMs;
  const last = (segments[segments.length - 1] as Span).endMs;
  const open = openIntervals(first, last, site.zone, site.hours ?? ALWAYS_OPEN, site.closed);
  return intersect(segments, open.start, open.end);
}

/** The shown time outside the open spans: what a view shades as closed. */
export function closedSpans(segments: readonly Span[], open: readonly Span[]): readonly Span[] {
  const out: Span[] = [];
  let j = 0;
  for (const s of segments) {
    let from = s.startMs;
    while (j < open.length && (open[j] as Span).endMs <= from) j++;
    for (let k = j; k < open.length && (open[k] as Span).startMs < s.endMs; k++) {
      const o = open[k] as Span;
      if (o.startMs > from) out.push({ startMs: from, endMs: o.startMs });
      from = Math.max(from, o.endMs);
    }
    if (from < s.endMs) out.push({ startMs: from, endMs: s.endMs });
  }
  return out;
}

function intersect(
  segments: readonly Span[],
  start: readonly number[],
  end: readonly number[],
): readonly Span[] {
  const out: Span[] = [];
  let j = 0;
  for (const s of segments) {
    while (j < start.length && (end[j] as number) <= s.startMs) j++;
    for (let k = j; k < start.length && (start[k] as number) < s.endMs; k++) {
      const a = Math.max(s.startMs, start[k] as number);
      const b = Math.min(s.endMs, end[k] as number);
      if (b > a) out.push({ startMs: a, endMs: b });
    }
  }
  return out;
}
