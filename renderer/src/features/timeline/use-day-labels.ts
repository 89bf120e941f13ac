import { useMemo } from 'react';
import { localDateOf } from '#shared/time/zone';
import { axisTicks, type TimeAxis } from '#shared/view/axis';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { widestTextPx } from '../../ui/text-width';
import { dayWordsOf } from '../../ui/locale/day-words';
import { DATE_FONT, planDayLabels } from './day-labels';

/** Measures dates in the axis' font, each text once (the axis asks again on every scroll step). */
export function dateWidthMeasure(): (text: string) => number {
  const widths = new Map<string, number>();
  return (text) => {
    let px = widths.get(text);
    if (px === undefined) widths.set(text, (px = widestTextPx([text], DATE_FONT)));
    return px;
  };
}

/**
 * The dates the axis writes, by day, planned over the whole axis (not only the part in view), once
 * per layout: a scroll never changes which days carry a date, and only shortens one at the view's
 * edges (datesInView).
 */
export function useDayLabels(
  axis: TimeAxis,
  zone: string,
  format: LocaleFormat,
): ReadonlyMap<string, string> {
  return useMemo(() => {
    const days = axisTicks(axis, zone, 1440, 0, Infinity, format.hourLabel)
      .filter((t) => t.major)
      .map((t) => ({ date: localDateOf(zone, t.ms), x: t.x }));
    return planDayLabels(days, axis.width, dayWordsOf(format), dateWidthMeasure());
  }, [axis, zone, format]);
}
