import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { timeAt, xOf, type TimeAxis } from '#shared/view/axis';
import { LABEL_WIDTH } from './geometry';
import { stepZoom, type TimelineZoom, type ZoomFrame } from './zoom';

/** Wheel travel (px) for one level: a mouse notch is 100, a pinch on a touchpad sends many small ones. */
const WHEEL_STEP = 60;

/** The instant to keep at `atX` pixels into the bookings' part of the view once the zoom is drawn. */
interface Anchor {
  readonly ms: number;
  readonly atX: number;
}

/**
 * Zooming the timeline: to a level (keeping the instant in the middle of the view there), a step
 * in or out with + / − (and = / -) on the timeline, or Ctrl + wheel around the pointer; `openAt`
 * zooms to a level with an instant at the view's left edge. The scroll is set in the same frame as
 * the new axis is drawn.
 */
export function useZoom(options: {
  readonly scrollRef: RefObject<HTMLElement | null>;
  readonly axis: TimeAxis;
  readonly zoom: TimelineZoom;
  readonly onZoom: (zoom: TimelineZoom) => void;
  readonly frame: ZoomFrame;
  /** False for a single day, which always fills the width. */
  readonly enabled: boolean;
}) {
  const { scrollRef, axis, zoom, onZoom, frame, enabled } = options;
  const anchor = useRef<Anchor | null>(null);
  const latest = useRef({ axis, zoom, frame, enabled, onZoom });
  useLayoutEffect(() => {
    latest.current = { axis, zoom, frame, enabled, onZoom };
  });

  // Declared after the initial scroll (Timeline.tsx): a zoom's anchor wins over "start at now".
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const wanted = anchor.current;
    if (!el || !wanted) return;
    anchor.current = null;
    el.scrollLeft = Math.max(0, xOf(axis, wanted.ms) - wanted.atX);
  }, [scrollRef, axis]);

  const zoomAround = useCallback(
    (next: TimelineZoom, atX?: number) => {
      const el = scrollRef.current;
      const now = latest.current;
      if (!el || next === now.zoom) return;
      const x = atX ?? Math.max(0, (el.clientWidth - LABEL_WIDTH) / 2);
      anchor.current = { ms: timeAt(now.axis, el.scrollLeft + x), atX: x };
      now.onZoom(next);
    },
    [scrollRef],
  );

  const openAt = useCallback(
    (next: TimelineZoom, ms: number) => {
      const el = scrollRef.current;
      anchor.current = { ms, atX: 0 };
      if (next !== latest.current.zoom) latest.current.onZoom(next);
      else if (el) el.scrollLeft = Math.max(0, xOf(latest.current.axis, ms));
    },
    [scrollRef],
  );

  const step = useCallback(
    (direction: 1 | -1, atX?: number) => {
      const now = latest.current;
      if (now.enabled) zoomAround(stepZoom(now.zoom, direction, now.frame), atX);
    },
    [zoomAround],
  );

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let travel = 0;
    // Not passive: Ctrl + wheel would zoom the whole page. Without Ctrl the wheel scrolls as ever.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey || !latest.current.enabled) return;
      event.preventDefault();
      travel += event.deltaY;
      if (Math.abs(travel) < WHEEL_STEP) return;
      const direction = travel < 0 ? 1 : -1;
      travel = 0;
      const atX = event.clientX - el.getBoundingClientRect().left - LABEL_WIDTH;
      step(direction, Math.max(0, atX));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [scrollRef, step]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const direction =
        event.key === '+' || event.key === '='
          ? 1
          : event.key === '-' || event.key === '−'
            ? -1
            : 0;
      if (direction === 0 || !latest.current.enabled) return;
      event.preventDefault();
      step(direction);
    },
    [step],
  );

  return { zoomAround, openAt, onKeyDown };
}
