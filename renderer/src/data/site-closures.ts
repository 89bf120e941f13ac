import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MethodArgs, SiteList } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys } from './queries';

/** A closure to add, as closeSite takes it for one site of the account. */
export type CloseSiteArgs = Omit<MethodArgs<'closeSite'>, 'accountId'>;

/** Days to reopen, as reopenSite takes them for one site of the account. */
export type ReopenSiteArgs = Omit<MethodArgs<'reopenSite'>, 'accountId'>;

/**
 * What a change of closures refreshes: the sites (the answer is their new list, asked again in case
 * another process changed them meanwhile) and every Insights of the account, whose open time it moves.
 */
function useSitesChanged(accountId: string) {
  const client = useQueryClient();
  return (list: SiteList) => {
    client.setQueryData(queryKeys.sites(accountId), { sites: list.sites });
    // Not awaited: the closure is saved; a year's Insights may take minutes to count again.
    void client.invalidateQueries({ queryKey: queryKeys.sites(accountId) });
    void client.invalidateQueries({ queryKey: queryKeys.allInsights(accountId) });
  };
}

/** Closes a site on whole days, saved at once (not through the Sites page's draft). */
export function useCloseSite(accountId: string) {
  const bridge = useBridge();
  const changed = useSitesChanged(accountId);
  return useMutation({
    mutationFn: (args: CloseSiteArgs) => unwrap(bridge.closeSite({ accountId, ...args })),
    onSuccess: changed,
  });
}

/** Reopens a site's days, removing the closures there whole; saved at once. */
export function useReopenSite(accountId: string) {
  const bridge = useBridge();
  const changed = useSitesChanged(accountId);
  return useMutation({
    mutationFn: (args: ReopenSiteArgs) => unwrap(bridge.reopenSite({ accountId, ...args })),
    onSuccess: changed,
  });
}
