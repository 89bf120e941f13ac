/** The saved accounts (never their keys, which live in the keychain), in the data folder's store. */
import { AppFailure } from '#shared/result';
import type { Row, Store } from '../store/store';

/** An account as stored: everything but the key. */
export interface StoredAccount {
  readonly id: string;
  readonly label: string;
  readonly host: string;
  readonly createdAt: string;
}

/** The non-secret account list. */
export interface AccountsStore {
  /** The accounts, and a warning when they could not all be read. */
  list(): Promise<{ accounts: readonly StoredAccount[]; warning: string | null }>;
  get(id: string): Promise<StoredAccount | null>;
  add(account: StoredAccount): Promise<void>;
  rename(id: string, label: string): Promise<StoredAccount>;
  remove(id: string): Promise<boolean>;
}

const accountOf = (row: Row): StoredAccount => ({
  id: String(row.id),
  label: String(row.label),
  host: String(row.host),
  createdAt: String(row.created_at),
});

/**
 * The accounts in the store. `warning` is what opening the store had to say (legacy files that
 * could not be read); where the store itself cannot be read, the list is empty and says why.
 */
export function createAccountsStore(store: Store, warning: string | null = null): AccountsStore {
  const one = (id: string): StoredAccount | null => {
    const row = store.read((sql) => sql.get('SELECT * FROM accounts WHERE id = ?', id));
    return row ? accountOf(row) : null;
  };
  return {
    async list() {
      try {
        const rows = store.read((sql) => sql.all('SELECT * FROM accounts ORDER BY position, id'));
        return { accounts: rows.map(accountOf), warning };
      } catch (error) {
        if (!(error instanceof AppFailure)) throw error;
        return {
          accounts: [],
          warning: `Your saved accounts could not be listed. ${error.message}`,
        };
      }
    },
    get: async (id) => one(id),
    async add({ id, label, host, createdAt }) {
      store.write((sql) =>
        sql.run(
          `INSERT INTO accounts (id, label, host, created_at, position)
           VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM accounts))`,
          id,
          label,
          host,
          createdAt,
        ),
      );
    },
    async rename(id, label) {
      const renamed = store.write((sql) => {
        if (sql.run('UPDATE accounts SET label = ? WHERE id = ?', label, id) === 0) return null;
        const row = sql.get('SELECT * FROM accounts WHERE id = ?', id);
        return row ? accountOf(row) : null;
      });
      if (!renamed) throw new AppFailure('not-found', 'That account no longer exists.');
      return renamed;
    },
    remove: async (id) =>
      store.write((sql) => sql.run('DELETE FROM accounts WHERE id = ?', id) > 0),
  };
}
