import { type KeyboardEvent, type RefObject, useCallback } from 'react';
import type { TimelineEntry } from '#shared/view/rows';
import { useFocusWhenDrawn } from './use-focus-when-drawn';

/** The keys that move between tag headings. */
const isMoveKey = (key: string): boolean =>
  key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End';

/** The entry index of the tag heading a key moves to from the one at `from`, or null. */
export function groupMoveTarget(
  entries: readonly TimelineEntry[],
  from: number,
  key: string,
): number | null {
  const groups: number[] = [];
  entries.forEach((e, i) => {
    if (e.kind === 'group') groups.push(i);
  });
  const at = groups.indexOf(from);
  if (at < 0) return null;
  switch (key) {
    case 'ArrowUp':
      return groups[at - 1] ?? null;
    case 'ArrowDown':
      return groups[at + 1] ?? null;
    case 'Home':
      return groups[0] ?? null;
    case 'End':
      return groups[groups.length - 1] ?? null;
    default:
      return null;
  }
}

/**
 * Keys on a tag heading (one tab stop for all of them): ↑ / ↓ to the heading above or below, Home /
 * End to the first or last, ← folds the group and → opens it. Like the bookings' keys, they stay in
 * the timeline: ← / → never reach the app's previous and next day.
 */
export function useGroupKeys(options: {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly collapsed: ReadonlySet<string>;
  readonly toggle: (key: string) => void;
  readonly scrollToEntry: (index: number) => void;
}): (event: KeyboardEvent<HTMLElement>) => void {
  const { scrollRef, entries, collapsed, toggle, scrollToEntry } = options;
  const focusWhenDrawn = useFocusWhenDrawn(scrollRef);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const toggleButton = (event.target as HTMLElement).closest<HTMLElement>('[data-group-key]');
      const key = toggleButton?.dataset.groupKey;
      if (key === undefined) return;
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        event.stopPropagation();
        if (collapsed.has(key) === (event.key === 'ArrowRight')) toggle(key);
        return;
      }
      if (!isMoveKey(event.key)) return;
      event.preventDefault();
      event.stopPropagation();
      const from = entries.findIndex((e) => e.kind === 'group' && e.key === key);
      const to = groupMoveTarget(entries, from, event.key);
      const target = to === null ? undefined : entries[to];
      if (to === null || !target) return;
      scrollToEntry(to);
      focusWhenDrawn(`[data-group-key="${CSS.escape(target.key)}"]`);
    },
    [entries, collapsed, toggle, scrollToEntry, focusWhenDrawn],
  );
}
