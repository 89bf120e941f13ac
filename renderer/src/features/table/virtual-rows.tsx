import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useRef, type RefObject } from 'react';

const ROW_HEIGHT = 32;

/** The rows of a long table that are on screen, and the spacer heights above and below them. */
export interface VirtualTableRows {
  readonly scrollRef: RefObject<HTMLDivElement | null>;
  readonly items: readonly VirtualItem[];
  readonly padTop: number;
  readonly padBottom: number;
}

/** Virtualises a table of fixed-height rows, so thousands of rows stay light. */
export function useVirtualTableRows(count: number): VirtualTableRows {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions must not be memoised by the React Compiler; it skips this hook's callers.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtual = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtual.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return { scrollRef, items, padTop, padBottom };
}

/** A hidden spacer row standing in for the rows scrolled out of view. */
export function SpacerRow(props: { readonly height: number; readonly columns: number }) {
  if (props.height <= 0) return null;
  return (
    <tr aria-hidden="true" className="bt-pad">
      <td colSpan={props.columns} style={{ height: props.height }} />
    </tr>
  );
}
