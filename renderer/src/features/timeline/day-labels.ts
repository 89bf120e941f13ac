/**
 * Which days of the timeline's axis carry a date, and in which words, so that no date is cut or
 * covered: every day in full ("Tue, Feb 24") when the days are wide enough, else shorter ("Feb 24",
 * "24", the first day and each month's first with their month), else every second, third, seventh…
 * day, never a label past the axis' end.
 */
import type { DayWords } from '../../ui/locale/day-words';

/** A day's start on the axis. */
export interface AxisDay {
  readonly date: string;
  readonly x: number;
}

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
      if (plan && step === 1 && write === words[words.length - 1])
        return withMonths(days, axisWidth, words, measure) ?? plan;
      if (plan) return plan;
    }
  }
  return new Map();
}

/**
 * Day numbers that say their month: the first day and each month's first day written with their
 * month ("24 Feb", "1 Mar"), the day numbers after such a date left out until it ends. Null when a
 * month's date does not fit before the axis' end.
 */
function withMonths(
  days: readonly AxisDay[],
  axisWidth: number,
  words: readonly DayWords[],
  measure: (text: string) => number,
): Map<string, string> | null {
  const number = words[words.length - 1];
  const withMonth = words[words.length - 2];
  if (!number || !withMonth) return null;
  const out = new Map<string, string>();
  let freeFrom = -Infinity;
  for (const [i, day] of days.entries()) {
    if (day.x < freeFrom) continue;
    if (i === 0 || day.date.endsWith('-01')) {
      const text = withMonth(day.date);
      freeFrom = day.x + measure(text) + DATE_LABEL_EXTRA_PX;
      if (freeFrom > axisWidth) return null;
      out.set(day.date, text);
    } else out.set(day.date, number(day.date));
  }
  return out;
}

/** What the part of the axis in view writes. */
export interface DatesInView {
  /** The date held at the view's left edge for the day begun before it; null when none fits. */
  readonly sticky: string | null;
  /** The dates written at their days' starts, by day. */
  readonly labels: ReadonlyMap<string, string>;
}

/**
 * The planned dates as the view shows them, none cut by its edges: a date that would run past the
 * view's right edge is written shorter (never fuller than planned), or not at all; the day begun
 * before the left edge keeps its date there in the fullest words that fit before the next date.
 * A day number alone only where the plan writes day numbers. `days` are the days drawn, in order.
 */
export function datesInView(
  days: readonly AxisDay[],
  planned: ReadonlyMap<string, string>,
  view: { readonly start: number; readonly end: number; readonly date: string },
  words: readonly DayWords[],
  measure: (text: string) => number,
): DatesInView {
  const [first] = planned;
  const shortest = words[words.length - 1];
  // A plan of day numbers may write some days with their month (withMonths): any number counts.
  const numbers =
    first !== undefined &&
    shortest !== undefined &&
    [...planned].some(([date, text]) => shortest(date) === text);
  const allowed = numbers ? words : words.slice(0, -1);
  const fitting = (date: string, from: number, room: number): string | null => {
    for (const write of allowed.slice(from)) {
      const text = write(date);
      if (measure(text) + DATE_LABEL_EXTRA_PX <= room) return text;
    }
    return null;
  };
  const labels = new Map<string, string>();
  for (const day of days) {
    const text = planned.get(day.date);
    if (text === undefined || day.x < view.start || day.x >= view.end) continue;
    const level = Math.max(
      0,
      allowed.findIndex((write) => write(day.date) === text),
    );
    const shown = fitting(day.date, level, view.end - day.x);
    if (shown !== null) labels.set(day.date, shown);
  }
  const starts = days.filter((d) => labels.has(d.date)).map((d) => d.x);
  const next = Math.min(view.end, ...starts);
  const sticky =
    view.start > 0 && next > view.start ? fitting(view.date, 0, next - view.start) : null;
  return { sticky, labels };
}
