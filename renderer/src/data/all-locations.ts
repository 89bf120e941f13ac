/**
 * All locations, counted in the backend by one request per period (getAllLocations): each location's
 * row lands in a query of its own as soon as it is counted, so a cancel keeps what is in, Go on asks
 * only for what is not, a refresh asks again for every row, and one row's Try again asks for it alone.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AllLocationsProgress, Bridge, BookingFilter } from '#shared/contract';
import type { LocationRow } from '#shared/insights/location-row';
import type { Result } from '#shared/result';
import type { ZonedDays } from '#shared/time/local-days';
import { appErrorOf, BridgeError, unwrap } from './bridge-error';

/** The period, zone and filter every location is counted over. */
export interface AllLocationsScope extends ZonedDays {
  readonly accountId: string;
  readonly filter: BookingFilter;
  /** Each site on its own clock, `zone` for sites without a zone of their own. */
  readonly siteTime: boolean;
}

/** A location's row as it is kept: its figures, or why it could not be counted. */
export type RowAnswer = Result<LocationRow>;

/** How long a counted period is kept: a year is minutes of upstream fetching. */
const KEPT_MS = 30 * 60_000;

/** One location's row; asked for by itself only when its Try again (refetch) is pressed. */
export function locationRowQuery(bridge: Bridge, scope: AllLocationsScope, locationId: string) {
  return queryOptions({
    queryKey: rowKey(scope, locationId),
    queryFn: async ({ signal }): Promise<RowAnswer> => {
      const { rows } = await unwrap(bridge.getAllLocations(argsOf(scope, [locationId]), signal));
      return rows[0]?.result ?? { ok: false, error: appErrorOf(null) };
    },
    staleTime: Infinity,
    gcTime: KEPT_MS,
    refetchOnWindowFocus: false,
  });
}

/**
 * The period's batch: one getAllLocations for the locations that have no row yet (or a row made
 * stale by a refresh or a site's new settings), each row stored as its progress event arrives.
 * Resolves to how many locations it asked for.
 */
export function allLocationsQuery(
  bridge: Bridge,
  client: QueryClient,
  scope: AllLocationsScope,
  locationIds: readonly string[],
  nextProgressId: () => string,
) {
  // The client is where the rows go, not part of what is asked.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: [...periodKey(scope), locationIds],
    queryFn: async ({ signal }) => {
      const wanted = locationIds.filter((id) => needsCounting(client, scope, id));
      if (wanted.length === 0) return { asked: 0 };
      const progressId = nextProgressId();
      const store = (locationId: string, answer: RowAnswer) =>
        client.setQueryData(rowKey(scope, locationId), answer);
      const stop = bridge.onAllLocationsProgress((p: AllLocationsProgress) => {
        if (p.progressId === progressId && p.row) store(p.row.locationId, p.row.result);
      });
      try {
        const result = await bridge.getAllLocations(
          { ...argsOf(scope, wanted), progressId },
          signal,
        );
        if (!result.ok) {
          // A failure before any location (the key refused, the host gone) is every row's answer;
          // a cancel leaves the rows not counted, for Go on.
          if (result.error.kind !== 'cancelled' && !signal.aborted)
            for (const id of wanted)
              if (needsCounting(client, scope, id)) store(id, { ok: false, error: result.error });
          throw new BridgeError(result.error);
        }
        for (const row of result.value.rows) store(row.locationId, row.result);
        return { asked: wanted.length };
      } finally {
        stop();
      }
    },
    gcTime: KEPT_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The key part of a period's rows, under the account's insights (a site's new settings count them again). */
function periodKey(s: AllLocationsScope) {
  return [
    s.accountId,
    'insights',
    'all-locations',
    s.from,
    s.to,
    s.zone,
    s.filter,
    s.siteTime,
  ] as const;
}

/** The query key of a location's row in a period. */
export function rowKey(scope: AllLocationsScope, locationId: string) {
  return [...periodKey(scope), locationId] as const;
}

/** Not counted yet, or counted before a refresh or a change of the site's settings. */
function needsCounting(client: QueryClient, scope: AllLocationsScope, locationId: string): boolean {
  const state = client.getQueryState(rowKey(scope, locationId));
  return state?.data === undefined || state.isInvalidated;
}

function argsOf(scope: AllLocationsScope, only: readonly string[]) {
  const { accountId, from, to, zone, filter, siteTime } = scope;
  return { accountId, from, to, zone, filter, siteTime, only };
}
