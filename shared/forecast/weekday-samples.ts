/**
 * The history a day is forecast from: the same weekday's daily peaks over the weeks before a cut-off
 * day (the first day ahead, or the first day of a back-test week), newest first. Closed days and days
 * before the site's first booking are no data, never zeros. Pure.
 */
import type { CalendarDay } from './forecast-calendar';

/** Fewer weeks with data for a weekday than this, and that weekday is not forecast. */
export const MIN_HISTORY_WEEKS = 4;

/** The daily peaks over a window's days, and where the data starts. */
export interface PeakHistory {
  readonly days: readonly CalendarDay[];
  readonly peaks: ArrayLike<number>;
  /** The first day index with data (the site's first booking); null: no data at all. */
  readonly firstDataDay: number | null;
}

/** Whether day d holds a real peak: open, and on or after the site's first booking. */
export function isData(history: PeakHistory, d: number): boolean {
  return (
    history.firstDataDay !== null &&
    d >= history.firstDataDay &&
    (history.days[d] as CalendarDay).closed === null
  );
}

/**
 * The peaks of the same weekday as `day` in the `weeks` whole weeks before `cutoff` (day indices), oldest
 * first; `day` is on or after `cutoff`.
 */
export function weekdaySamples(
  history: PeakHistory,
  day: number,
  cutoff: number,
  weeks: number,
): number[] {
  const samples: number[] = [];
  const sameWeekday = cutoff + ((day - cutoff) % 7);
  for (let k = weeks; k >= 1; k--) {
    const d = sameWeekday - 7 * k;
    if (d >= 0 && isData(history, d)) samples.push(history.peaks[d] as number);
  }
  return samples;
}
