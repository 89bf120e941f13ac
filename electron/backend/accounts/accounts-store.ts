import { join } from 'node:path';
import { z } from 'zod';
import { AppFailure } from '#shared/result';
import { readJsonFile, setAsideCorruptFile, writeJsonFileAtomic } from '../json-file';

/** An account as stored in accounts.json: everything but the key, which lives in the keychain. */
export interface StoredAccount {
  readonly id: string;
  readonly label: string;
  readonly host: string;
  readonly createdAt: string;
}

const accountSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  host: z.string().min(1),
  createdAt: z.string(),
});
const fileSchema = z.object({ version: z.literal(1), accounts: z.array(accountSchema) });

/** The non-secret account list, persisted atomically in accounts.json. */
export interface AccountsStore {
  /** The accounts, and a warning when a corrupt file had to be set aside at load. */
  list(): Promise<{ accounts: readonly StoredAccount[]; warning: string | null }>;
  get(id: string): Promise<StoredAccount | null>;
  add(account: StoredAccount): Promise<void>;
  rename(id: string, label: string): Promise<StoredAccount>;
  remove(id: string): Promise<boolean>;
}

/** Opens accounts.json in the data folder; loads lazily and serialises writes. */
export function createAccountsStore(dataDir: string): AccountsStore {
  const path = join(dataDir, 'accounts.json');
  let cache: StoredAccount[] | null = null;
  let warning: string | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<StoredAccount[]> => {
    if (cache) return cache;
    const read = await readJsonFile(path);
    const parsed = read.state === 'ok' ? fileSchema.safeParse(read.value) : null;
    if (read.state === 'missing') cache = [];
    else if (parsed?.success) cache = parsed.data.accounts;
    else {
      // Keep the unreadable file for inspection and start with no saved accounts rather than crash.
      const aside = await setAsideCorruptFile(path);
      warning =
        `The saved account list could not be read, so it was set aside as ${aside} and the app started without it. ` +
        'Add your accounts again; their keys are still in the keychain.';
      cache = [];
    }
    return cache;
  };

  const save = async (accounts: StoredAccount[]): Promise<void> => {
    await writeJsonFileAtomic(path, { version: 1, accounts });
    cache = accounts;
  };

  // One write at a time, so concurrent calls never lose each other's changes.
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    list: () => serial(async () => ({ accounts: [...(await load())], warning })),
    get: (id) => serial(async () => (await load()).find((a) => a.id === id) ?? null),
    add: (account) => serial(async () => save([...(await load()), account])),
    rename: (id, label) =>
      serial(async () => {
        const accounts = await load();
        const existing = accounts.find((a) => a.id === id);
        if (!existing) throw new AppFailure('not-found', 'That account no longer exists.');
        const renamed = { ...existing, label };
        await save(accounts.map((a) => (a.id === id ? renamed : a)));
        return renamed;
      }),
    remove: (id) =>
      serial(async () => {
        const accounts = await load();
        if (!accounts.some((a) => a.id === id)) return false;
        await save(accounts.filter((a) => a.id !== id));
        return true;
      }),
  };
}
