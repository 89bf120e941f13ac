import { type TimeAxis, timeAt, xOf } from '#shared/view/axis';
import type { OccupancyDay } from '#shared/view/day-occupancy';
import type { PaintedCell } from './occupancy-paint';

/** A cell's number is written in it where its day is this wide or wider. */
const TEXT_MIN_PX = 20;

/** One day's cell in a strip: its day, its place (from the strip's first cell) and width (px). */
export interface StripCell {
  readonly index: number;
  readonly day: OccupancyDay;
  /** From the end of the cell before (the cells flow, each placed by its gap). */
  readonly marginLeft: number;
  /** From the strip's first cell. */
  readonly x: number;
  readonly width: number;
  /** Whether its number fits in it. */
  readonly roomForText: boolean;
}

/** Where every bay's cells sit in the view: the same for each row of a shown period and zoom. */
export interface StripLayout {
  readonly cells: readonly StripCell[];
  /** Where the first cell starts, from the axis' start (px). */
  readonly left: number;
  readonly width: number;
}

/**
 * A row's picture covers its whole range up to twice this width; a wider range is painted in
 * windows of two such pages around the view, so scrolling sideways paints again only at a page's
 * edge, not at every step the cells are drawn anew (Timeline's QUANTUM_PX).
 */
const PICTURE_PAGE_PX = 2048;

// The layouts of the last few views: a row asks for its cells' and its picture's each render.
const cached: { key: readonly unknown[]; layout: StripLayout }[] = [];
const CACHED_LAYOUTS = 4;

/** The cells of the days in view, laid out once for every row of the view. */
export function stripLayout(
  days: readonly OccupancyDay[],
  axis: TimeAxis,
  viewStartMs: number,
  viewEndMs: number,
): StripLayout {
  const key = [days, axis, viewStartMs, viewEndMs];
  const hit = cached.find((c) => c.key.every((k, i) => k === key[i]));
  if (hit) return hit.layout;
  const cells: StripCell[] = [];
  let drawnTo = 0;
  let first: number | null = null;
  for (const [index, day] of days.entries()) {
    if (day.span.endMs <= viewStartMs || day.span.startMs >= viewEndMs) continue;
    const left = xOf(axis, day.span.startMs);
    const width = xOf(axis, day.span.endMs) - left;
    if (width <= 0) continue;
    // A pixel of room each side, so neighbouring days' borders do not touch.
    const cellWidth = Math.max(2, width - 2);
    first ??= left + 1;
    cells.push({
      index,
      day,
      marginLeft: left + 1 - drawnTo,
      x: left + 1 - first,
      width: cellWidth,
      roomForText: width >= TEXT_MIN_PX,
    });
    drawnTo = left + 1 + cellWidth;
  }
  const left = first ?? 0;
  const layout = { cells, left, width: Math.max(0, drawnTo - left) };
  cached.unshift({ key, layout });
  cached.length = Math.min(cached.length, CACHED_LAYOUTS);
  return layout;
}

/** The cells a row's picture shows: the whole range, or the pages around the view of a wide one. */
export function pictureLayout(
  days: readonly OccupancyDay[],
  axis: TimeAxis,
  viewStartMs: number,
  viewEndMs: number,
): StripLayout {
  const first = axis.segments[0];
  const last = axis.segments.at(-1);
  if (!first || !last) return stripLayout(days, axis, viewStartMs, viewEndMs);
  if (axis.width <= 2 * PICTURE_PAGE_PX) return stripLayout(days, axis, first.startMs, last.endMs);
  const from = Math.floor(xOf(axis, viewStartMs) / PICTURE_PAGE_PX) * PICTURE_PAGE_PX;
  const to = Math.max(
    from + 2 * PICTURE_PAGE_PX,
    Math.ceil(xOf(axis, viewEndMs) / PICTURE_PAGE_PX) * PICTURE_PAGE_PX,
  );
  return stripLayout(days, axis, timeAt(axis, from), timeAt(axis, Math.min(to, axis.width)));
}

/**
 * A day's share as its cell writes it: whole percents, so the cell says the number its name does
 * and a glance needs no more. The cell's words and its picture both use it, so they agree.
 */
export function wholePercent(number: (n: number) => string, share: number): string {
  return number(Math.round(share * 100));
}

/** A row's cells as painted: each with its share and, where it fits and is not nothing, its number. */
export function paintedCells(
  layout: StripLayout,
  share: (cell: StripCell) => number | null,
  whole: (cell: StripCell, share: number) => string,
): PaintedCell[] {
  return layout.cells.map((cell) => {
    const s = share(cell);
    return {
      x: cell.x,
      width: cell.width,
      share: s,
      text: cell.roomForText && s !== null && s > 0 ? whole(cell, s) : '',
    };
  });
}
