import type { AccountList, AppInfo, Bridge, Settings, SiteList } from '#shared/contract';
import type { Bay, Booking, Location, Parsed } from '#shared/model';
import type { Result } from '#shared/result';
import { firstBookingsTarget, firstLocation } from '#shared/view/first-screen';
import type { ZonedDays } from '#shared/time/local-days';
import { siteZoneOf } from '../features/sites/site-time';
import { readZoneChoice } from '../features/sites/zone-choice';

/** The first screen's bookings: where and when, and the call already under way. */
export interface FirstBookings {
  readonly locationId: string;
  readonly days: ZonedDays;
  readonly result: Promise<Result<Parsed<Booking>>>;
}

/** Every call the first screen needs, started at once, over the bridge the app then uses. */
export interface FirstScreenCalls {
  readonly bridge: Bridge;
  readonly accountId: string;
  readonly accounts: Promise<Result<AccountList>>;
  /** The OS's locales come with it: the first screen's dates wait for them. */
  readonly appInfo: Promise<Result<AppInfo>>;
  readonly settings: Promise<Result<Settings>>;
  readonly locations: Promise<Result<Parsed<Location>>>;
  readonly bays: Promise<Result<Parsed<Bay>>>;
  /** Each site's zone and working week: under site time, the first day is the site's. */
  readonly sites: Promise<Result<SiteList>>;
  /** Settled once settings and locations say which bookings; null when they cannot. */
  readonly bookings: Promise<FirstBookings | null>;
}

/**
 * Starts the accounts, and for the account about to open its settings, locations and bays, all at
 * once; then today's bookings at the remembered (or first) location the moment settings and
 * locations are in, without waiting for any rendering. Uses no React and no query library, so it
 * can run before the app's code is evaluated.
 */
export function startFirstScreenCalls(
  bridge: Bridge,
  accountId: string,
  now: number = Date.now(),
): FirstScreenCalls {
  const accounts = bridge.listAccounts({});
  const appInfo = bridge.getAppInfo({});
  const settings = bridge.getSettings({ accountId });
  const locations = bridge.listLocations({ accountId });
  const bays = bridge.listBays({ accountId });
  const sites = bridge.listSites({ accountId });
  // Under site time (the default) the first screen is in the site's zone, if it has one.
  const siteTime = readZoneChoice(accountId) === 'site';
  const ready = Promise.all([settings, locations, siteTime ? sites : null]);
  const bookings = ready.then(([s, l, st]): FirstBookings | null => {
    if (!s.ok || !l.ok) return null;
    const place = firstLocation(s.value.lastLocationId, l.value.items);
    const siteZone = place && st?.ok ? siteZoneOf(st.value, place.id) : null;
    // The days the bookings view opens on (Workspace, useSelection).
    const target = firstBookingsTarget(
      accountId,
      siteZone ? { ...s.value, zone: siteZone } : s.value,
      l.value.items,
      now,
    );
    if (!target) return null;
    const { locationId, days } = target;
    return { locationId, days, result: bridge.listBookings(target.args) };
  });
  return {
    bridge,
    accountId,
    accounts,
    appInfo,
    settings,
    locations,
    bays,
    sites,
    bookings,
  };
}
