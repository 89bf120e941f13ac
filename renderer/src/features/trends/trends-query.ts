/**
 * The trends query: its key and options, as data/queries.ts has the others. Kept here, in the
 * Trends chunk, because the first screen never asks for trends and its script budget is spent.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Bridge } from '#shared/contract';
import type { TrendUnit } from '#shared/insights/trend-types';
import type { ZonedDays } from '#shared/time/local-days';
import { unwrap } from '../../data/bridge-error';
import { queryKeys } from '../../data/queries';

/** Which trends: one location's, or every location's (locationId null), in whole months or weeks. */
export interface TrendsQuery extends ZonedDays {
  readonly accountId: string;
  readonly locationId: string | null;
  readonly unit: TrendUnit;
  /** Each site on its own clock, `zone` where it has none (false: everything in `zone`). */
  readonly siteTime: boolean;
}

/** Under allInsights: saving a site's settings (hours, target) refreshes its trends too. */
export function trendsKey(
  accountId: string,
  locationId: string | null,
  unit: TrendUnit,
  from: string,
  to: string,
  zone: string,
  siteTime: boolean,
) {
  return [
    ...queryKeys.allInsights(accountId),
    'trends',
    locationId ?? '@all',
    unit,
    from,
    to,
    zone,
    siteTime,
  ] as const;
}

/**
 * The trends of up to 24 months: as long to fetch as Insights over them, so kept as Insights are;
 * `nextProgressId` names each call so its progress events can be told apart.
 */
export function trendsQuery(
  bridge: Bridge,
  query: TrendsQuery,
  nextProgressId: () => string = () => '',
) {
  const { accountId, locationId, unit, from, to, zone, siteTime } = query;
  return queryOptions({
    queryKey: trendsKey(accountId, locationId, unit, from, to, zone, siteTime),
    queryFn: ({ signal }) => {
      const progressId = nextProgressId();
      const where = locationId === null ? { allLocations: true } : { locationId };
      const args = { accountId, ...where, unit, from, to, zone, siteTime };
      return unwrap(bridge.getTrends(progressId ? { ...args, progressId } : args, signal));
    },
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
}
