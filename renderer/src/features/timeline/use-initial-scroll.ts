import { useLayoutEffect, type RefObject } from 'react';
import { xOf, type TimeAxis } from '#shared/view/axis';
import type { Span } from '#shared/view/shown-spans';

const HOUR_MS = 3_600_000;

/**
 * When a new window is wider than the view, starts it at the working day: an hour before now when
 * now is in it, 07:00 of a single day, else the start.
 */
export function useInitialScroll(
  ref: RefObject<HTMLElement | null>,
  axis: TimeAxis,
  segments: readonly Span[],
  nowMs: number,
  overflows: boolean,
): void {
  const windowStart = segments[0]?.startMs ?? 0;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !overflows) return;
    const nowInView = segments.some((s) => s.startMs <= nowMs && nowMs < s.endMs);
    const oneDay = segments.length === 1 && axis.segments[0]!.endMs - windowStart <= 25 * HOUR_MS;
    const target = nowInView
      ? xOf(axis, nowMs - HOUR_MS)
      : oneDay
        ? xOf(axis, windowStart + 7 * HOUR_MS)
        : 0;
    el.scrollLeft = Math.max(0, target);
    // Only when the window itself changes, not on every tick of the clock or resize.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [windowStart, overflows]);
}
