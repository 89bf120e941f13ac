import { dayShare } from '#shared/view/day-occupancy';
import type { TimelineEntry } from '#shared/view/rows';
import { stripPicture } from './occupancy-paint';
import { paintedCells, type StripLayout, wholePercent } from './strip-layout';

/** What the rows' pictures are painted for: a change of any of it starts the painting again. */
export interface PrepaintInput {
  readonly entries: readonly TimelineEntry[];
  readonly layout: StripLayout;
  readonly height: number;
  readonly scheme: 'light' | 'dark';
  readonly number: (n: number) => string;
}

/** Leave the browser this much of an idle period (ms): input that arrives must not wait. */
const IDLE_MARGIN_MS = 3;

let current: { readonly input: PrepaintInput; cancel: () => void } | null = null;

function sameInput(a: PrepaintInput, b: PrepaintInput): boolean {
  return (
    a.entries === b.entries &&
    a.layout === b.layout &&
    a.height === b.height &&
    a.scheme === b.scheme &&
    a.number === b.number
  );
}

/**
 * Paints every bay's strip picture while the browser is idle, so rows that scroll into view show a
 * picture already made instead of making one within the frame (bench/README.md, "Scrolling").
 * One painting at a time: a new view cancels the last.
 */
export function prepaintStrips(input: PrepaintInput): void {
  if (current && sameInput(current.input, input)) return;
  current?.cancel();
  let next = 0;
  let handle: number | null = null;
  const idle = typeof window.requestIdleCallback === 'function';
  const step = (deadline?: IdleDeadline) => {
    handle = null;
    const until = performance.now() + 8;
    const more = () =>
      deadline ? deadline.timeRemaining() > IDLE_MARGIN_MS : performance.now() < until;
    while (next < input.entries.length && more()) {
      const entry = input.entries[next++];
      if (entry?.kind !== 'bay') continue;
      const cells = paintedCells(
        input.layout,
        (cell) => dayShare(entry, cell.day),
        (_, share) => wholePercent(input.number, share),
      );
      stripPicture(entry.row, cells, input.layout.width, input.height, input.scheme);
    }
    if (next < input.entries.length) schedule();
  };
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(step) : window.setTimeout(step, 16);
  };
  schedule();
  current = {
    input,
    cancel: () => {
      if (handle === null) return;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    },
  };
}
