/**
 * Which days a bookings view shows and how previous, next and today move it. Pure, so the page's
 * behaviour can be tested without a DOM.
 */
import { addDays, daysBetween } from '../time/civil';
import type { LocalDays, ZonedDays } from '../time/local-days';
import type { TimeOfDay } from '../scope/booking-filter';
import { type PresetName, stepPreset } from './presets';
import { MAX_VIEW_DAYS } from './shown-spans';

/** One day, or a range of days. */
export type ViewMode = 'day' | 'range';

/** The dates part of a view; `from` and `to` are the range shown in Range view. */
export interface DateSelection extends LocalDays {
  readonly mode: ViewMode;
  /** The day shown in Day view. */
  readonly day: string;
  readonly timeOfDay: TimeOfDay | null;
  /** The preset these dates came from, while they do: ‹ › then step by its unit. */
  readonly preset?: PresetName | null;
}

/** Day view of today, with a week from today ready for Range view. */
export function initialSelection(today: string): DateSelection {
  return { mode: 'day', day: today, from: today, to: addDays(today, 6), timeOfDay: null };
}

/** The days the selection shows, local to `zone`: its day in Day view, its range in Range view. */
export function selectionDays(s: DateSelection, zone: string): ZonedDays {
  return s.mode === 'day' ? { from: s.day, to: s.day, zone } : { from: s.from, to: s.to, zone };
}

/**
 * Moves back or forward by one day (Day view) or by the range's length (Range view); from a preset,
 * by its unit (a calendar week, a month, a year).
 */
export function shiftSelection(s: DateSelection, direction: -1 | 1): DateSelection {
  if (s.preset) return stepPreset(s, direction);
  if (s.mode === 'day') return { ...s, day: addDays(s.day, direction) };
  const length = daysBetween(s.from, s.to) + 1;
  return { ...s, from: addDays(s.from, direction * length), to: addDays(s.to, direction * length) };
}

/** Brings today into view, keeping a range's length. */
export function selectionToday(s: DateSelection, today: string): DateSelection {
  if (s.mode === 'day') return { ...s, day: today, preset: null };
  const length = daysBetween(s.from, s.to);
  return { ...s, from: today, to: addDays(today, length), preset: null };
}

/** A range with its ends in order and no longer than the view allows (`maxDays`, default the Range view's). */
export function clampRange(from: string, to: string, maxDays: number = MAX_VIEW_DAYS): LocalDays {
  const [a, b] = daysBetween(from, to) < 0 ? [to, from] : [from, to];
  return daysBetween(a, b) >= maxDays
    ? { from: a, to: addDays(a, maxDays - 1) }
    : { from: a, to: b };
}
