import type { AccountList, AppInfo, Bridge, Settings } from '../../../shared/contract';
import type { Bay, Booking, Location, Parsed } from '../../../shared/model';
import type { Result } from '../../../shared/result';
import { localDateOf } from '../../../shared/time/zone';
import { initialSelection, selectionWindow } from '../../../shared/view/navigation';
import type { ViewWindow } from '../../../shared/view/window';
import { bookingsArgs } from '../data/bookings-args';
import { effectiveZone } from '../features/timezone/zones';

/** The first screen's bookings: where and when, and the call already under way. */
export interface FirstBookings {
  readonly locationId: string;
  readonly window: ViewWindow;
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
  const bookings = Promise.all([settings, locations]).then(([s, l]): FirstBookings | null => {
    if (!s.ok || !l.ok) return null;
    const location = l.value.items.find((x) => x.id === s.value.lastLocationId) ?? l.value.items[0];
    if (!location) return null;
    // The window the bookings view opens on (Workspace, useSelection): today, in the zone.
    const zone = effectiveZone(s.value.timezone);
    const window = selectionWindow(initialSelection(localDateOf(zone, now)), zone);
    const result = bridge.listBookings(bookingsArgs(accountId, location.id, window));
    return { locationId: location.id, window, result };
  });
  return {
    bridge,
    accountId,
    accounts,
    appInfo,
    settings,
    locations,
    bays,
    bookings,
  };
}
