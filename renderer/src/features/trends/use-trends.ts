import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { trendsQuery, type TrendsQuery } from './trends-query';
import { useBridge } from '../../ui/bridge-context';
import { createCallNames } from '../insights/use-insights';
import type { InsightsProgress } from '../insights/types';

/**
 * The trends asked for, the progress of the call under way (over every site, for all of them) and
 * a cancel that aborts it (the backend stops fetching). The result arrives only when complete.
 */
export function useTrends(query: TrendsQuery) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [names] = useState(() => createCallNames('trends'));
  const [progress, setProgress] = useState<InsightsProgress | null>(null);
  const { accountId, locationId, unit, from, to, zone, siteTime } = query;
  const options = useMemo(
    () =>
      trendsQuery(bridge, { accountId, locationId, unit, from, to, zone, siteTime }, () => {
        setProgress(null);
        return names.next();
      }),
    [bridge, names, accountId, locationId, unit, from, to, zone, siteTime],
  );
  const result = useQuery(options);
  useEffect(
    () =>
      bridge.onInsightsProgress((p) => {
        if (names.isCurrent(p.progressId)) setProgress(p);
      }),
    [bridge, names],
  );
  const { queryKey } = options;
  const cancel = useCallback(
    () => void client.cancelQueries({ queryKey, exact: true }),
    [client, queryKey],
  );
  return { result, progress: result.isFetching ? progress : null, cancel };
}
