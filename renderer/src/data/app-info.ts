import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bridge } from '../../../shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** The query of which shell the app runs in, its version, platform and the OS's locales. */
export function appInfoQuery(bridge: Bridge) {
  return queryOptions({
    queryKey: queryKeys.appInfo(),
    queryFn: ({ signal }) => unwrap(bridge.getAppInfo({}, signal)),
    staleTime: Infinity,
  });
}

/** Which shell the app runs in, its version, platform and locales; fixed for the session. */
export function useAppInfo() {
  return useQuery(appInfoQuery(useBridge()));
}
