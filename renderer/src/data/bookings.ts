import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ZonedDays } from '#shared/time/local-days';
import { useBridge } from '../ui/bridge-context';
import { bookingsQuery } from './queries';

/** The bookings of a location over some days. */
export function useBookings(
  accountId: string,
  locationId: string,
  days: ZonedDays,
  enabled = true,
) {
  const query = useQuery({
    ...bookingsQuery(useBridge(), accountId, locationId, days),
    enabled,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0 && typeof performance !== 'undefined') performance.mark('bv:data-ready');
  }, [updatedAt]);
  return query;
}
