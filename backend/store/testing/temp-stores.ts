/** Stores in temporary data folders for tests: each test gets a fresh folder, closed and removed after. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../open-store';
import type { Store } from '../store';

type Hook = (run: () => void | Promise<void>) => void;

/** What a test file gets from useTempStores. */
export interface TempStores {
  /** This test's data folder. */
  dir(): string;
  /** Opens the folder's store (one more connection, as another process would); closed after the test. */
  open(folder?: string): Store;
  /** Closes a store the test opened itself when the test ends. */
  adopt(store: Store): void;
  /** Writes a file as the app before the store wrote it. */
  writeLegacy(folder: string, name: string, value: unknown): Promise<void>;
}

/** Gives each test of the file a fresh data folder and closes every store it opened. */
export function useTempStores(beforeEach: Hook, afterEach: Hook): TempStores {
  let dir = '';
  const opened: Store[] = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bv-store-'));
  });
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir: () => dir,
    open(folder = dir) {
      const { store } = openStore(folder);
      opened.push(store);
      return store;
    },
    adopt: (store) => void opened.push(store),
    async writeLegacy(folder, name, value) {
      writeFileSync(join(folder, name), JSON.stringify(value), { mode: 0o600 });
    },
  };
}
