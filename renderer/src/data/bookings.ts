import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import { useEffect } from 'react';
import { dateRangeWindow } from '../../../shared/time/windows';
import type { ViewWindow } from '../../../shared/view/window';
import { useBridge } from '../app/bridge-context';
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
  // Whole local days, as offsets the API understands.
  const { timeMin, timeMax } = dateRangeWindow(window.fromDate, window.toDate, window.zone);
  const zone = window.zone;
  return queryOptions({
    queryKey: queryKeys.bookings(accountId, locationId, timeMin, timeMax, zone),
    queryFn: ({ signal }) =>
      unwrap(
        bridge.listBookings({ accountId, locationId, timeMin, timeMax, timezone: zone }, signal),
      ),
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
