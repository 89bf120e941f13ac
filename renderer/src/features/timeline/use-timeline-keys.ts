import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import type { TimeAxis } from '#shared/view/axis';
import type { TimelineEntry } from '#shared/view/rows';
import { useBarKeys } from './use-bar-keys';
import { useGroupKeys } from './use-group-keys';
import { BARS, CELLS, GROUP_TOGGLES, useRovingTabStop } from './use-roving-tab-stop';

/**
 * The timeline's keyboard: the bookings (or, zoomed out, the occupancy cells) one Tab stop and the
 * tag headings another, each with its own arrow keys (use-bar-keys.ts, use-group-keys.ts; the
 * cells' own, in their chunk: use-cell-keys.ts). The grid hands its key and focus events here.
 */
export function useTimelineKeys(options: {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly gridRef: RefObject<HTMLDivElement | null>;
  readonly entries: readonly TimelineEntry[];
  readonly axis: TimeAxis;
  readonly collapsed: ReadonlySet<string>;
  readonly toggle: (key: string) => void;
  readonly scrollToEntry: (index: number) => void;
}) {
  const { scrollRef, gridRef, entries, axis, collapsed, toggle, scrollToEntry } = options;
  const onBarKey = useBarKeys({ scrollRef, entries, axis, scrollToEntry });
  const onGroupKey = useGroupKeys({ scrollRef, entries, collapsed, toggle, scrollToEntry });
  const onBarFocus = useRovingTabStop(gridRef, BARS);
  const onCellFocus = useRovingTabStop(gridRef, CELLS);
  const onGroupFocus = useRovingTabStop(gridRef, GROUP_TOGGLES);
  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      onBarKey(event);
      if (!event.defaultPrevented) onGroupKey(event);
    },
    onFocus(event: FocusEvent) {
      onBarFocus(event);
      onCellFocus(event);
      onGroupFocus(event);
    },
  };
}
