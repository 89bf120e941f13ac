import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { TimeAxis } from '#shared/view/axis';
import { LABEL_WIDTH } from './geometry';
import type { TimelineZoom, ZoomAnchor, ZoomFrame } from './zoom';
import { anchorAt, stepZoom } from './zoom-steps';

/** Wheel travel (px) for one level: a mouse notch is 100, a pinch on a touchpad sends many small ones. */
const WHEEL_STEP = 60;

/** What zooming needs of the timeline. */
export interface ZoomInput {
  readonly scrollRef: RefObject<HTMLElement | null>;
  readonly axis: TimeAxis;
  readonly zoom: TimelineZoom;
  readonly frame: ZoomFrame;
  readonly onZoom: (zoom: TimelineZoom) => void;
  readonly anchor: RefObject<ZoomAnchor | null>;
}

/**
 * Zooming the timeline without losing the place: returns a zoom that keeps the instant `atX` pixels
 * into the view (else its middle) where it is; Ctrl + wheel zooms so around the pointer, and + / −
 * (also = and -) step the zoom while the timeline has focus. Part of the zoom buttons' chunk, as
 * only a range of days zooms.
 */
export function useZoomInput(input: ZoomInput): (zoom: TimelineZoom, atX?: number) => void {
  const { scrollRef } = input;
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });
  const zoomAround = useCallback(
    (next: TimelineZoom, atX?: number) => {
      const el = scrollRef.current;
      const { axis, zoom, onZoom, anchor } = latest.current;
      if (!el || next === zoom) return;
      const x = atX ?? Math.max(0, (el.clientWidth - LABEL_WIDTH) / 2);
      anchor.current = anchorAt(axis, el.scrollLeft, x);
      onZoom(next);
    },
    [scrollRef],
  );
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const step = (direction: 1 | -1, atX?: number) => {
      const { zoom, frame } = latest.current;
      zoomAround(stepZoom(zoom, direction, frame), atX);
    };
    let travel = 0;
    // Not passive: Ctrl + wheel would zoom the whole page. Without Ctrl the wheel scrolls as ever.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      travel += event.deltaY;
      if (Math.abs(travel) < WHEEL_STEP) return;
      const direction = travel < 0 ? 1 : -1;
      travel = 0;
      step(direction, Math.max(0, event.clientX - el.getBoundingClientRect().left - LABEL_WIDTH));
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const { key } = event;
      const direction = key === '+' || key === '=' ? 1 : key === '-' || key === '−' ? -1 : 0;
      if (direction === 0) return;
      event.preventDefault();
      step(direction);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('wheel', onWheel);
      el.removeEventListener('keydown', onKey);
    };
  }, [scrollRef, zoomAround]);
  return zoomAround;
}
