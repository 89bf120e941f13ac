/**
 * Which days of the timeline's axis carry a date, and in which words, so that no date is cut or
 * covered: every day in full ("Tue, Feb 24") when the days are wide enough, else shorter ("Feb 24",
 * "24"), else every second, third, seventh… day, never a label past the axis' end.
 */

/** A day's start on the axis. */
export interface AxisDay {
  readonly date: string;
  readonly x: number;
}

/** One way to write a day, shortest last. */
export type DayWords = (isoDate: string) => string;

/** The dates' font (timeline.css, .tl-tick-date). */
export const DATE_FONT = { sizePx: 11, weight: 600 } as const;

/** The room a label takes beyond its text: its padding (timeline.css, .tl-tick-date) and a gap. */
export const DATE_LABEL_EXTRA_PX = 12;

const STEPS = [1, 2, 3, 7, 14, 28, 56, 91];

/**
 * The dates to write, by day: each label's text plus DATE_LABEL_EXTRA_PX fits before the next
 * labelled day and before `axisWidth`. The fullest words are tried first; a day number alone only
 * when every day is labelled (a lone "24" among gaps would not say its month).
 */
export function planDayLabels(
  days: readonly AxisDay[],
  axisWidth: number,
  words: readonly DayWords[],
  measure: (text: string) => number,
): ReadonlyMap<string, string> {
  const fits = (write: DayWords, step: number): Map<string, string> | null => {
    const out = new Map<string, string>();
    for (let i = 0; i < days.length; i += step) {
      const day = days[i] as AxisDay;
      const text = write(day.date);
      const end = days[i + step]?.x ?? axisWidth;
      if (day.x + measure(text) + DATE_LABEL_EXTRA_PX > end) {
        // The last label alone may go when the axis ends too soon after it: the one before says
        // where the days are.
        if (i + step >= days.length && i > 0) return out;
        return null;
      }
      out.set(day.date, text);
    }
    return out;
  };
  for (const step of STEPS) {
    const choices = step === 1 ? words : words.slice(0, -1);
    for (const write of choices) {
      const plan = fits(write, step);
      if (plan) return plan;
    }
  }
  return new Map();
}
