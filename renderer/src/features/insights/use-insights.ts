import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useBridge } from '../../ui/bridge-context';
import { insightsQuery, type InsightsQuery } from '../../data/queries';
import type { InsightsProgress } from './types';

let instances = 0;

/** Names each call, so progress events of an earlier (cancelled) call are ignored. */
export function createCallNames(prefixWord = 'insights') {
  const prefix = `${prefixWord}-${++instances}-${Date.now().toString(36)}`;
  let calls = 0;
  let current = '';
  return {
    next: () => (current = `${prefix}-${++calls}`),
    isCurrent: (id: string) => id === current,
  };
}

/**
 * The insights of a period, the progress of the call under way, and a cancel that aborts it (the
 * backend stops fetching). The result arrives only when complete.
 */
export function useInsights(query: InsightsQuery, enabled = true) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [names] = useState(createCallNames);
  const [progress, setProgress] = useState<InsightsProgress | null>(null);
  const { accountId, locationId, from, to, zone, filter, siteTime } = query;
  const options = useMemo(
    () =>
      insightsQuery(bridge, { accountId, locationId, from, to, zone, filter, siteTime }, () => {
        setProgress(null);
        return names.next();
      }),
    [bridge, names, accountId, locationId, from, to, zone, filter, siteTime],
  );
  const result = useQuery({ ...options, enabled });
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
