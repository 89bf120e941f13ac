import { useMemo } from 'react';
import { localDateOf } from '#shared/time/zone';
import { axisTicks, type TimeAxis } from '#shared/view/axis';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { widestTextPx } from '../../ui/text-width';
import { DATE_FONT, planDayLabels } from './day-labels';

/** A day of the month alone, "24": the shortest date, for days too narrow for more. */
const dayNumber = (isoDate: string): string => String(Number(isoDate.slice(8, 10)));

/**
 * The dates the axis writes, by day, planned over the whole axis (not only the part in view), once
 * per layout: a scroll never changes which days carry a date or in which words.
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
    const widths = new Map<string, number>();
    const measure = (text: string) => {
      let px = widths.get(text);
      if (px === undefined) widths.set(text, (px = widestTextPx([text], DATE_FONT)));
      return px;
    };
    return planDayLabels(days, axis.width, [format.shortDate, format.dayMonth, dayNumber], measure);
  }, [axis, zone, format]);
}
