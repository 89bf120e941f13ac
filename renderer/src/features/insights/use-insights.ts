import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridge } from '../../ui/bridge-context';
import { insightsQuery, type InsightsQuery } from '../../data/queries';
import { useCallProgress, useCancelQuery } from './call-progress';

/**
 * The insights of a period, the progress of the call under way, and a cancel that aborts it (the
 * backend stops fetching). The result arrives only when complete.
 */
export function useInsights(query: InsightsQuery, enabled = true) {
  const bridge = useBridge();
  const { progress, nextCall } = useCallProgress('insights');
  const { accountId, locationId, from, to, zone, filter, siteTime } = query;
  const options = useMemo(
    () =>
      insightsQuery(bridge, { accountId, locationId, from, to, zone, filter, siteTime }, nextCall),
    [bridge, nextCall, accountId, locationId, from, to, zone, filter, siteTime],
  );
  const result = useQuery({ ...options, enabled });
  const cancel = useCancelQuery(options.queryKey);
  return { result, progress: result.isFetching ? progress : null, cancel };
}
