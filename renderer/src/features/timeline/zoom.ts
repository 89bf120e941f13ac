/**
 * How far the timeline is zoomed: the whole range in view (Fit), or about a day, a week or a month
 * of the shown hours in view. Each level is never narrower than Fit: a range shorter than a level
 * is simply fitted.
 */
import { xOf, type TimeAxis } from '#shared/view/axis';

/** A zoom level of the timeline (zoom-steps.ts lists them, widest first). */
export type TimelineZoom = 'fit' | 'month' | 'week' | 'day';

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

/** An instant to keep `atX` pixels into the bookings' part of the view once a new zoom is drawn. */
export interface ZoomAnchor {
  readonly ms: number;
  readonly atX: number;
}

/** The scroll position that puts the anchor's instant back `atX` pixels into the view. */
export function scrollFor(axis: TimeAxis, anchor: ZoomAnchor): number {
  return Math.max(0, xOf(axis, anchor.ms) - anchor.atX);
}
