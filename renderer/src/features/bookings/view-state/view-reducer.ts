/** The workspace's view state as one reducer: every change is an action, every action pure. */
import { assertNever } from '#shared/assert-never';
import { withComparisonUnit } from './compare-changes';
import { goToToday, setDates, setTimeOfDay, stepDates } from './date-changes';
import { backToInsights, drill, switchDisplay } from './display-changes';
import {
  changeLocation,
  changeZone,
  openLocationInsights,
  showAllLocations,
  showTab,
} from './lifetimes';
import type { ViewAction } from './view-actions';
import type { PerPage, ViewState } from './view-state';

function withPage(state: ViewState, change: Partial<PerPage>): ViewState {
  return { ...state, perPage: { ...state.perPage, ...change } };
}

/** The view state after `action`; "previous period" follows the dates' calendar unit. */
export function viewReducer(state: ViewState, action: ViewAction): ViewState {
  return withComparisonUnit(applied(state, action));
}

function applied(state: ViewState, action: ViewAction): ViewState {
  switch (action.type) {
    case 'setDates':
      return setDates(state, action.dates);
    case 'stepDates':
      return stepDates(state, action.zone, action.direction);
    case 'goToToday':
      return goToToday(state, action.zone, action.now);
    case 'setTimeOfDay':
      return setTimeOfDay(state, action.zone, action.timeOfDay);
    case 'setTags':
      return withPage(state, { tags: action.tags });
    case 'setSearch':
      return withPage(state, { search: action.search });
    case 'switchDisplay':
      return switchDisplay(state, action.zone, action.display);
    case 'drill':
      return drill(state, action.zone, action.target);
    case 'backToInsights':
      return backToInsights(state);
    case 'changeLocation':
      return changeLocation(state, action.locationId, action.shownId);
    case 'showTab':
      return showTab(state, action.tab);
    case 'showAllLocations':
      return showAllLocations(state);
    case 'openLocationInsights':
      return openLocationInsights(state, action.locationId, action.display);
    case 'setCompare':
      return { ...state, perAccount: { ...state.perAccount, compare: action.compare } };
    case 'setZoom':
      return { ...state, perAccount: { ...state.perAccount, zoom: action.zoom } };
    case 'changeZone':
      return changeZone(state, action.zone);
    case 'openBooking':
      return withPage(state, { openBooking: action.booking, detailsUsed: true });
    case 'closeBooking':
      return withPage(state, { openBooking: null });
    case 'openExport':
      return withPage(state, { exporting: action.what });
    case 'closeExport':
      return withPage(state, { exporting: null });
    default:
      return assertNever(action, 'view action');
  }
}
