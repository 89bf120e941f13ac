import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import { type TimeAxis, xOf } from '#shared/view/axis';
import type { OccupancyDay } from '#shared/view/day-occupancy';
import type { TimelineEntry } from '#shared/view/rows';
import { LABEL_WIDTH } from './geometry';

/** What moving between the timeline's rows needs (the grid's, handed to the cells' chunk). */
export interface RowNavigation {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly scrollToEntry: (index: number) => void;
  /** Focus for an element drawn once scrolled to (use-focus-when-drawn.ts). */
  readonly focusWhenDrawn: (selector: string) => void;
}

const cellSelector = (entry: number, date: string): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text for people
  `[data-entry-index="${entry}"] [data-cell-date="${date}"]`;

/** The next bay row from `from` in `direction`, past tag headings; null at either end. */
function nextBay(
  entries: readonly TimelineEntry[],
  from: number,
  direction: 1 | -1,
): number | null {
  for (let i = from + direction; i >= 0 && i < entries.length; i += direction)
    if (entries[i]?.kind === 'bay') return i;
  return null;
}

/**
 * Arrow keys, Home and End on an occupancy cell: left and right a day, up and down a bay, Home and
 * End the first and last day. The cell moved to may not be drawn yet, so the timeline scrolls to it
 * first and focus follows once it is drawn (as between bars, use-bar-keys.ts).
 */
export function useCellKeys(
  nav: RowNavigation,
  days: readonly OccupancyDay[],
  axis: TimeAxis,
): (event: KeyboardEvent<HTMLElement>, entry: number, day: number) => void {
  const { scrollRef, entries, scrollToEntry, focusWhenDrawn } = nav;
  return useCallback(
    (event, entry, day) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const last = days.length - 1;
      const { key } = event;
      const to =
        key === 'ArrowLeft'
          ? { entry, day: Math.max(0, day - 1) }
          : key === 'ArrowRight'
            ? { entry, day: Math.min(last, day + 1) }
            : key === 'Home'
              ? { entry, day: 0 }
              : key === 'End'
                ? { entry, day: last }
                : key === 'ArrowUp' || key === 'ArrowDown'
                  ? { entry: nextBay(entries, entry, key === 'ArrowUp' ? -1 : 1), day }
                  : null;
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      const target = days[to.day];
      const scroller = scrollRef.current;
      if (to.entry === null || !target || !scroller) return;
      scrollToEntry(to.entry);
      const x = xOf(axis, target.span.startMs);
      const end = xOf(axis, target.span.endMs);
      const width = scroller.clientWidth - LABEL_WIDTH;
      if (x < scroller.scrollLeft) scroller.scrollLeft = x;
      else if (end > scroller.scrollLeft + width) scroller.scrollLeft = end - width;
      focusWhenDrawn(cellSelector(to.entry, target.date));
    },
    [scrollRef, entries, days, axis, scrollToEntry, focusWhenDrawn],
  );
}
