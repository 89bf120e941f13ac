/**
 * What the workspace shows, grouped by how long each piece lives. The grouping is the rule: the
 * reducer's actions replace a whole group when its life ends (see lifetimes.ts), so where a hook
 * sits no longer decides it.
 */
import type { Booking } from '#shared/model';
import type { Comparison } from '#shared/insights/compare-period';
import type { SummaryBy } from '#shared/insights/types';
import { firstSelection } from '#shared/view/first-screen';
import type { DateSelection } from '#shared/view/navigation';
import type { TimelineFocus } from '../../timeline/use-focus-target';
import type { TimelineZoom } from '../../timeline/zoom';

/** How the bookings are shown; Trends also shows All locations as a chart per site. */
export type Display = 'timeline' | 'table' | 'insights' | 'trends' | 'people' | 'ahead';

/** The workspace's tabs, in order. */
const WORKSPACE_TABS = ['bookings', 'bays', 'sites', 'schedules'] as const;

/** Which tab of the workspace is open. */
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/** The tab a value names (a tab's value, or one remembered by another version); else Bookings. */
export const workspaceTabOf = (value: unknown): WorkspaceTab =>
  WORKSPACE_TABS.find((tab) => tab === value) ?? 'bookings';

/**
 * What the export dialog exports: the bookings shown, one of the Insights summaries, the report
 * workbook, the under-used bays, or (from All locations) a row per location.
 */
export type ExportChoice = 'bookings' | SummaryBy | 'workbook' | 'under-used' | 'location';

/** The utilisation under which a bay is listed as under-used (a ratio). */
export const UNDER_USED_BELOW = 0.1;

/**
 * Lives as long as the account is open: a change of location, tab or zone keeps it. The workspace
 * holding it is keyed by account (App.tsx), so another account starts from `initialViewState`.
 */
export interface PerAccount {
  /** When the workspace opened: the first screen shows today, in the account's zone, as of then. */
  readonly openedAt: number;
  /** The location the user picked; null shows the first screen's (remembered, else first) one. */
  readonly chosenLocationId: string | null;
  readonly tab: WorkspaceTab;
  /** The dates and time of day; null until first changed, showing the first screen's day. */
  readonly dates: DateSelection | null;
  readonly display: Display;
  /** The All locations table is shown instead of one location's page. */
  readonly allLocations: boolean;
  /** What Insights and All locations compare the period with; null: nothing. */
  readonly compare: Comparison | null;
  /** How far the Timeline of a range of days is zoomed out (one day always fills the width). */
  readonly zoom: TimelineZoom;
}

/**
 * Lives while one location's bookings page is open: a change of location or of tab starts it again
 * (`freshPage`).
 */
export interface PerPage {
  readonly tags: readonly string[];
  readonly search: string;
  /** The Insights period a drill-down left, so one click goes back to it. */
  readonly drilledFrom: DateSelection | null;
  readonly focus: TimelineFocus | null;
  readonly openBooking: Booking | null;
  /** A booking was opened here: the details drawer, once mounted, stays mounted (and animates). */
  readonly detailsUsed: boolean;
  readonly exporting: ExportChoice | null;
  /** Insights was shown here: it stays mounted, hidden, so going back to it is instant. */
  readonly insightsOpened: boolean;
}

/** The workspace's whole view state. */
export interface ViewState {
  readonly perAccount: PerAccount;
  readonly perPage: PerPage;
}

/** A bookings page as it opens, showing `display`. */
export function freshPage(display: Display): PerPage {
  return {
    tags: [],
    search: '',
    drilledFrom: null,
    focus: null,
    openBooking: null,
    detailsUsed: false,
    exporting: null,
    insightsOpened: display === 'insights',
  };
}

/** The state of a workspace opened at `now`: the first screen's location and day, on the Timeline. */
export function initialViewState(now: number): ViewState {
  return {
    perAccount: {
      openedAt: now,
      chosenLocationId: null,
      tab: 'bookings',
      dates: null,
      display: 'timeline',
      allLocations: false,
      compare: null,
      zoom: 'week',
    },
    perPage: freshPage('timeline'),
  };
}

/** The dates shown in `zone`: the chosen ones, else the first screen's day there. */
export function datesShown(
  perAccount: Pick<PerAccount, 'dates' | 'openedAt'>,
  zone: string,
): DateSelection {
  return perAccount.dates ?? firstSelection(zone, perAccount.openedAt);
}
