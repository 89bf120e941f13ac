/**
 * The timeline's horizontal axis: instant ranges laid side by side at a fixed number of pixels per
 * hour, with the gaps between them (nights, when narrowed to a time of day) left out.
 */
import { offsetMinutesAt, wallTime } from '../time/zone';
import type { Span } from './shown-spans';

const HOUR_MS = 3_600_000;

/** A segment placed on the axis. */
export interface AxisSegment extends Span {
  readonly x: number;
  readonly width: number;
}

/** Segments with their pixel positions. */
export interface TimeAxis {
  readonly segments: readonly AxisSegment[];
  readonly width: number;
  readonly pxPerMs: number;
}

/** Lays segments out left to right. */
export function buildAxis(spans: readonly Span[], pxPerHour: number): TimeAxis {
  const pxPerMs = pxPerHour / HOUR_MS;
  let x = 0;
  const segments = spans.map((s) => {
    const width = (s.endMs - s.startMs) * pxPerMs;
    const seg = { startMs: s.startMs, endMs: s.endMs, x, width };
    x += width;
    return seg;
  });
  return { segments, width: x, pxPerMs };
}

function segmentIndexFor(axis: TimeAxis, ms: number): number {
  // The last segment starting at or before ms (or -1).
  const segs = axis.segments;
  let lo = 0;
  let hi = segs.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((segs[mid] as AxisSegment).startMs <= ms) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The x of an instant; instants in a gap sit on the edge of the next segment, outside the axis on its ends. */
export function xOf(axis: TimeAxis, ms: number): number {
  const i = segmentIndexFor(axis, ms);
  if (i < 0) return 0;
  const s = axis.segments[i] as AxisSegment;
  if (ms >= s.endMs) return s.x + s.width;
  return s.x + (ms - s.startMs) * axis.pxPerMs;
}

/** The instant at an x position. */
export function timeAt(axis: TimeAxis, x: number): number {
  const segs = axis.segments;
  if (segs.length === 0) return 0;
  for (const s of segs) {
    if (x < s.x + s.width) return s.startMs + Math.max(0, x - s.x) / axis.pxPerMs;
  }
  return (segs[segs.length - 1] as AxisSegment).endMs;
}

/** Where a bar goes: null when it lies entirely outside every segment. */
export function barGeometry(
  axis: TimeAxis,
  startMs: number,
  endMs: number,
): { readonly x: number; readonly width: number } | null {
  const x1 = xOf(axis, startMs);
  const x2 = xOf(axis, endMs);
  if (x2 - x1 <= 0) return null;
  return { x: x1, width: x2 - x1 };
}

/** A labelled line on the axis. */
export interface Tick {
  readonly ms: number;
  readonly x: number;
  /** The wall-clock time in the zone, as `label` writes it (HH:mm by default). */
  readonly label: string;
  /** Local midnight or a segment's start: drawn stronger and labelled with the date. */
  readonly major: boolean;
  /** The first hour after a clock change (DST): always shown, so the change is visible. */
  readonly shift: boolean;
}

/** Tick steps (minutes), finest first, each with the fewest pixels it needs between ticks. */
const TICK_STEPS: readonly { readonly minutes: number; readonly minPx: number }[] = [
  { minutes: 60, minPx: 34 },
  { minutes: 120, minPx: 44 },
  { minutes: 360, minPx: 60 },
];

/** Room a label needs beyond its own width: its 4 px inset from its tick line, 1 px before the next. */
const LABEL_PADDING_PX = 5;

/** Fewest pixels between a minor tick's label and the next tick's. */
const MIN_LABEL_GAP_PX = 36;

/** The space from one labelled tick to the next that a label `labelPx` wide needs. */
export function labelGapPx(labelPx: number): number {
  return Math.max(MIN_LABEL_GAP_PX, Math.ceil(labelPx) + LABEL_PADDING_PX);
}

/**
 * Picks a tick step (minutes) that keeps labels apart at this zoom. `labelPx` is the widest hour
 * label: a 12-hour clock's "午前12時" or "오전 12시" needs more room than "14:00".
 */
export function tickStepMinutes(pxPerHour: number, labelPx = 0): number {
  const needed = labelPx + LABEL_PADDING_PX;
  const step = TICK_STEPS.find((s) => (pxPerHour * s.minutes) / 60 >= Math.max(s.minPx, needed));
  return step?.minutes ?? 1440;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const hhmm = (minute: number): string => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;

/**
 * Ticks at whole local hours inside each segment, every `stepMinutes` (of local wall time), between
 * fromX and toX only. On a DST change day the repeated or skipped hour shows as it happens.
 * `label` writes a minute of the local day (the user's clock: 24- or 12-hour); `minGapPx` (see
 * labelGapPx) is the room a minor tick's label needs before the next tick.
 */
export function axisTicks(
  axis: TimeAxis,
  zone: string,
  stepMinutes: number,
  fromX = 0,
  toX = Infinity,
  label: (minuteOfDay: number) => string = hhmm,
  minGapPx = MIN_LABEL_GAP_PX,
): Tick[] {
  const ticks: Tick[] = [];
  for (const s of axis.segments) {
    if (s.x + s.width < fromX || s.x > toX) continue;
    const firstMs = Math.max(
      s.startMs,
      s.startMs + Math.floor((fromX - s.x) / axis.pxPerMs / HOUR_MS - 1) * HOUR_MS,
    );
    // Walk hour by hour in real time from the segment's first whole local hour.
    const w0 = wallTime(zone, firstMs);
    let ms = firstMs - (w0.minute * 60 + w0.second) * 1000 - w0.millisecond;
    if (ms < firstMs) ms += HOUR_MS;
    if (firstMs === s.startMs && ms !== s.startMs) {
      const w = wallTime(zone, s.startMs);
      ticks.push({
        ms: s.startMs,
        x: s.x,
        label: label(w.hour * 60 + w.minute),
        major: true,
        shift: false,
      });
    }
    let previousOffset = offsetMinutesAt(zone, ms - HOUR_MS);
    for (; ms < s.endMs; ms += HOUR_MS) {
      const x = s.x + (ms - s.startMs) * axis.pxPerMs;
      if (x > toX) break;
      const offset = offsetMinutesAt(zone, ms);
      const shift = offset !== previousOffset;
      previousOffset = offset;
      const w = wallTime(zone, ms);
      const minuteOfDay = w.hour * 60 + w.minute;
      const major = minuteOfDay === 0 || ms === s.startMs;
      if (!major && !shift && minuteOfDay % stepMinutes !== 0) continue;
      if (x < fromX - 1) continue;
      ticks.push({ ms, x, label: label(minuteOfDay), major, shift });
    }
  }
  return dropCrowded(ticks, minGapPx);
}

// A minor tick just before a major one (18:00 before the next day's 07:00) would print over it,
// and one just after (08:00 after a day starting at 07:00, at a two-hour step) under it.
// A clock change soon after midnight (03:00 after 00:00 when zoomed out) would print over the
// midnight's time: that one keeps its line and date, and the change keeps its label.
function dropCrowded(ticks: Tick[], minGapPx: number): Tick[] {
  const kept: Tick[] = [];
  ticks.forEach((t, i) => {
    const next = ticks[i + 1];
    const previous = kept[kept.length - 1];
    const roomAfter = !next || next.x - t.x >= minGapPx;
    const roomBefore = !previous || t.x - previous.x >= minGapPx;
    if (t.major || t.shift || (roomAfter && roomBefore)) kept.push(t);
  });
  return kept.map((t, i) => {
    const next = kept[i + 1];
    const crowded = next?.shift === true && !t.shift && next.x - t.x < minGapPx;
    return crowded ? { ...t, label: '' } : t;
  });
}
