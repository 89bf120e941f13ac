import { type FocusEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/** Which elements share one tab stop, and the data attribute (camelCase) that names each. */
export interface RovingSet {
  readonly selector: string;
  readonly idKey: string;
}

/** The timeline's bookings. */
export const BARS: RovingSet = { selector: '[data-booking-index]', idKey: 'bookingId' };
/** The occupancy strip's cells, when zoomed out too far for bars. */
export const CELLS: RovingSet = { selector: '[data-cell-id]', idKey: 'cellId' };
/** The timeline's tag headings. */
export const GROUP_TOGGLES: RovingSet = { selector: '[data-group-key]', idKey: 'groupKey' };

function makeTabStop(root: HTMLElement, set: RovingSet, element: HTMLElement): void {
  for (const other of root.querySelectorAll<HTMLElement>(`${set.selector}[tabindex="0"]`))
    if (other !== element) other.tabIndex = -1;
  element.tabIndex = 0;
}

/**
 * One tab stop for a set of the timeline's elements (a grid's roving tab index): they are drawn with
 * tabIndex -1 and one of them, the last focused while it is drawn, else the first drawn, gets 0.
 * Tab then passes the set in one step, and the arrow keys move inside it (use-bar-keys.ts,
 * use-group-keys.ts).
 */
export function useRovingTabStop(
  rootRef: RefObject<HTMLElement | null>,
  set: RovingSet,
): (event: FocusEvent) => void {
  const lastFocusedId = useRef<string | null>(null);

  // After every render: the tab stop may have scrolled out of view and been removed.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || root.querySelector(`${set.selector}[tabindex="0"]`)) return;
    const elements = root.querySelectorAll<HTMLElement>(set.selector);
    let stop = elements[0];
    for (const element of elements)
      if (element.dataset[set.idKey] === lastFocusedId.current) stop = element;
    if (stop) makeTabStop(root, set, stop);
  });

  return useCallback(
    (event: FocusEvent) => {
      const root = rootRef.current;
      const element = (event.target as HTMLElement).closest<HTMLElement>(set.selector);
      if (!root || !element) return;
      lastFocusedId.current = element.dataset[set.idKey] ?? null;
      makeTabStop(root, set, element);
    },
    [rootRef, set],
  );
}
