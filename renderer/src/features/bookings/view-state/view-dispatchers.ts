/** The view state's actions as plain functions, for components to call. No React. */
import type { Comparison } from '#shared/insights/compare-period';
import type { Booking } from '#shared/model';
import type { DateSelection } from '#shared/view/navigation';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { DrillTarget } from '../../insights/drill';
import type { ViewAction } from './view-actions';
import type { TimelineZoom } from '../../timeline/zoom';
import type { Display, ExportChoice, WorkspaceTab } from './view-state';

/** Ways to change the dates shown (stable, so memoised toolbars do not redraw). */
export interface SelectionActions {
  readonly set: (s: DateSelection) => void;
  readonly previous: () => void;
  readonly next: () => void;
  readonly today: () => void;
  readonly setTimeOfDay: (t: TimeOfDay | null) => void;
}

/** Every change the workspace and its bookings page make to the view state. */
export interface ViewActions {
  readonly dates: SelectionActions;
  readonly setTags: (tags: readonly string[]) => void;
  readonly setSearch: (search: string) => void;
  readonly switchDisplay: (display: Display) => void;
  readonly drill: (target: DrillTarget) => void;
  readonly backToInsights: () => void;
  /** `shownId`: the location on screen, whose page a click on it again keeps. */
  readonly changeLocation: (locationId: string, shownId: string | null) => void;
  readonly showTab: (tab: WorkspaceTab) => void;
  readonly showAllLocations: () => void;
  /** From All locations into one location's Insights (or weeks ahead), same period and filter. */
  readonly openLocationInsights: (locationId: string, display?: 'insights' | 'ahead') => void;
  readonly setCompare: (compare: Comparison | null) => void;
  /** How far the Timeline of a range is zoomed. */
  readonly setZoom: (zoom: TimelineZoom) => void;
  /** Call before the zone changes, so the days shown stay. */
  readonly changeZone: () => void;
  readonly openBooking: (booking: Booking) => void;
  readonly closeBooking: () => void;
  readonly openExport: (what: ExportChoice) => void;
  readonly closeExport: () => void;
}

/**
 * The actions over `dispatch`, taken in `zone` (the zone shown: made again when it changes); `now`
 * is read when an action is taken, for "today".
 */
export function viewActions(
  dispatch: (action: ViewAction) => void,
  zone: string,
  now: () => number = Date.now,
): ViewActions {
  return {
    dates: {
      set: (dates) => dispatch({ type: 'setDates', dates }),
      previous: () => dispatch({ type: 'stepDates', direction: -1, zone }),
      next: () => dispatch({ type: 'stepDates', direction: 1, zone }),
      today: () => dispatch({ type: 'goToToday', now: now(), zone }),
      setTimeOfDay: (timeOfDay) => dispatch({ type: 'setTimeOfDay', timeOfDay, zone }),
    },
    setTags: (tags) => dispatch({ type: 'setTags', tags }),
    setSearch: (search) => dispatch({ type: 'setSearch', search }),
    switchDisplay: (display) => dispatch({ type: 'switchDisplay', display, zone }),
    drill: (target) => dispatch({ type: 'drill', target, zone }),
    backToInsights: () => dispatch({ type: 'backToInsights' }),
    changeLocation: (locationId, shownId) =>
      dispatch({ type: 'changeLocation', locationId, shownId }),
    showTab: (tab) => dispatch({ type: 'showTab', tab }),
    showAllLocations: () => dispatch({ type: 'showAllLocations' }),
    openLocationInsights: (locationId, display) =>
      dispatch({ type: 'openLocationInsights', locationId, display }),
    setCompare: (compare) => dispatch({ type: 'setCompare', compare }),
    setZoom: (zoom) => dispatch({ type: 'setZoom', zoom }),
    changeZone: () => dispatch({ type: 'changeZone', zone }),
    openBooking: (booking) => dispatch({ type: 'openBooking', booking }),
    closeBooking: () => dispatch({ type: 'closeBooking' }),
    openExport: (what) => dispatch({ type: 'openExport', what }),
    closeExport: () => dispatch({ type: 'closeExport' }),
  };
}
