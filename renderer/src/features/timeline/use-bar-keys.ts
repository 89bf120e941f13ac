import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import type { Booking } from '#shared/model';
import { barGeometry, type TimeAxis } from '#shared/view/axis';
import { type BarPosition, barMoveFor, moveBar } from '#shared/view/bar-navigation';
import type { TimelineEntry } from '#shared/view/rows';
import { LABEL_WIDTH } from './geometry';
import { useFocusWhenDrawn } from './use-focus-when-drawn';

/** Room left beside a bar scrolled into view sideways, so its start is not flush with the labels. */
const SIDE_MARGIN_PX = 48;
const barSelector = (at: BarPosition): string =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text for people
  `[data-entry-index="${at.entry}"] [data-booking-index="${at.booking}"]`;

/**
 * Arrow keys, Home and End between the timeline's bars (see shared/view/bar-navigation.ts). The bar
 * moved to may not be drawn yet (rows and bars outside the view are not), so the timeline scrolls it
 * into view first and focus follows once it is drawn. Inside the grid these keys belong to the grid:
 * they never reach the app's ← / → shortcuts for the previous and next day.
 */
export function useBarKeys(options: {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly axis: TimeAxis;
  readonly scrollToEntry: (index: number) => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  const { scrollRef, entries, axis, scrollToEntry } = options;
  const focusWhenDrawn = useFocusWhenDrawn(scrollRef);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = barMoveFor(event.key);
      if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target as HTMLElement;
      const bar = target.closest<HTMLElement>('[data-booking-index]');
      const row = bar?.closest<HTMLElement>('[data-entry-index]');
      if (!bar || !row) return;
      event.preventDefault();
      event.stopPropagation();
      const shown = (b: Booking) => barGeometry(axis, b.startMs, b.endMs) !== null;
      const from = {
        entry: Number(row.dataset.entryIndex),
        booking: Number(bar.dataset.bookingIndex),
      };
      const to = moveBar(entries, from, move, shown);
      if (!to) return;
      const entry = entries[to.entry];
      const booking = entry?.kind === 'bay' ? entry.row.bookings[to.booking] : undefined;
      const geometry = booking ? barGeometry(axis, booking.startMs, booking.endMs) : null;
      const scroller = scrollRef.current;
      if (!scroller || !geometry) return;
      scrollToEntry(to.entry);
      const barsWidth = scroller.clientWidth - LABEL_WIDTH;
      if (
        geometry.x < scroller.scrollLeft ||
        geometry.x > scroller.scrollLeft + barsWidth - SIDE_MARGIN_PX
      )
        scroller.scrollLeft = Math.max(0, geometry.x - SIDE_MARGIN_PX);
      focusWhenDrawn(barSelector(to));
    },
    [scrollRef, entries, axis, scrollToEntry, focusWhenDrawn],
  );
}
