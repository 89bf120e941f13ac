import { randomUUID } from 'node:crypto';
import type { AccountSummary, Handlers } from '#shared/contract';
import { AppFailure } from '#shared/result';
import { checkConnection, keepKey } from '../accounts/new-account-checks';
import { DEMO_ACCOUNT_ID } from '../demo-company';
import type { HandlerContext } from './context';

type AccountHandlers = Pick<
  Handlers,
  | 'listAccounts'
  | 'testConnection'
  | 'addAccount'
  | 'renameAccount'
  | 'removeAccount'
  | 'testAccount'
>;

function refuseDemo(accountId: string, action: string): void {
  if (accountId === DEMO_ACCOUNT_ID)
    throw new AppFailure(
      'invalid-argument',
      `The demo company is built in and cannot be ${action}.`,
    );
}

/** Adding, renaming, removing and testing accounts. */
export function createAccountHandlers(ctx: HandlerContext): AccountHandlers {
  const { directory, store, keys, settings } = ctx;

  return {
    listAccounts: () => directory.list(),
    testConnection: async (request, signal) => ({
      locationCount: (await checkConnection(request, ctx, signal)).locationCount,
    }),
    async addAccount({ label, host, apiKey }, signal) {
      const checked = await checkConnection({ host, apiKey }, ctx, signal);
      const account = {
        id: randomUUID(),
        label,
        host: checked.host,
        createdAt: new Date().toISOString(),
      };
      await keepKey(keys, account, checked.apiKey);
      try {
        await store.add(account);
      } catch (error) {
        // Never leave a key in the keychain for an account that was not saved.
        await keys.delete(account.id).catch(() => false);
        throw error;
      }
      return { ...account, isDemo: false } satisfies AccountSummary;
    },
    async renameAccount({ accountId, label }) {
      refuseDemo(accountId, 'renamed');
      return { ...(await store.rename(accountId, label)), isDemo: false };
    },
    async removeAccount({ accountId }) {
      refuseDemo(accountId, 'removed');
      const account = await directory.saved(accountId);
      await keys.delete(account.id);
      await store.remove(account.id);
      directory.forget(account.id);
      await settings.forget(account.id);
      return null;
    },
    async testAccount({ accountId }, signal) {
      directory.forget(accountId);
      const client = await directory.clientFor(accountId);
      return { locationCount: (await client.listLocations(signal)).items.length };
    },
  };
}
