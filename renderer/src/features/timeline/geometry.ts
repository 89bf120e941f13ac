/** Fixed sizes of the timeline, shared by its parts. */
export const LABEL_WIDTH = 200;
/** Header: a date line above an hour line. */
export const HEADER_HEIGHT = 48;
/** A tag heading row. */
export const GROUP_HEIGHT = 28;
const LANE_HEIGHT = 24;
const ROW_PADDING = 6;
const MAX_LANES_SHOWN = 4;

/** Row height for a bay whose bookings need `laneCount` lanes (more than four lanes share the space). */
export function bayRowHeight(laneCount: number): number {
  return ROW_PADDING * 2 + LANE_HEIGHT * Math.min(Math.max(1, laneCount), MAX_LANES_SHOWN);
}

/** Vertical position and height of a bar in its row. */
export function laneBox(
  rowHeight: number,
  lane: number,
  laneCount: number,
): { top: number; height: number } {
  const inner = rowHeight - ROW_PADDING * 2;
  const h = inner / Math.max(1, laneCount);
  return { top: ROW_PADDING + lane * h, height: Math.max(3, h - 2) };
}

/** Pixels per hour: fill the width, but never below a readable minimum (then scroll). */
export function fitPxPerHour(availableWidth: number, hours: number, minimum: number): number {
  if (hours <= 0) return minimum;
  return Math.max(minimum, availableWidth / hours);
}
