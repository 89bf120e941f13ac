import { type RefObject, useLayoutEffect, useState } from 'react';
import type { ColumnId } from './portfolio-columns';

/** The room the All locations table has, and how wide its names and columns are, as drawn. */
export interface TableRoom {
  /** The scrolling box's inner width; 0 until measured. */
  readonly available: number;
  /** The widest location name (with its shortest basis), with the cell's padding; 0 until measured. */
  readonly nameWidth: number;
  /**
   * The least width of each column drawn so far, where it differs from its estimate: learnt when
   * the table was drawn wider than its box (its columns then at their narrowest).
   */
  readonly widths: Readonly<Partial<Record<ColumnId, number>>>;
}

/** Padding of a table cell each side (Mantine's xs), and a pixel for the rounding. */
const CELL_PADDING = 2 * 10 + 1;

/** A row's basis beside its name at its narrowest: 6rem and the gap before it (portfolio.css). */
const BASIS_LEAST = 6 * 16 + 8;

const NONE: TableRoom = { available: 0, nameWidth: 0, widths: {} };

/**
 * Measures `box` (the table's scrolling box) after each drawing and as the window resizes; a new
 * answer only when a number changes, so measuring never redraws for nothing. While the columns are
 * fitted to the width (`fitting` names what they are fitted in, the language; null: the user chose
 * them), a table drawn wider than its box has each column's width learnt (every row's figures in,
 * the columns then at their narrowest), so the columns are fitted again on what they truly take; a
 * new `fitting` forgets them.
 */
export function useTableRoom(
  box: RefObject<HTMLElement | null>,
  fitting: string | null,
): TableRoom {
  const [room, setRoom] = useState<{ readonly room: TableRoom; readonly fitting: string | null }>({
    room: NONE,
    fitting,
  });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      let widest = 0;
      for (const name of element.querySelectorAll('.portfolio-name')) {
        // The name, and its basis at the least it is given (portfolio.css): the rest of the basis
        // is cut rather than take the figures' room.
        const link = name.querySelector('.portfolio-name-link')?.getBoundingClientRect().width ?? 0;
        const basis = name.querySelector('.portfolio-basis-line') ? BASIS_LEAST : 0;
        widest = Math.max(widest, link + basis);
      }
      const over = element.scrollWidth > element.clientWidth + 1;
      // A row still counting, or failed, spans the figures with words of its own: the columns'
      // widths are then not their figures'.
      const spanned = element.querySelector('tbody td[colspan]') !== null;
      const drawn: Partial<Record<ColumnId, number>> = {};
      if (over && !spanned && fitting !== null)
        for (const th of element.querySelectorAll<HTMLElement>('thead th[data-column]')) {
          const id = th.dataset.column as ColumnId | 'name';
          if (id !== 'name') drawn[id] = Math.ceil(th.getBoundingClientRect().width);
        }
      setRoom((r) => {
        const known = r.fitting === fitting ? r.room.widths : {};
        const learnt = Object.entries(drawn).some(([id, w]) => w !== known[id as ColumnId]);
        const next: TableRoom = {
          available: element.clientWidth,
          nameWidth: widest > 0 ? Math.ceil(widest) + CELL_PADDING : 0,
          widths: learnt ? { ...known, ...drawn } : known,
        };
        return r.fitting === fitting &&
          r.room.available === next.available &&
          r.room.nameWidth === next.nameWidth &&
          r.room.widths === next.widths
          ? r
          : { room: next, fitting };
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return room.fitting === fitting ? room.room : { ...room.room, widths: {} };
}
