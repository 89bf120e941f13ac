import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodArgs, Settings } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys, settingsQuery } from './queries';
import { dropAccountData } from './store-changes';

/** The account's settings (timezone, last location) and the app's theme. */
export function useSettings(accountId: string) {
  return useQuery(settingsQuery(useBridge(), accountId));
}

/** A change to settings; omitted fields stay as they are. */
export type SettingsChange = Omit<MethodArgs<'updateSettings'>, 'accountId'>;

/**
 * Saves settings, showing the change at once and rolling back if saving fails. Hide names is the
 * exception: it shows only once saved, and then everything held of the account goes at once, so the
 * badge never stands over names that are still on screen.
 */
export function useUpdateSettings(accountId: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  const key = queryKeys.settings(accountId);
  return useMutation({
    mutationFn: (change: SettingsChange) => unwrap(bridge.updateSettings({ accountId, ...change })),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Settings>(key);
      const { hideNames: _saved, ...shownAtOnce } = change;
      if (before) client.setQueryData<Settings>(key, { ...before, ...shownAtOnce });
      return { before };
    },
    onError: (_e, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: async (settings, change) => {
      if (change.hideNames !== undefined) await dropAccountData(client, accountId);
      client.setQueryData(key, settings);
    },
  });
}
