/** Everything that changes the workspace's view state, as data: the reducer's input. */
import type { Comparison } from '#shared/insights/compare-period';
import type { Booking } from '#shared/model';
import type { DateSelection } from '#shared/view/navigation';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { DrillTarget } from '../../insights/drill';
import type { TimelineZoom } from '../../timeline/zoom';
import type { Display, ExportChoice, WorkspaceTab } from './view-state';

/** The zone shown when the action was taken: untouched dates are the first screen's day there. */
interface InZone {
  readonly zone: string;
}

/** One change to the view state. */
export type ViewAction =
  // Dates and time of day (kept per account).
  | { readonly type: 'setDates'; readonly dates: DateSelection }
  | ({ readonly type: 'stepDates'; readonly direction: -1 | 1 } & InZone)
  | ({ readonly type: 'goToToday'; readonly now: number } & InZone)
  | ({ readonly type: 'setTimeOfDay'; readonly timeOfDay: TimeOfDay | null } & InZone)
  // The filter (kept per page).
  | { readonly type: 'setTags'; readonly tags: readonly string[] }
  | { readonly type: 'setSearch'; readonly search: string }
  // Between Timeline, Table and Insights.
  | ({ readonly type: 'switchDisplay'; readonly display: Display } & InZone)
  | ({ readonly type: 'drill'; readonly target: DrillTarget } & InZone)
  | { readonly type: 'backToInsights' }
  // Where: the ends of a page's life.
  | {
      readonly type: 'changeLocation';
      readonly locationId: string;
      readonly shownId: string | null;
    }
  | { readonly type: 'showTab'; readonly tab: WorkspaceTab }
  | { readonly type: 'showAllLocations' }
  | {
      readonly type: 'openLocationInsights';
      readonly locationId: string;
      readonly display?: 'insights' | 'ahead';
    }
  // What Insights and All locations compare with (kept per account).
  | { readonly type: 'setCompare'; readonly compare: Comparison | null }
  | ({ readonly type: 'changeZone' } & InZone)
  // How far the Timeline of a range is zoomed (kept per account).
  | { readonly type: 'setZoom'; readonly zoom: TimelineZoom }
  // What is open over the page.
  | { readonly type: 'openBooking'; readonly booking: Booking }
  | { readonly type: 'closeBooking' }
  | { readonly type: 'openExport'; readonly what: ExportChoice }
  | { readonly type: 'closeExport' };
