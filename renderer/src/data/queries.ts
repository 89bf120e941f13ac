/**
 * Every query the renderer makes: its key and its queryOptions() factory side by side, as TanStack
 * Query's key factories do. Everything read for a company starts with its account id, so one
 * company's data can never be served under another's; the few app-wide queries start with
 * APP_SCOPE instead. The hooks and mutations that use these live beside their domain (accounts.ts,
 * company.ts, …); the start-up seeding uses the same factories, so its answers land under these keys.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Bridge, BookingFilter } from '#shared/contract';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { ZonedDays } from '#shared/time/local-days';
import { bookingsArgs } from '#shared/view/bookings-args';
import { unwrap } from './bridge-error';

/** The first key part of queries that belong to no account (account ids never start with '@'). */
export const APP_SCOPE = '@app';

/** Every query key the renderer uses. */
export const queryKeys = {
  accounts: () => [APP_SCOPE, 'accounts'] as const,
  appInfo: () => [APP_SCOPE, 'app-info'] as const,
  /** The public-holiday calendars a site can take: the same for every account. */
  holidayCalendars: () => [APP_SCOPE, 'holiday-calendars'] as const,
  account: (accountId: string) => [accountId] as const,
  settings: (accountId: string) => [accountId, 'settings'] as const,
  locations: (accountId: string) => [accountId, 'locations'] as const,
  bays: (accountId: string) => [accountId, 'bays'] as const,
  sites: (accountId: string) => [accountId, 'sites'] as const,
  /** Under the sites: a change of any site's settings reads its clock again. */
  siteClock: (
    accountId: string,
    locationId: string,
    days: ZonedDays,
    timeOfDay: TimeOfDay | null,
    siteTime: boolean,
  ) =>
    [
      accountId,
      'sites',
      'clock',
      locationId,
      days.from,
      days.to,
      days.zone,
      timeOfDay?.startMinute ?? null,
      timeOfDay?.endMinute ?? null,
      siteTime,
    ] as const,
  /** Apart from the sites: saving a site's zone does not need four weeks of bookings read again. */
  siteZoneSuggestions: (accountId: string) => [accountId, 'zone-suggestions'] as const,
  /** Every Insights query of the account (a site's settings change them all). */
  allInsights: (accountId: string) => [accountId, 'insights'] as const,
  bookings: (
    accountId: string,
    locationId: string,
    timeMin: string,
    timeMax: string,
    zone: string,
  ) => [accountId, 'bookings', locationId, timeMin, timeMax, zone] as const,
  insights: (
    accountId: string,
    locationId: string,
    from: string,
    to: string,
    zone: string,
    filter: BookingFilter,
    siteTime: boolean,
  ) => [accountId, 'insights', locationId, from, to, zone, filter, siteTime] as const,
};

/** The accounts list query (the demo company always among them). */
export function accountsQuery(bridge: Bridge) {
  return queryOptions({
    queryKey: queryKeys.accounts(),
    queryFn: ({ signal }) => unwrap(bridge.listAccounts({}, signal)),
  });
}

/** The query of which shell the app runs in, its version, platform and the OS's locales. */
export function appInfoQuery(bridge: Bridge) {
  return queryOptions({
    queryKey: queryKeys.appInfo(),
    queryFn: ({ signal }) => unwrap(bridge.getAppInfo({}, signal)),
    staleTime: Infinity,
  });
}

/** The query of the account's settings (timezone, last location) and the app's theme. */
export function settingsQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.settings(accountId),
    queryFn: ({ signal }) => unwrap(bridge.getSettings({ accountId }, signal)),
    staleTime: Infinity,
  });
}

/** The company's locations query. */
export function locationsQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.locations(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listLocations({ accountId }, signal)),
  });
}

/** The query of all the company's bays, with their locations. */
export function baysQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.bays(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listBays({ accountId }, signal)),
  });
}

/** Each site's zone and working week, beside the account's locations (settings null: none yet). */
export function sitesQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.sites(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listSites({ accountId }, signal)),
  });
}

/**
 * Every public-holiday calendar (about 630). They change only with the app's holiday library, so
 * they are asked for once, when a picker first needs them.
 */
export function holidayCalendarsQuery(bridge: Bridge) {
  return queryOptions({
    queryKey: queryKeys.holidayCalendars(),
    queryFn: ({ signal }) => unwrap(bridge.listHolidayCalendars({}, signal)),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * The zones suggested for the sites without one. Each such site's last four weeks of bookings are
 * read for it, so it is asked once in a while, not on every focus.
 */
export function siteZoneSuggestionsQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.siteZoneSuggestions(accountId),
    queryFn: ({ signal }) => unwrap(bridge.suggestSiteZones({ accountId }, signal)),
    staleTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/**
 * The query of a location's bookings over some days. The query's signal goes to the bridge, so
 * moving on to another day cancels the superseded request all the way to the network.
 */
export function bookingsQuery(
  bridge: Bridge,
  accountId: string,
  locationId: string,
  days: ZonedDays,
) {
  const { timeMin, timeMax, zone } = bookingsArgs(accountId, locationId, days);
  return queryOptions({
    queryKey: queryKeys.bookings(accountId, locationId, timeMin, timeMax, zone),
    queryFn: ({ signal }) =>
      unwrap(bridge.listBookings({ accountId, locationId, timeMin, timeMax, zone }, signal)),
    // Deep-comparing a long view's bookings on every refetch costs more than it saves.
    structuralSharing: false,
  });
}

/** Which insights: a location's days in a zone, narrowed by the view's filters. */
export interface InsightsQuery extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string;
  readonly filter: BookingFilter;
  /**
   * Each site on its own clock: the location's days and hours in its own zone from its settings,
   * `zone` where it has none (false: everything in `zone`).
   */
  readonly siteTime: boolean;
}

/**
 * The insights of a period. A year is minutes of upstream fetching, so it is neither refetched on
 * focus nor thrown away soon; `nextProgressId` names each call so its progress events can be told apart.
 */
export function insightsQuery(
  bridge: Bridge,
  query: InsightsQuery,
  nextProgressId: () => string = () => '',
) {
  const { accountId, locationId, from, to, zone, filter, siteTime } = query;
  return queryOptions({
    queryKey: queryKeys.insights(accountId, locationId, from, to, zone, filter, siteTime),
    queryFn: ({ signal }) => {
      const progressId = nextProgressId();
      const args = { accountId, locationId, from, to, zone, filter, siteTime };
      return unwrap(bridge.getInsights(progressId ? { ...args, progressId } : args, signal));
    },
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
}
