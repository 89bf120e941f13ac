import type { LocaleFormat } from './locale-format';

/** One way to write a day (a YYYY-MM-DD date) under or over an axis. */
export type DayWords = (isoDate: string) => string;

/**
 * The ways an axis writes a day, fullest first: "Tue, Feb 24", "Feb 24", "24" (in German
 * "Di., 24. Feb.", "24. Feb.", "24"). Axes write the day number alone only when every day has a
 * label: a lone "24" among gaps would not say its month.
 */
export function dayWordsOf(
  format: Pick<LocaleFormat, 'shortDate' | 'dayMonth' | 'number'>,
): readonly DayWords[] {
  // A day of the month alone, "24", in the locale's digits: the shortest date, for narrow days.
  const dayNumber: DayWords = (isoDate) => format.number(Number(isoDate.slice(8, 10)));
  return [format.shortDate, format.dayMonth, dayNumber];
}
