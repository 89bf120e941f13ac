/** Weekdays and hours in sentences, in the locale's words (which follow the interface's language). Pure. */
import type { FigureFormat } from '../../ui/format/figure-format';

/** "Tuesday 10:00–11:00": a heatmap cell's weekday and hour, both in the locale's words. */
export function weekdayHourText(f: FigureFormat, isoWeekday: number, hour: number): string {
  return `${f.weekdayName(isoWeekday)} ${f.hourRange(hour)}`;
}

/** "Mon–Fri" / "Mo.–Fr.": a run of weekdays (ISO 1 Monday … 7 Sunday) in the locale's short names. */
export function weekdaySpanText(f: FigureFormat, first: number, last: number): string {
  return `${f.weekdayShortName(first)}–${f.weekdayShortName(last)}`;
}
