/**
 * What every report workbook writes the same way: its scope in words (period, time of day,
 * filters) and the weekday × hour grid. The sheets have modules of their own (summary-sheet.ts,
 * location-sheet.ts, trend-sheet.ts, people-sheet.ts).
 */
import type { BookingFilter } from '../scope/booking-filter';
import type { Insights } from '../insights/types';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import type { LocalDays } from '../time/local-days';
import type { XlsxCell } from './cell';
import { averageInUse } from '../insights/ratios';

/** "2026-02-01 to 2026-02-28", or the one day; in another language, its words and dates. */
export function periodText(days: LocalDays, words: ReportWords = ENGLISH): string {
  return words.scope.days(days.from, days.to);
}

/** "07:00–19:00", or "All day". */
export function timeOfDayText(filter: BookingFilter, words: ReportWords = ENGLISH): string {
  const t = filter.timeOfDay;
  if (!t) return words.scope.allDay;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${hhmm(t.startMinute)}–${hhmm(t.endMinute)}`;
}

/** The filters in words: tags and search, or "None". */
export function filterText(filter: BookingFilter, words: ReportWords = ENGLISH): string {
  const { scope } = words;
  const parts: string[] = [];
  if (filter.tags) parts.push(scope.tags(filter.tags.map((t) => (t === '' ? scope.noTag : t))));
  if (filter.search) parts.push(scope.search(filter.search));
  return parts.length ? scope.filterList(parts) : scope.noFilter;
}

/** The grid's header: weekday, then the hours 0 to 23. */
export function gridHeader(words: ReportWords = ENGLISH): string[] {
  return [
    words.figures.weekday,
    ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
  ];
}

/**
 * The weekday × hour grid: utilisation (average bays in use ÷ bays) per cell, Monday first; empty
 * where the hour is outside the window.
 */
export function weekdayHourGrid(insights: Insights, words: ReportWords = ENGLISH): XlsxCell[][] {
  const grid: XlsxCell[][] = words.weekdays.map((day) => [
    { kind: 'text', value: day },
    ...Array<XlsxCell>(24).fill(null),
  ]);
  for (const w of insights.weekdayHours) {
    if (w.windowMs <= 0 || insights.bays <= 0) continue;
    const row = grid[w.isoWeekday - 1];
    if (row)
      row[w.hour + 1] = {
        kind: 'percent',
        value: (averageInUse(w.occupiedMs, w.windowMs) ?? 0) / insights.bays,
      };
  }
  return grid;
}
