/** The weeks ahead of one site or every site, forecast in the backend (getForecast). */
import { queryOptions } from '@tanstack/react-query';
import type { Bridge } from '#shared/contract';
import { unwrap } from './bridge-error';

/** Which weeks ahead: a location or every location, from which day, how far, from how much history. */
export interface ForecastScope {
  readonly accountId: string;
  /** null: every location of the account. */
  readonly locationId: string | null;
  readonly from: string;
  readonly weeks: number;
  readonly historyWeeks: number;
  readonly zone: string;
  readonly siteTime: boolean;
}

/** The forecast; weeks of history are minutes of fetching, so it is kept a while. */
export function forecastQuery(bridge: Bridge, scope: ForecastScope) {
  const { accountId, locationId, from, weeks, historyWeeks, zone, siteTime } = scope;
  return queryOptions({
    // Under the account's insights: a site's new settings (hours, holidays) forecast it again.
    queryKey: [
      accountId,
      'insights',
      'forecast',
      locationId,
      from,
      weeks,
      historyWeeks,
      zone,
      siteTime,
    ],
    queryFn: ({ signal }) =>
      unwrap(
        bridge.getForecast(
          {
            accountId,
            ...(locationId === null ? { allLocations: true } : { locationId }),
            from,
            weeks,
            historyWeeks,
            zone,
            siteTime,
          },
          signal,
        ),
      ),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
}
