import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** How long a move waits for its target to be drawn after scrolling before it gives up. */
const PENDING_MS = 1000;

/**
 * Focus for an element the timeline may not have drawn yet (rows outside the view are not): focus
 * it now if it is there, else after the render that draws it, within a second.
 */
export function useFocusWhenDrawn(
  rootRef: RefObject<HTMLElement | null>,
): (selector: string) => void {
  const pending = useRef<{ selector: string; until: number } | null>(null);

  // After every render: the element waited for may have just been drawn.
  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const element = rootRef.current?.querySelector<HTMLElement>(wanted.selector) ?? null;
    if (element) element.focus({ preventScroll: true });
    if (element || Date.now() > wanted.until) pending.current = null;
  });

  return useCallback(
    (selector: string) => {
      const element = rootRef.current?.querySelector<HTMLElement>(selector) ?? null;
      if (element) {
        pending.current = null;
        element.focus({ preventScroll: true });
      } else pending.current = { selector, until: Date.now() + PENDING_MS };
    },
    [rootRef],
  );
}
