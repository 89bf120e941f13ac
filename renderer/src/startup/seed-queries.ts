import type { QueryClient } from '@tanstack/react-query';
import type { Result } from '#shared/result';
import { unwrap } from '../data/bridge-error';
import type { FirstScreenCalls } from './first-screen-calls';
import {
  accountsQuery,
  appInfoQuery,
  baysQuery,
  bookingsQuery,
  locationsQuery,
  settingsQuery,
  sitesQuery,
} from '../data/queries';

/**
 * Puts the first screen's calls, already under way, into the cache under the keys the components
 * read, so their queries join those requests instead of sending their own. A call that fails leaves
 * its query in error; the component then asks again and shows the error where it belongs. Settles
 * once every seeded query has.
 */
export function seedFirstScreen(client: QueryClient, calls: FirstScreenCalls): Promise<void> {
  const { bridge, accountId } = calls;
  const seed = <T>(options: { readonly queryKey: readonly unknown[] }, call: Promise<Result<T>>) =>
    client.prefetchQuery({ ...options, queryFn: () => unwrap(call) });
  const first = calls.bookings.then((b) =>
    b ? seed(bookingsQuery(bridge, accountId, b.locationId, b.days), b.result) : undefined,
  );
  return Promise.all([
    seed(accountsQuery(bridge), calls.accounts),
    seed(appInfoQuery(bridge), calls.appInfo),
    seed(settingsQuery(bridge, accountId), calls.settings),
    seed(locationsQuery(bridge, accountId), calls.locations),
    seed(baysQuery(bridge, accountId), calls.bays),
    seed(sitesQuery(bridge, accountId), calls.sites),
    first,
  ]).then(() => undefined);
}
