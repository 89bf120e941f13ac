import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import { type TimeAxis, xOf } from '#shared/view/axis';
import type { OccupancyDay } from '#shared/view/day-occupancy';
import type { TimelineEntry } from '#shared/view/rows';
import { LABEL_WIDTH } from './geometry';
import { useFocusWhenDrawn } from './use-focus-when-drawn';

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
 * Arrow keys, Home and End between the occupancy strip's cells: left and right a day, up and down a
 * bay, Home and End the first and last day. The cell moved to may not be drawn yet, so the timeline
 * scrolls to it first and focus follows once it is drawn (as between bars, use-bar-keys.ts).
 */
export function useCellKeys(options: {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly days: readonly OccupancyDay[];
  readonly axis: TimeAxis;
  readonly scrollToEntry: (index: number) => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  const { scrollRef, entries, days, axis, scrollToEntry } = options;
  const focusWhenDrawn = useFocusWhenDrawn(scrollRef);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell-date]');
      const row = cell?.closest<HTMLElement>('[data-entry-index]');
      if (!cell || !row) return;
      const entry = Number(row.dataset.entryIndex);
      const day = days.findIndex((d) => d.date === cell.dataset.cellDate);
      let to: { entry: number | null; day: number };
      if (event.key === 'ArrowLeft') to = { entry, day: Math.max(0, day - 1) };
      else if (event.key === 'ArrowRight') to = { entry, day: Math.min(days.length - 1, day + 1) };
      else if (event.key === 'Home') to = { entry, day: 0 };
      else if (event.key === 'End') to = { entry, day: days.length - 1 };
      else if (event.key === 'ArrowUp') to = { entry: nextBay(entries, entry, -1), day };
      else if (event.key === 'ArrowDown') to = { entry: nextBay(entries, entry, 1), day };
      else return;
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
