/** How the dates and the time of day change. Pure; kept for as long as the account is open. */
import { daysBetween } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import {
  clampRange,
  selectionToday,
  shiftSelection,
  type DateSelection,
} from '#shared/view/navigation';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { MAX_VIEW_DAYS } from '#shared/view/shown-spans';
import { datesShown, type ViewState } from './view-state';

/** The state with `change` applied to the dates shown in `zone`. */
function changeDates(
  state: ViewState,
  zone: string,
  change: (dates: DateSelection) => DateSelection,
): ViewState {
  const dates = change(datesShown(state.perAccount, zone));
  return { ...state, perAccount: { ...state.perAccount, dates } };
}

/** Shows exactly `dates`. */
export function setDates(state: ViewState, dates: DateSelection): ViewState {
  return { ...state, perAccount: { ...state.perAccount, dates } };
}

/** Back or forward by a day (Day view) or by the range's length (Range view). */
export function stepDates(state: ViewState, zone: string, direction: -1 | 1): ViewState {
  return changeDates(state, zone, (d) => shiftSelection(d, direction));
}

/** Brings today in `zone` into view, keeping a range's length. */
export function goToToday(state: ViewState, zone: string, now: number): ViewState {
  return changeDates(state, zone, (d) => selectionToday(d, localDateOf(zone, now)));
}

/** Narrows each day to a time of day, or (null) shows whole days. */
export function setTimeOfDay(
  state: ViewState,
  zone: string,
  timeOfDay: TimeOfDay | null,
): ViewState {
  return changeDates(state, zone, (d) => ({ ...d, timeOfDay }));
}

/** Fixes the dates shown in `zone`, so a change of zone keeps the days on screen. */
export function keepDatesOf(state: ViewState, zone: string): ViewState {
  return changeDates(state, zone, (d) => d);
}

/** The Timeline and Table show at most MAX_VIEW_DAYS: a longer range chosen in Insights shrinks. */
export function fitForTimeline(dates: DateSelection): DateSelection {
  if (dates.mode !== 'range' || daysBetween(dates.from, dates.to) < MAX_VIEW_DAYS) return dates;
  return { ...dates, ...clampRange(dates.from, dates.to), preset: null };
}
