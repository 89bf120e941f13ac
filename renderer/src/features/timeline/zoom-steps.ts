/** Stepping the timeline's zoom in and out (+ / −, Ctrl + wheel): part of the zoom buttons' chunk. */
import { timeAt, type TimeAxis } from '#shared/view/axis';
import { zoomPxPerHour, type TimelineZoom, type ZoomAnchor, type ZoomFrame } from './zoom';

/** The zoom levels, widest first. */
export const ZOOMS: readonly TimelineZoom[] = ['fit', 'month', 'week', 'day'];

/** The instant `atX` pixels into the view, to keep there: a zoom around the pointer or the middle. */
export function anchorAt(axis: TimeAxis, scrollLeft: number, atX: number): ZoomAnchor {
  return { ms: timeAt(axis, scrollLeft + atX), atX };
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
