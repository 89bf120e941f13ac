import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../app/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** The company's locations. */
export function useLocations(accountId: string) {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.locations(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listLocations({ accountId }, signal)),
  });
}

/** All the company's bays, with their locations. */
export function useBays(accountId: string) {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.bays(accountId),
    queryFn: ({ signal }) => unwrap(bridge.listBays({ accountId }, signal)),
  });
}
