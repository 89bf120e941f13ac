import { type FocusEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

const BAR = '[data-booking-index]';

function makeTabStop(root: HTMLElement, bar: HTMLElement): void {
  for (const other of root.querySelectorAll<HTMLElement>(`${BAR}[tabindex="0"]`))
    if (other !== bar) other.tabIndex = -1;
  bar.tabIndex = 0;
}

/**
 * One tab stop for all the timeline's bars (a grid's roving tab index): bars are drawn with
 * tabIndex -1 and one of them, the last focused while it is drawn, else the first drawn, gets 0.
 * Tab then passes the timeline in one step, and the arrow keys move inside it (use-bar-keys.ts).
 */
export function useBarTabStop(gridRef: RefObject<HTMLElement | null>): (event: FocusEvent) => void {
  const lastFocusedId = useRef<string | null>(null);

  // After every render: the tab stop may have scrolled out of view and been removed.
  useLayoutEffect(() => {
    const root = gridRef.current;
    if (!root || root.querySelector(`${BAR}[tabindex="0"]`)) return;
    const bars = root.querySelectorAll<HTMLElement>(BAR);
    let stop = bars[0];
    for (const bar of bars) if (bar.dataset.bookingId === lastFocusedId.current) stop = bar;
    if (stop) makeTabStop(root, stop);
  });

  return useCallback(
    (event: FocusEvent) => {
      const root = gridRef.current;
      const bar = (event.target as HTMLElement).closest<HTMLElement>(BAR);
      if (!root || !bar) return;
      lastFocusedId.current = bar.dataset.bookingId ?? null;
      makeTabStop(root, bar);
    },
    [gridRef],
  );
}
