import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatIsoInZone } from '../../../shared/time/zone';
import { windowSpan, type ViewWindow } from '../../../shared/view/window';
import { useBridge } from '../app/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** The request window of a view: whole local days, as offsets the API understands. */
export function requestWindow(window: ViewWindow): { timeMin: string; timeMax: string } {
  const span = windowSpan(window);
  return {
    timeMin: formatIsoInZone(window.zone, span.startMs),
    timeMax: formatIsoInZone(window.zone, span.endMs),
  };
}

/**
 * The bookings of a location in a window. The query's signal goes to the bridge, so moving on to
 * another day cancels the superseded request all the way to the network.
 */
export function useBookings(accountId: string, locationId: string, window: ViewWindow) {
  const bridge = useBridge();
  const { timeMin, timeMax } = requestWindow(window);
  const zone = window.zone;
  const query = useQuery({
    queryKey: queryKeys.bookings(accountId, locationId, timeMin, timeMax, zone),
    queryFn: ({ signal }) =>
      unwrap(
        bridge.listBookings({ accountId, locationId, timeMin, timeMax, timezone: zone }, signal),
      ),
    // Deep-comparing 60,000 bookings on every refetch costs more than it saves.
    structuralSharing: false,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (updatedAt > 0 && typeof performance !== 'undefined') performance.mark('bv:data-ready');
  }, [updatedAt]);
  return query;
}
