import { useQuery } from '@tanstack/react-query';
import type { ZonedDays } from '#shared/time/local-days';
import { useBridge } from '../ui/bridge-context';
import { siteClockQuery } from './queries';

/** The clock a location's shown days are counted on: its zone, hours and closed days. */
export function useSiteClock(
  accountId: string,
  locationId: string,
  days: ZonedDays,
  siteTime: boolean,
) {
  return useQuery(siteClockQuery(useBridge(), accountId, locationId, days, siteTime));
}
