import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../ui/bridge-context';
import { appInfoQuery } from './queries';

/** Which shell the app runs in, its version, platform and locales; fixed for the session. */
export function useAppInfo() {
  return useQuery(appInfoQuery(useBridge()));
}
