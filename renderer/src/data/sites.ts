import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../ui/bridge-context';
import { sitesQuery } from './queries';

/** Every site of the account with its zone and working week (settings null: none yet). */
export function useSites(accountId: string) {
  return useQuery(sitesQuery(useBridge(), accountId));
}
