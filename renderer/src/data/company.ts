import { useQuery } from '@tanstack/react-query';
import { useBridge } from '../ui/bridge-context';
import { baysQuery, locationsQuery } from './queries';

/** The company's locations. */
export function useLocations(accountId: string) {
  return useQuery(locationsQuery(useBridge(), accountId));
}

/** All the company's bays, with their locations. */
export function useBays(accountId: string) {
  return useQuery(baysQuery(useBridge(), accountId));
}
