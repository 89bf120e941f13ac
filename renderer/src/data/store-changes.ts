/**
 * Keeps the page in step with what other processes save (the command line, another window): the
 * backend says which accounts changed, and only those parts are read again.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StoreChanged } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { queryKeys } from './queries';

/**
 * Drops everything held for the account at once: its people under the old Hide names setting must
 * not show, not even marked stale while a refetch is slow or fails. What is on screen is fetched anew.
 */
export function dropAccountData(client: QueryClient, accountId: string): Promise<void> {
  return client.resetQueries({ queryKey: queryKeys.account(accountId) });
}

/** What the page does with one change. */
export function applyStoreChange(client: QueryClient, change: StoreChanged): void {
  for (const accountId of change.hideNamesChanged) void dropAccountData(client, accountId);
  if (change.accountsChanged) void client.invalidateQueries({ queryKey: queryKeys.accounts() });
  for (const accountId of change.settingsChanged)
    void client.invalidateQueries({ queryKey: queryKeys.settings(accountId) });
  for (const accountId of change.sitesChanged) {
    void client.invalidateQueries({ queryKey: queryKeys.sites(accountId) });
    // Every figure of the account is counted on its sites' clocks.
    void client.invalidateQueries({ queryKey: queryKeys.allInsights(accountId) });
  }
}

/** Listens for the store's changes while the app is open. */
export function useStoreChanges(): void {
  const bridge = useBridge();
  const client = useQueryClient();
  useEffect(
    () => bridge.onStoreChanged((change) => applyStoreChange(client, change)),
    [bridge, client],
  );
}
