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
  const shown = samePage && !perAccount.allLocations;
  return {
    perAccount: {
      ...perAccount,
      chosenLocationId: locationId,
      tab: 'bookings',
      allLocations: false,
    },
    perPage: shown ? state.perPage : freshPage(perAccount.display),
  };
}

/** Shows the All locations table, on the same dates; its tags and search start empty. */
export function showAllLocations(state: ViewState): ViewState {
  const { perAccount } = state;
  if (perAccount.allLocations && perAccount.tab === 'bookings') return state;
  return {
    perAccount: { ...perAccount, allLocations: true, tab: 'bookings' },
    perPage: freshPage(perAccount.display),
  };
}

/**
 * Opens one location's Insights (or its weeks ahead) from All locations, on the same period and
 * with the same tags and search (the comparison is kept per account).
 */
export function openLocationInsights(
  state: ViewState,
  locationId: string,
  display: 'insights' | 'ahead' = 'insights',
): ViewState {
  return {
    perAccount: {
      ...state.perAccount,
      chosenLocationId: locationId,
      allLocations: false,
      tab: 'bookings',
      display,
    },
    perPage: { ...freshPage(display), tags: state.perPage.tags, search: state.perPage.search },
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
