/**
 * Keeps the page in step with what other processes save (the command line, another window): the
 * backend says which accounts changed, and only those parts are read again.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Bridge, Settings, StoreChanged } from '#shared/contract';
import { useAfterFirstScreen } from '../ui/after-first-screen';
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

/**
 * Reads each account's settings again and drops what the page holds of an account whose Hide names
 * switch moved meanwhile: what changed before the page listened.
 */
export async function catchUp(bridge: Bridge, client: QueryClient): Promise<void> {
  const held = client.getQueryCache().findAll({ predicate: (q) => q.queryKey[1] === 'settings' });
  await Promise.all(
    held.map(async (query) => {
      const accountId = String(query.queryKey[0]);
      const was = (query.state.data as Settings | undefined)?.hideNames;
      const now = await bridge.getSettings({ accountId });
      if (now.ok && was !== undefined && now.value.hideNames !== was)
        await dropAccountData(client, accountId);
    }),
  );
}

/**
 * Listens for the store's changes while the app is open: from just after the first screen, as the
 * browser shell's event stream is a connection of its own that the first bookings must not wait
 * behind (it cost cold start 4–9%), with what changed before then read once.
 */
export function useStoreChanges(): void {
  const bridge = useBridge();
  const client = useQueryClient();
  const ready = useAfterFirstScreen();
  useEffect(() => {
    if (!ready) return undefined;
    const stop = bridge.onStoreChanged((change) => applyStoreChange(client, change));
    void catchUp(bridge, client);
    return stop;
  }, [ready, bridge, client]);
}
