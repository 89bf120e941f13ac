/** The same backend as the app (accounts.json, settings, the OS keychain), opened for one command. */
import type { AccountSummary } from '#shared/contract';
import { AppFailure } from '#shared/result';
import { type Backend, createBackend } from '../backend/backend';
import { defaultDataDir } from '../backend/data-dir';
import { createNodeFetch } from '../backend/api/node-fetch';
import { createKeytarSecretStore } from '../backend/secrets/keytar-secret-store';
import { keychainServiceName } from '../backend/secrets/secret-store';
import { callBackend } from './call-backend';
import type { CliIo } from './io';
import { appVersion } from '../backend/app-version';

/** Opens the backend over the data folder (BOOKINGS_VIEWER_HOME or the app's) and the keychain. */
export function openBackend(io: CliIo): Promise<Backend> {
  return createBackend({
    dataDir: defaultDataDir(io.env),
    secretStore: createKeytarSecretStore(keychainServiceName(io.env)),
    fetch: io.fetch ?? createNodeFetch(io.env),
    // AppInfo knows two shells; the command line behaves like the browser shell (no window to reveal files in).
    appInfo: { version: appVersion(), shell: 'web', platform: process.platform, locales: [] },
    // The command line writes exports itself, straight to --out.
    chooseExportTarget: async () => null,
  });
}

/** Finds an account by its label (case-insensitive) or id; "demo" names the built-in demo company. */
export async function findAccount(
  backend: Backend,
  labelOrId: string,
  signal: AbortSignal,
): Promise<AccountSummary> {
  const { accounts } = await callBackend(backend, 'listAccounts', {}, signal);
  const wanted = labelOrId.trim();
  const byId = accounts.find((a) => a.id === wanted);
  if (byId) return byId;
  const byLabel = accounts.filter((a) => a.label.toLowerCase() === wanted.toLowerCase());
  if (byLabel.length === 1) return byLabel[0] as AccountSummary;
  if (byLabel.length > 1)
    throw new AppFailure(
      'invalid-argument',
      `Several accounts are labelled "${wanted}"; use the id instead (${byLabel.map((a) => a.id).join(', ')}).`,
    );
  throw new AppFailure(
    'not-found',
    `No account "${wanted}". Run "bookings-viewer accounts list" to see them.`,
  );
}
