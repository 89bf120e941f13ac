import { useEffect, useRef, type RefObject } from 'react';
import { xOf, type TimeAxis } from '#shared/view/axis';
import type { TimelineEntry } from '#shared/view/rows';

/** Something another view asked the timeline to bring into view; a new `serial` asks again. */
export interface TimelineFocus {
  readonly serial: number;
  readonly bayId: string | null;
  readonly atMs: number | null;
}

const HOUR_MS = 3_600_000;

/**
 * Brings a bay row into view (centred) and scrolls to an instant (an hour before it), once per
 * request, as soon as the rows are there. Returns the bay id to highlight.
 */
export function useFocusTarget(
  focus: TimelineFocus | null | undefined,
  scrollRef: RefObject<HTMLElement | null>,
  entries: readonly TimelineEntry[],
  axis: TimeAxis,
  scrollToIndex: (index: number) => void,
  ready: boolean,
): string | null {
  const done = useRef<number | null>(null);
  useEffect(() => {
    if (!focus || !ready || done.current === focus.serial) return;
    const el = scrollRef.current;
    if (focus.atMs !== null && el) el.scrollLeft = Math.max(0, xOf(axis, focus.atMs - HOUR_MS));
    if (focus.bayId !== null) {
      const index = entries.findIndex((e) => e.kind === 'bay' && e.bay.id === focus.bayId);
      if (index >= 0) scrollToIndex(index);
    }
    done.current = focus.serial;
  }, [focus, ready, entries, axis, scrollRef, scrollToIndex]);
  return focus?.bayId ?? null;
}
