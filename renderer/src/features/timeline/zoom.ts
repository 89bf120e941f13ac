/**
 * How far the timeline is zoomed: the whole range in view (Fit), or about a day, a week or a month
 * of the shown hours in view. Each level is never narrower than Fit: a range shorter than a level
 * is simply fitted.
 */
import { timeAt, xOf, type TimeAxis } from '#shared/view/axis';

/** The zoom levels, widest first. */
export const ZOOMS = ['fit', 'month', 'week', 'day'] as const;
/** A zoom level of the timeline. */
export type TimelineZoom = (typeof ZOOMS)[number];

/** What a level's pixels per hour depend on. */
export interface ZoomFrame {
  /** The width the bookings have, in CSS pixels (the view less the bay column). */
  readonly width: number;
  /** Shown hours in the range (nights left out when narrowed to a time of day). */
  readonly hours: number;
  /** Shown days in the range. */
  readonly days: number;
}

/** Fewest pixels an hour at Day: a one-day view's bars keep today's readable width. */
export const DAY_MIN_PX_PER_HOUR = 40;
/** Under this many pixels an hour, a booking of an hour or two cannot carry a name: cells instead. */
export const STRIP_BELOW_PX_PER_HOUR = 4;

const DAYS_IN_VIEW: Readonly<Record<Exclude<TimelineZoom, 'fit'>, number>> = {
  day: 1,
  week: 7,
  month: 30,
};

/** Pixels per hour at `zoom`. */
export function zoomPxPerHour(zoom: TimelineZoom, frame: ZoomFrame): number {
  if (frame.hours <= 0 || frame.width <= 0) return DAY_MIN_PX_PER_HOUR;
  const fit = frame.width / frame.hours;
  if (zoom === 'fit') return fit;
  const hoursPerDay = frame.hours / Math.max(1, frame.days);
  const level = frame.width / (hoursPerDay * DAYS_IN_VIEW[zoom]);
  return Math.max(fit, zoom === 'day' ? Math.max(DAY_MIN_PX_PER_HOUR, level) : level);
}

/**
 * The next level in (`direction` 1) or out (-1) that changes the picture, or `zoom` itself at
 * either end: a 30-day range's Month is its Fit, so one step out from Week goes to Fit.
 */
export function stepZoom(zoom: TimelineZoom, direction: 1 | -1, frame: ZoomFrame): TimelineZoom {
  const now = zoomPxPerHour(zoom, frame);
  const order = direction === 1 ? ZOOMS : [...ZOOMS].reverse();
  const changes = (px: number) => (direction === 1 ? px > now * 1.01 : px < now / 1.01);
  const next = order.slice(order.indexOf(zoom) + 1).find((z) => changes(zoomPxPerHour(z, frame)));
  if (!next) return zoom;
  // Where Month is the Fit of the range, the button pressed says so.
  const px = zoomPxPerHour(next, frame);
  return direction === -1 && Math.abs(zoomPxPerHour('fit', frame) - px) < px * 0.01 ? 'fit' : next;
}

/**
 * The scroll position that keeps the instant `atX` pixels into the view where it is once the axis
 * is `after`: a zoom around the pointer, or around the view's middle.
 */
export function scrollKeeping(
  before: TimeAxis,
  after: TimeAxis,
  scrollLeft: number,
  atX: number,
): number {
  const instant = timeAt(before, scrollLeft + atX);
  return Math.max(0, xOf(after, instant) - atX);
}
