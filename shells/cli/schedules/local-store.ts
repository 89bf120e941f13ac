/** The data folder's store and the keychain, opened for the mail and schedules commands. */
import { dataDirFor, prepareDataDir } from '#backend/data-dir';
import { createKeytarSecretStore } from '#backend/secrets/keytar-secret-store';
import { keychainServiceName, type SecretStore } from '#backend/secrets/secret-store';
import { openStore } from '#backend/store/open-store';
import type { Store } from '#backend/store/store';
import type { CliIo } from '../io';

/** The store (closed by the caller) and the keychain of the person running the command. */
export interface LocalState {
  readonly store: Store;
  readonly secrets: SecretStore;
}

/** Opens the store of the data folder the environment names, and the keychain, runs `work`, closes. */
export async function withLocalState<T>(
  io: CliIo,
  work: (state: LocalState) => Promise<T>,
): Promise<T> {
  const dataDir = dataDirFor(io.env);
  await prepareDataDir(dataDir);
  const { store } = openStore(dataDir);
  try {
    const secrets = createKeytarSecretStore(keychainServiceName(io.env));
    return await work({ store, secrets });
  } finally {
    store.close();
  }
}
