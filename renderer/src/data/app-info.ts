import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './query-keys';

/** Which shell the app runs in, its version and platform; fixed for the session. */
export function useAppInfo() {
  const bridge = useBridge();
  return useQuery({
    queryKey: queryKeys.appInfo(),
    queryFn: ({ signal }) => unwrap(bridge.getAppInfo({}, signal)),
    staleTime: Infinity,
  });
}
