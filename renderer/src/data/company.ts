import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** The company's locations query. */
export function locationsQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.locations(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listLocations({ accountId }, signal)),
  });
}

/** The query of all the company's bays, with their locations. */
export function baysQuery(bridge: Bridge, accountId: string) {
  return queryOptions({
    queryKey: queryKeys.bays(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listBays({ accountId }, signal)),
  });
}

/** The company's locations. */
export function useLocations(accountId: string) {
  return useQuery(locationsQuery(useBridge(), accountId));
}

/** All the company's bays, with their locations. */
export function useBays(accountId: string) {
  return useQuery(baysQuery(useBridge(), accountId));
}
