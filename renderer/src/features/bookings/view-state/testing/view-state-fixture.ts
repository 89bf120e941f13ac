import type { Booking } from '#shared/model';
import type { DateSelection } from '#shared/view/navigation';
import type { ViewAction } from '../view-actions';
import { viewReducer } from '../view-reducer';
import { initialViewState, type ViewState } from '../view-state';

/** 26 March 2026, 10:00 in Berlin: the day a test's workspace opens on. */
export const OPENED_AT = Date.UTC(2026, 2, 26, 9);

/** The zone the tests show times in. */
export const BERLIN = 'Europe/Berlin';

/** A workspace opened at OPENED_AT, after `actions`. */
export function stateAfter(...actions: readonly ViewAction[]): ViewState {
  return applied(initialViewState(OPENED_AT), ...actions);
}

/** `state` after `actions`, one after another. */
export function applied(state: ViewState, ...actions: readonly ViewAction[]): ViewState {
  return actions.reduce(viewReducer, state);
}

/** A range of days, whole days, for dates a test sets. */
export function range(from: string, to: string): DateSelection {
  return { mode: 'range', day: from, from, to, timeOfDay: null };
}

/** A booking to open in a test. */
export const A_BOOKING: Booking = {
  id: 'b-1',
  startMs: OPENED_AT,
  endMs: OPENED_AT + 3_600_000,
  user: null,
  location: null,
  bay: null,
};

/** A bay tag of the test company's (test data, not interface text). */
const GROUND_FLOOR_TAG = 'Ground floor';

/** Tags, a search, a drill-down and an open booking and export: a page with everything set. */
export const BUSY_PAGE: readonly ViewAction[] = [
  { type: 'switchDisplay', display: 'insights', zone: BERLIN },
  { type: 'setTags', tags: [GROUND_FLOOR_TAG] },
  { type: 'setSearch', search: 'ann' },
  { type: 'drill', target: { date: '2026-03-27', bayId: 'bay-1', atMs: null }, zone: BERLIN },
  { type: 'openBooking', booking: A_BOOKING },
  { type: 'openExport', what: 'bookings' },
];
