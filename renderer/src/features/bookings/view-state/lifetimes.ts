/**
 * Where the page's life ends. Per account (kept): dates, time of day, display, the location chosen.
 * Per page (started again): tags, search, the drill-down's way back, the open booking and export.
 * A change of account starts everything again: the workspace is keyed by account (App.tsx).
 */
import { keepDatesOf } from './date-changes';
import { freshPage, type ViewState, type WorkspaceTab } from './view-state';

/**
 * Shows a location's bookings. Another location starts a fresh page (no tags, no search) on the
 * same dates and display; picking the location already shown keeps its page.
 */
export function changeLocation(
  state: ViewState,
  locationId: string,
  shownId: string | null,
): ViewState {
  const { perAccount } = state;
  const samePage = locationId === shownId && perAccount.tab === 'bookings';
  return {
    perAccount: { ...perAccount, chosenLocationId: locationId, tab: 'bookings' },
    perPage: samePage ? state.perPage : freshPage(perAccount.display),
  };
}

/** Opens a tab; leaving the Bookings tab ends its page, so coming back starts a fresh one. */
export function showTab(state: ViewState, tab: WorkspaceTab): ViewState {
  if (tab === state.perAccount.tab) return state;
  return {
    perAccount: { ...state.perAccount, tab },
    perPage: freshPage(state.perAccount.display),
  };
}

/** A change of zone keeps the days shown and the page: only the times move. */
export function changeZone(state: ViewState, zoneLeft: string): ViewState {
  return keepDatesOf(state, zoneLeft);
}
