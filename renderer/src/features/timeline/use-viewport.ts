import { useLayoutEffect, useState, type RefObject } from 'react';

/** The scroll position and size of a scroll container, updated at most once per frame. */
export interface Viewport {
  readonly scrollLeft: number;
  readonly width: number;
  readonly height: number;
}

/** Tracks a scroll container's horizontal scroll and its size. */
export function useViewport(ref: RefObject<HTMLElement | null>): Viewport {
  const [vp, setVp] = useState<Viewport>({ scrollLeft: 0, width: 1200, height: 800 });
  // A layout effect: the first paint already has the real width (no second layout pass).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const next = {
        scrollLeft: el.scrollLeft,
        width: el.clientWidth || 1200,
        height: el.clientHeight || 800,
      };
      setVp((prev) =>
        prev.scrollLeft === next.scrollLeft &&
        prev.width === next.width &&
        prev.height === next.height
          ? prev
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    el.addEventListener('scroll', schedule, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', schedule);
      ro?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
  return vp;
}
