/**
 * Each bay's share of each shown day's open time that was booked: what the timeline draws, one
 * cell per bay and day, when zoomed out too far for bars to be read. Counted by computeTotals over
 * the day's shown and open time, so a cell's figure is the totals bar's, a day at a time.
 */
import { addDays, daysBetween } from '../time/civil';
import { localDateOf } from '../time/zone';
import { visibleRange, type RowBookings } from './lanes';
import type { BayRow } from './rows';
import { daysSpan, type Span } from './shown-spans';
import { computeTotals } from './totals';

/** A shown day: its shown time, and the open time in it (null when every shown hour is open). */
export interface OccupancyDay {
  /** The day, in the view's zone. */
  readonly date: string;
  /** From its first shown instant to its last. */
  readonly span: Span;
  readonly segments: readonly Span[];
  readonly open: readonly Span[] | null;
}

function clip(spans: readonly Span[], within: Span): Span[] {
  const out: Span[] = [];
  for (const s of spans) {
    const startMs = Math.max(s.startMs, within.startMs);
    const endMs = Math.min(s.endMs, within.endMs);
    if (endMs > startMs) out.push({ startMs, endMs });
  }
  return out;
}

/**
 * The shown days of `segments` in `zone`, each with its open time cut from `open` (the view's
 * open time, as the totals bar counts it; null when every shown hour is open). A day with no
 * shown time (a chosen hour lost to a clock change) has no cell.
 */
export function occupancyDays(
  segments: readonly Span[],
  open: readonly Span[] | null,
  zone: string,
): readonly OccupancyDay[] {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return [];
  const from = localDateOf(zone, first.startMs);
  const count = daysBetween(from, localDateOf(zone, last.endMs - 1)) + 1;
  const out: OccupancyDay[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(from, i);
    const daySegments = clip(segments, daysSpan({ from: date, to: date, zone }));
    const a = daySegments[0];
    const b = daySegments[daySegments.length - 1];
    if (!a || !b) continue;
    const span = { startMs: a.startMs, endMs: b.endMs };
    out.push({ date, span, segments: daySegments, open: open && clip(open, span) });
  }
  return out;
}

/** The bookings of a row that may touch `span`, as a row computeTotals can count. */
function rowIn(entry: BayRow, span: Span): BayRow {
  const [from, to] = visibleRange(entry.row, span.startMs, span.endMs);
  const row: RowBookings = { ...entry.row, bookings: entry.row.bookings.slice(from, to) };
  return { ...entry, row };
}

/**
 * The share (0–1) of the day's open time the bay was booked, overlaps counted once, as the totals
 * bar's utilisation; null when the day had no open time (closed).
 */
export function dayShare(entry: BayRow, day: OccupancyDay): number | null {
  return computeTotals([rowIn(entry, day.span)], day.segments, day.open).utilisation;
}
