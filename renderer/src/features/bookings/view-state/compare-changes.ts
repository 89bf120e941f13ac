/** What Insights and All locations compare with, kept in step with the dates. Pure. */
import { calendarUnitOf, withCalendarUnit } from '#shared/insights/compare-period';
import type { ViewState } from './view-state';

/**
 * The state with "previous period" counted in the dates' calendar unit: a preset's week, month or
 * year (Last month is compared with the month before it), else the days just before, of the same
 * length. The same state when nothing changes.
 */
export function withComparisonUnit(state: ViewState): ViewState {
  const { compare, dates } = state.perAccount;
  if (!compare) return state;
  const next = withCalendarUnit(compare, calendarUnitOf(dates?.preset));
  return next === compare
    ? state
    : { ...state, perAccount: { ...state.perAccount, compare: next } };
}
