import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ViewWindow } from '#shared/view/shown-spans';
import { useBridge } from '../ui/bridge-context';
import { bookingsQuery } from './queries';

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
