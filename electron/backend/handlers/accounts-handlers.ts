import { randomUUID } from 'node:crypto';
import type { AccountSummary, Handlers } from '#shared/contract';
import { parseHost } from '#shared/host';
import { AppFailure } from '#shared/result';
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
  const { directory, store, keys, settings, redactor } = ctx;

  // Calls GET /locations with the key, so what is wrong (host, TLS, key, not this API) is said before anything is saved.
  const probe = async (host: string, apiKey: string, signal: AbortSignal) => {
    redactor.remember(apiKey);
    const parsed = parseHost(host);
    if (!parsed.ok) throw new AppFailure('invalid-argument', parsed.message);
    // One retry only: a typo in the host should be reported in seconds, not after a long back-off.
    const client = ctx.makeClient({ host: parsed.host, apiKey, retries: 1 });
    const locations = await client.listLocations(signal);
    return { host: parsed.host, locationCount: locations.items.length };
  };

  return {
    listAccounts: () => directory.list(),
    testConnection: async ({ host, apiKey }, signal) => ({
      locationCount: (await probe(host, apiKey, signal)).locationCount,
    }),
    async addAccount({ label, host, apiKey }, signal) {
      const keychain = await keys.available();
      if (!keychain.ok) throw new AppFailure('keychain-unavailable', keychain.reason);
      const checked = await probe(host, apiKey, signal);
      if (signal.aborted) throw new AppFailure('cancelled', 'The request was cancelled.');
      const account = {
        id: randomUUID(),
        label,
        host: checked.host,
        createdAt: new Date().toISOString(),
      };
      await keys.save(account, apiKey);
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
