/** A data folder's store as another program sees it, for tests that look into it or change it. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openStore, STORE_FILE } from '../open-store';
import { sqlite, type Database } from '../sqlite';

/** Runs `use` on a connection of its own to the folder's store (made first if missing), closed after. */
export function editStore<T>(dataDir: string, use: (db: Database) => T): T {
  const { store } = openStore(dataDir);
  const problem = store.problem;
  store.close();
  if (problem) throw new Error(problem.message);
  const db = new (sqlite().DatabaseSync)(join(dataDir, STORE_FILE));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

/** Saves an account row in the folder's store, as the app saves one it added (its key is not kept there). */
export function saveAccountRow(
  dataDir: string,
  account: { id: string; label: string; host: string; createdAt: string },
): void {
  editStore(dataDir, (db) =>
    db
      .prepare(
        `INSERT INTO accounts (id, label, host, created_at, position)
         VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), -1) + 1 FROM accounts))`,
      )
      .run(account.id, account.label, account.host, account.createdAt),
  );
}

/** Every file directly in the data folder (store, -wal, -shm, backups) by name: its bytes, one character each. */
export async function dataFolderBytes(dataDir: string): Promise<Record<string, string>> {
  const bytes: Record<string, string> = {};
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    // A -wal or -shm file can go between listing and reading, when the last connection closes.
    const content = await readFile(join(dataDir, entry.name)).catch(() => null);
    if (content) bytes[entry.name] = content.toString('latin1');
  }
  return bytes;
}

/** The names of the files directly in the data folder whose bytes hold `text` (as UTF-8). */
export async function filesHolding(dataDir: string, text: string): Promise<string[]> {
  const wanted = Buffer.from(text, 'utf8').toString('latin1');
  return Object.entries(await dataFolderBytes(dataDir))
    .filter(([, bytes]) => bytes.includes(wanted))
    .map(([name]) => name);
}
