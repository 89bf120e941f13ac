import type { QueryClient } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import { localDateOf } from '../../../shared/time/zone';
import { initialSelection, selectionWindow } from '../../../shared/view/navigation';
import { accountsQuery } from '../data/accounts';
import { bookingsQuery } from '../data/bookings';
import { baysQuery, locationsQuery } from '../data/company';
import { settingsQuery } from '../data/settings';
import { effectiveZone } from '../features/timezone/zones';
import { DEMO_ACCOUNT_ID, readStoredAccountId } from './active-account';

/**
 * Starts, before the first render, every request the first screen needs, into the cache the
 * components read: the accounts and, for the account about to open, its settings, locations and
 * bays at once, then the bookings of today at the remembered (or first) location as soon as settings
 * and locations say which. Nothing waits on React rendering between the answers. Should the account
 * turn out to be another one (the remembered one was removed), its own queries simply start later.
 */
export function prefetchStartup(
  client: QueryClient,
  bridge: Bridge,
  accountId: string = readStoredAccountId() ?? DEMO_ACCOUNT_ID,
  now: number = Date.now(),
): Promise<void> {
  void client.prefetchQuery(accountsQuery(bridge));
  void client.prefetchQuery(baysQuery(bridge, accountId));
  const settings = client.fetchQuery(settingsQuery(bridge, accountId));
  const locations = client.fetchQuery(locationsQuery(bridge, accountId));
  return Promise.all([settings, locations]).then(
    ([s, l]) => {
      const location = l.items.find((x) => x.id === s.lastLocationId) ?? l.items[0];
      if (!location) return;
      // The same window the bookings view opens on (Workspace, useSelection): today, in the zone.
      const zone = effectiveZone(s.timezone);
      const window = selectionWindow(initialSelection(localDateOf(zone, now)), zone);
      return client.prefetchQuery(bookingsQuery(bridge, accountId, location.id, window));
    },
    // The components ask again and show the error where it belongs.
    () => undefined,
  );
}
