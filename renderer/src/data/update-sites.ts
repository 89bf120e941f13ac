import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodArgs, SiteList } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './queries';

/** The sites' new settings, several at once. */
export type SitesChange = MethodArgs<'updateSites'>['sites'];

/**
 * Saves several sites' settings in one call. Every figure of the account is counted on its sites'
 * clocks, so its Insights (All locations' too) are asked for again, and the sites listed again.
 */
export function useUpdateSites(accountId: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sites: SitesChange) => unwrap(bridge.updateSites({ accountId, sites })),
    onSuccess: (list: SiteList) => {
      client.setQueryData(queryKeys.sites(accountId), list);
      // Not awaited: the save is done; a year's Insights may take minutes to count again.
      void client.invalidateQueries({ queryKey: queryKeys.sites(accountId) });
      void client.invalidateQueries({ queryKey: queryKeys.allInsights(accountId) });
    },
  });
}
