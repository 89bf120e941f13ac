import type { Handlers } from '#shared/contract';
import { AppFailure } from '#shared/result';
import type { HandlerContext } from './context';

type SettingsHandlers = Pick<Handlers, 'getAppInfo' | 'getSettings' | 'updateSettings'>;

/** App information and the per-account/global settings. */
export function createSettingsHandlers(ctx: HandlerContext): SettingsHandlers {
  const { directory, settings } = ctx;
  // Settings belong to an existing account: a stale id gets not-found rather than an orphan entry.
  const known = async (accountId: string): Promise<void> => {
    const { accounts } = await directory.list();
    if (!accounts.some((a) => a.id === accountId))
      throw new AppFailure('not-found', 'That account no longer exists. Pick another one.');
  };
  return {
    getAppInfo: async () => ctx.appInfo,
    async getSettings({ accountId }) {
      await known(accountId);
      return settings.get(accountId);
    },
    async updateSettings({ accountId, ...patch }) {
      await known(accountId);
      const updated = await settings.update(accountId, patch);
      // A new client: nothing counted under the other setting (Insights' resumable chunks) is reused.
      if (patch.hideNames !== undefined) directory.forget(accountId);
      return updated;
    },
  };
}
