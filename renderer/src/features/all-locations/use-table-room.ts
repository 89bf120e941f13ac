import { type RefObject, useLayoutEffect, useState } from 'react';

/** The room the All locations table has, and how wide its names are, as drawn. */
export interface TableRoom {
  /** The scrolling box's inner width; 0 until measured. */
  readonly available: number;
  /** The widest location name (with its basis line), with the cell's padding; 0 until measured. */
  readonly nameWidth: number;
}

/** Padding of a table cell each side (Mantine's xs), and a pixel for the rounding. */
const CELL_PADDING = 2 * 10 + 1;

/**
 * Measures `box` (the table's scrolling box) after each drawing and as the window resizes; a new
 * answer only when a number changes, so measuring never redraws for nothing.
 */
export function useTableRoom(box: RefObject<HTMLElement | null>): TableRoom {
  const [room, setRoom] = useState<TableRoom>({ available: 0, nameWidth: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      let widest = 0;
      for (const name of element.querySelectorAll('.portfolio-name'))
        widest = Math.max(widest, name.getBoundingClientRect().width);
      const next = {
        available: element.clientWidth,
        nameWidth: widest > 0 ? Math.ceil(widest) + CELL_PADDING : 0,
      };
      setRoom((r) => (r.available === next.available && r.nameWidth === next.nameWidth ? r : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  });
  return room;
}
