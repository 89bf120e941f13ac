import { queryOptions } from '@tanstack/react-query';
import type { Bridge, ExportFilter } from '../../../shared/contract';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** Which insights: a location's days in a zone, narrowed by the view's filters. */
export interface InsightsQuery {
  readonly accountId: string;
  readonly locationId: string;
  readonly from: string;
  readonly to: string;
  readonly timezone: string;
  readonly filter: ExportFilter;
}

/**
 * The insights of a period. A year is minutes of upstream fetching, so it is neither refetched on
 * focus nor thrown away soon; `nextProgressId` names each call so its progress events can be told apart.
 */
export function insightsQueryOptions(
  bridge: Bridge,
  query: InsightsQuery,
  nextProgressId: () => string = () => '',
) {
  const { accountId, locationId, from, to, timezone, filter } = query;
  return queryOptions({
    queryKey: queryKeys.insights(accountId, locationId, from, to, timezone, filter),
    queryFn: ({ signal }) => {
      const progressId = nextProgressId();
      const args = { accountId, locationId, from, to, timezone, filter };
      return unwrap(bridge.getInsights(progressId ? { ...args, progressId } : args, signal));
    },
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
}
