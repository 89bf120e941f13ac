import { useQuery } from '@tanstack/react-query';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { ZonedDays } from '#shared/time/local-days';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './queries';

/**
 * The shown days on the location's clock (its open time, closed time and closed days), worked out
 * from the clock Insights count on. Its code is a chunk of its own, loaded with the clock: the first
 * bookings are drawn without it.
 */
export function useShownClock(
  accountId: string,
  locationId: string,
  days: ZonedDays,
  timeOfDay: TimeOfDay | null,
  siteTime: boolean,
) {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.siteClock(accountId, locationId, days, timeOfDay, siteTime),
    queryFn: async ({ signal }) => {
      const [clock, { shownClock }] = await Promise.all([
        unwrap(bridge.getSiteClock({ accountId, locationId, ...days, siteTime }, signal)),
        import('#shared/view/shown-clock'),
      ]);
      return shownClock(clock.site, days, timeOfDay);
    },
    staleTime: 5 * 60_000,
  });
}
