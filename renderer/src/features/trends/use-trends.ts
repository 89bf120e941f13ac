import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trendsQuery, type TrendsQuery } from './trends-query';
import { useBridge } from '../../ui/bridge-context';
import { useCallProgress, useCancelQuery } from '../insights/call-progress';

/**
 * The trends asked for, the progress of the call under way (over every site, for all of them) and
 * a cancel that aborts it (the backend stops fetching). The result arrives only when complete.
 */
export function useTrends(query: TrendsQuery) {
  const bridge = useBridge();
  const { progress, nextCall } = useCallProgress('trends');
  const { accountId, locationId, unit, from, to, zone, siteTime } = query;
  const options = useMemo(
    () => trendsQuery(bridge, { accountId, locationId, unit, from, to, zone, siteTime }, nextCall),
    [bridge, nextCall, accountId, locationId, unit, from, to, zone, siteTime],
  );
  const result = useQuery(options);
  const cancel = useCancelQuery(options.queryKey);
  return { result, progress: result.isFetching ? progress : null, cancel };
}
