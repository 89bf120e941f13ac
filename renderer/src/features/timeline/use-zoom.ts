import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { TimeAxis } from '#shared/view/axis';
import { scrollFor, type ZoomAnchor } from './zoom';

/**
 * Where a zoom keeps the place: whoever zooms (the buttons, the wheel, a day's cell) sets the
 * anchor first, and the scroll is set in the same frame as the new axis is drawn. Called after the
 * initial scroll (Timeline.tsx), so a zoom's anchor wins over "start at now".
 */
export function useZoomAnchor(
  scrollRef: RefObject<HTMLElement | null>,
  axis: TimeAxis,
): RefObject<ZoomAnchor | null> {
  const anchor = useRef<ZoomAnchor | null>(null);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const wanted = anchor.current;
    if (!el || !wanted) return;
    anchor.current = null;
    el.scrollLeft = scrollFor(axis, wanted);
  }, [scrollRef, axis]);
  return anchor;
}
