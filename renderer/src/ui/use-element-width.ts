import { type RefObject, useLayoutEffect, useState } from 'react';

/** An element's inner width (without its scroll bar), kept up to date as it is resized. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial);
  // A layout effect: the first paint already has the real width.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth || initial);
    read();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [ref, initial]);
  return width;
}
