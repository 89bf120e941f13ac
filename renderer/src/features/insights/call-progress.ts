import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useBridge } from '../../ui/bridge-context';
import type { InsightsProgress } from './types';

let instances = 0;

/** Names each call, so progress events of an earlier (cancelled) call are ignored. */
export function createCallNames(prefixWord: string) {
  const prefix = `${prefixWord}-${++instances}-${Date.now().toString(36)}`;
  let calls = 0;
  let current = '';
  return {
    next: () => (current = `${prefix}-${++calls}`),
    isCurrent: (id: string) => id === current,
  };
}

/**
 * The progress events of a counting call (Insights, Trends): `nextCall` names a new call (its
 * progress starts afresh), and `progress` is the latest event of the call named last.
 */
export function useCallProgress(prefixWord: string) {
  const bridge = useBridge();
  const [names] = useState(() => createCallNames(prefixWord));
  const [progress, setProgress] = useState<InsightsProgress | null>(null);
  useEffect(
    () =>
      bridge.onInsightsProgress((p) => {
        if (names.isCurrent(p.progressId)) setProgress(p);
      }),
    [bridge, names],
  );
  const nextCall = useCallback(() => {
    setProgress(null);
    return names.next();
  }, [names]);
  return { progress, nextCall };
}

/** Cancels the query's call under way (the backend stops fetching). */
export function useCancelQuery(queryKey: QueryKey): () => void {
  const client = useQueryClient();
  return useCallback(
    () => void client.cancelQueries({ queryKey, exact: true }),
    [client, queryKey],
  );
}
