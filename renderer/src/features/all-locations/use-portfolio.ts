import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Location } from '#shared/model';
import {
  allLocationsQuery,
  type AllLocationsScope,
  locationRowQuery,
} from '../../data/all-locations';
import { BridgeError } from '../../data/bridge-error';
import { useBridge } from '../../ui/bridge-context';
import { createCallNames } from '../insights/call-progress';
import type { LocationResult } from './portfolio-rows';

/** The period, zone and filter every location is counted over. */
export type PortfolioScope = Omit<AllLocationsScope, 'siteTime'> & {
  /** Each site on its own clock, `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
};

/**
 * Every location's row for one period, counted by the backend in one request (rows arrive one by
 * one as each location is counted). `enabled` false holds the whole period back (a comparison waits
 * for the period itself).
 */
export function usePortfolio(
  scope: PortfolioScope,
  locations: readonly Location[],
  enabled: boolean,
) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [names] = useState(() => createCallNames('all-locations'));
  const full = useMemo(
    (): AllLocationsScope => ({ ...scope, siteTime: scope.siteTime ?? false }),
    [scope],
  );
  const ids = useMemo(() => locations.map((l) => l.id), [locations]);
  const batchOptions = useMemo(
    () => allLocationsQuery(bridge, client, full, ids, names.next),
    [bridge, client, full, ids, names],
  );
  const { isFetching: counting, refetch: countTheRest } = useQuery({
    ...batchOptions,
    enabled: enabled && ids.length > 0,
  });
  const answers = useQueries({
    // Each row is filled by the batch; by itself it asks again only for its own Try again.
    queries: ids.map((id) => ({ ...locationRowQuery(bridge, full, id), enabled: false })),
  });
  const rows: LocationResult[] = answers.map((r, i) => {
    const answer = r.data;
    const waiting = answer === undefined || r.isStale;
    return {
      location: locations[i] as Location,
      row: answer?.ok ? answer.value : null,
      error: r.error ?? (answer && !answer.ok ? new BridgeError(answer.error) : null),
      fetching: r.isFetching || (counting && waiting),
      retry: () => void r.refetch(),
    };
  });
  const cancel = useCallback(() => {
    void client.cancelQueries({ queryKey: batchOptions.queryKey, exact: true });
    for (const id of ids)
      void client.cancelQueries({
        queryKey: locationRowQuery(bridge, full, id).queryKey,
        exact: true,
      });
  }, [bridge, client, batchOptions, full, ids]);
  const goOn = useCallback(() => void countTheRest(), [countTheRest]);
  const done = rows.filter((r) => r.row || r.error).length;
  return { rows, done, total: rows.length, cancel, goOn };
}
