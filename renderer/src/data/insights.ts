import { queryOptions } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import type { Result } from '../../../shared/result';
import type { Insights, InsightsArgs, InsightsProgress } from '../features/insights/types';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** The part of the bridge the Insights view uses. */
export interface InsightsBridge {
  readonly getInsights: (args: InsightsArgs, signal?: AbortSignal) => Promise<Result<Insights>>;
  readonly onInsightsProgress: (listener: (p: InsightsProgress) => void) => () => void;
}

/** The bridge's Insights methods. */
export function insightsBridgeOf(bridge: Bridge): InsightsBridge {
  return bridge as unknown as InsightsBridge;
}

/** Which insights: a location's days in a zone, narrowed by the view's filters. */
export type InsightsQuery = Omit<InsightsArgs, 'progressId'>;

/**
 * The insights of a period. A year is minutes of upstream fetching, so it is neither refetched on
 * focus nor thrown away soon; `nextProgressId` names each call so its progress events can be told apart.
 */
export function insightsQueryOptions(
  bridge: InsightsBridge,
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
