/**
 * The app's period presets, defined as `--period` defines them, and how ‹ › step from one: by its
 * unit (a day, a calendar week, a month, a year, or its N days). Pure.
 */
import { addDays, daysBetween } from '../time/civil';
import type { LocalDays } from '../time/local-days';
import { monthOf, periodFromToday, weekStartOf } from '../time/period';
import type { WeekStart } from '../time/week-start';

/** The part of a view's dates a preset sets (navigation.ts's DateSelection has it). */
interface PresetDates extends LocalDays {
  readonly mode: 'day' | 'range';
  readonly day: string;
  readonly preset?: PresetName | null;
}

/** A preset's name, as `--period` spells it. */
export type PresetName =
  | 'today'
  | 'yesterday'
  | 'this-week'
  | 'last-week'
  | 'this-month'
  | 'last-month'
  | 'last-7-days'
  | 'last-30-days'
  | 'last-90-days'
  | 'this-year';

/** The presets in menu order, with their labels. */
export const PRESETS: readonly { readonly name: PresetName; readonly label: string }[] = [
  { name: 'today', label: 'Today' },
  { name: 'yesterday', label: 'Yesterday' },
  { name: 'this-week', label: 'This week' },
  { name: 'last-week', label: 'Last week' },
  { name: 'this-month', label: 'This month' },
  { name: 'last-month', label: 'Last month' },
  { name: 'last-7-days', label: 'Last 7 days' },
  { name: 'last-30-days', label: 'Last 30 days' },
  { name: 'last-90-days', label: 'Last 90 days' },
  { name: 'this-year', label: 'This year' },
];

/** The dates a preset shows from `today`: Today and Yesterday as a Day, the others as a Range. */
export function presetSelection<T extends PresetDates>(
  name: PresetName,
  today: string,
  weekStart: WeekStart,
  current: T,
): T {
  const period = periodFromToday(name, today, weekStart) ?? { from: today, to: today };
  if (name === 'today' || name === 'yesterday')
    return { ...current, mode: 'day', day: period.from, preset: name };
  return { ...current, mode: 'range', from: period.from, to: period.to, preset: name };
}

/**
 * The preset whose days are shown, or null: a preset stepped from (‹ ›) or left behind by a new
 * day (Today saved yesterday) still steps by its unit, but no longer names what is shown.
 */
export function presetShown(
  current: PresetDates,
  today: string,
  weekStart: WeekStart,
): PresetName | null {
  const name = current.preset ?? null;
  if (name === null) return null;
  const own = presetSelection(name, today, weekStart, current);
  const same =
    own.mode === current.mode &&
    (own.mode === 'day'
      ? own.day === current.day
      : own.from === current.from && own.to === current.to);
  return same ? name : null;
}

/** The calendar week holding `day`: what Range opens on. */
export function calendarWeek(day: string, weekStart: WeekStart): LocalDays {
  const from = weekStartOf(day, weekStart);
  return { from, to: addDays(from, 6) };
}

/**
 * One step back or forward from a preset's dates, by its unit: the whole calendar week, month or
 * year before or after (This week, whose range ends today, steps to whole weeks), or N days.
 */
export function stepPreset<T extends PresetDates>(s: T, direction: -1 | 1): T {
  switch (s.preset) {
    case 'this-week':
    case 'last-week': {
      const from = addDays(s.from, 7 * direction);
      return { ...s, from, to: addDays(from, 6) };
    }
    case 'this-month':
    case 'last-month': {
      const month = monthOf(s.from, -direction);
      return { ...s, from: month.from, to: month.to };
    }
    case 'this-year': {
      const year = Number(s.from.slice(0, 4)) + direction;
      return { ...s, from: `${year}-01-01`, to: `${year}-12-31` };
    }
    case 'today':
    case 'yesterday':
      return { ...s, day: addDays(s.day, direction) };
    default: {
      const length = daysBetween(s.from, s.to) + 1;
      return {
        ...s,
        from: addDays(s.from, direction * length),
        to: addDays(s.to, direction * length),
      };
    }
  }
}
