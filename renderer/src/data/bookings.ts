import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import { useEffect } from 'react';
import { bookingsArgs } from '../../../shared/view/bookings-args';
import type { ViewWindow } from '../../../shared/view/window';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/**
 * The query of a location's bookings in a window. The query's signal goes to the bridge, so moving
 * on to another day cancels the superseded request all the way to the network.
 */
export function bookingsQuery(
  bridge: Bridge,
  accountId: string,
  locationId: string,
  window: ViewWindow,
) {
  const { timeMin, timeMax, timezone } = bookingsArgs(accountId, locationId, window);
  return queryOptions({
    queryKey: queryKeys.bookings(accountId, locationId, timeMin, timeMax, timezone),
    queryFn: ({ signal }) =>
      unwrap(bridge.listBookings({ accountId, locationId, timeMin, timeMax, timezone }, signal)),
    // Deep-comparing 60,000 bookings on every refetch costs more than it saves.
    structuralSharing: false,
  });
}

/** The bookings of a location in a window. */
export function useBookings(
  accountId: string,
  locationId: string,
  window: ViewWindow,
  enabled = true,
) {
  const query = useQuery({
    ...bookingsQuery(useBridge(), accountId, locationId, window),
    enabled,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0 && typeof performance !== 'undefined') performance.mark('bv:data-ready');
  }, [updatedAt]);
  return query;
}
