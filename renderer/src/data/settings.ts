import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodArgs, Settings } from '#shared/contract';
import { useBridge } from '../ui/bridge-context';
import { unwrap } from './bridge-error';
import { queryKeys, settingsQuery } from './queries';

/** The account's settings (timezone, last location) and the app's theme. */
export function useSettings(accountId: string) {
  return useQuery(settingsQuery(useBridge(), accountId));
}

/** A change to settings; omitted fields stay as they are. */
export type SettingsChange = Omit<MethodArgs<'updateSettings'>, 'accountId'>;

/** Saves settings, showing the change at once and rolling back if saving fails. */
export function useUpdateSettings(accountId: string) {
  const bridge = useBridge();
  const client = useQueryClient();
  const key = queryKeys.settings(accountId);
  return useMutation({
    mutationFn: (change: SettingsChange) => unwrap(bridge.updateSettings({ accountId, ...change })),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Settings>(key);
      if (before) client.setQueryData<Settings>(key, { ...before, ...change });
      return { before };
    },
    onError: (_e, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (settings) => client.setQueryData(key, settings),
  });
}
