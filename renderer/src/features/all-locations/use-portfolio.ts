import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { BookingFilter } from '#shared/contract';
import type { Location } from '#shared/model';
import type { ZonedDays } from '#shared/time/local-days';
import { insightsQuery } from '../../data/queries';
import { useBridge } from '../../ui/bridge-context';
import type { LocationResult } from './portfolio-rows';

/** The period, zone and filter every location is counted over. */
export interface PortfolioScope extends ZonedDays {
  readonly accountId: string;
  readonly filter: BookingFilter;
  /** Each site on its own clock, `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}

/**
 * Every location's Insights for one period, asked for one location after another: each uses the
 * export's 4 requests at once, so together they never ask the API more than one export does. The
 * queries are the Insights view's own (same keys), so a location seen there is not fetched again.
 * `enabled` false holds the whole period back (a comparison waits for the period itself).
 */
export function usePortfolio(
  scope: PortfolioScope,
  locations: readonly Location[],
  enabled: boolean,
) {
  const bridge = useBridge();
  const client = useQueryClient();
  const options = useMemo(
    () =>
      locations.map((l) =>
        insightsQuery(bridge, { ...scope, siteTime: scope.siteTime ?? false, locationId: l.id }),
      ),
    [bridge, locations, scope],
  );
  const results = useQueries({
    queries: options.map((o, i) => ({
      ...o,
      // The next location starts once every one before it has its answer (or its error).
      enabled: enabled && options.slice(0, i).every((p) => settled(client, p.queryKey)),
    })),
  });
  const rows: LocationResult[] = results.map((r, i) => ({
    location: locations[i] as Location,
    insights: r.data ?? null,
    error: r.error,
    fetching: r.isFetching,
    retry: () => void r.refetch(),
  }));
  const cancel = useCallback(() => {
    for (const o of options) void client.cancelQueries({ queryKey: o.queryKey, exact: true });
  }, [client, options]);
  const done = rows.filter((r) => r.insights || r.error).length;
  return { rows, done, total: rows.length, cancel };
}

function settled(client: ReturnType<typeof useQueryClient>, queryKey: readonly unknown[]): boolean {
  const state = client.getQueryState(queryKey);
  return state !== undefined && (state.status === 'success' || state.status === 'error');
}
