import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../store/open-store';
import { useTempStores } from '../store/testing/temp-stores';
import { createAccountsStore } from './accounts-store';

const stores = useTempStores(beforeEach, afterEach);
const accountsIn = (folder = stores.dir()) => {
  const { store, warnings } = openStore(folder);
  stores.adopt(store);
  return createAccountsStore(store, warnings.length > 0 ? warnings.join(' ') : null);
};

const account = (id: string, label = `Account ${id}`) => ({
  id,
  label,
  host: `${id}.example.com`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('accounts store', () => {
  it('starts empty and keeps adds, renames and removals, in the order added', async () => {
    const store = createAccountsStore(stores.open());
    expect(await store.list()).toEqual({ accounts: [], warning: null });
    await store.add(account('b'));
    await store.add(account('a'));
    await store.add(account('c'));
    await store.rename('a', 'Renamed');
    expect(await store.remove('c')).toBe(true);
    expect(await store.remove('c')).toBe(false);
    const reopened = createAccountsStore(stores.open());
    expect((await reopened.list()).accounts).toEqual([
      account('b'),
      { ...account('a'), label: 'Renamed' },
    ]);
    expect(await reopened.get('a')).toMatchObject({ label: 'Renamed' });
    expect(await reopened.get('zzz')).toBeNull();
  });

  it('loses no account when two processes add at once', async () => {
    const one = createAccountsStore(stores.open());
    const two = createAccountsStore(stores.open());
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).add(account(`id${i}`))),
    );
    expect((await createAccountsStore(stores.open()).list()).accounts).toHaveLength(20);
  });

  it.each([
    ['not JSON', '{"version":1,"accounts":[{"id":'],
    ['an array', '[]'],
    ['a newer version', '{"version":2,"accounts":[]}'],
  ])(
    'keeps an accounts.json with %s as a backup and says so, not a crash',
    async (_what, content) => {
      const dir = stores.dir();
      await writeFile(join(dir, 'accounts.json'), content);
      const store = accountsIn(dir);
      const { accounts, warning } = await store.list();
      expect(accounts).toEqual([]);
      expect(warning).toMatch(/could not be read/);
      expect(warning).toContain('accounts.json.backup');
      expect(await readFile(join(dir, 'accounts.json.backup'), 'utf8')).toBe(content);
      // The app keeps working: a new account is saved.
      await store.add(account('new'));
      expect((await accountsIn(dir).list()).accounts.map((a) => a.id)).toEqual(['new']);
      expect(await readdir(dir)).not.toContain('accounts.json');
    },
  );

  it('keeps the readable accounts of a file with one broken entry, and says how many were left out', async () => {
    const dir = stores.dir();
    await stores.writeLegacy(dir, 'accounts.json', {
      version: 1,
      accounts: [account('a'), { id: 42 }, account('b')],
    });
    const { accounts, warning } = await accountsIn(dir).list();
    expect(accounts.map((a) => a.id)).toEqual(['a', 'b']);
    expect(warning).toMatch(/^1 saved account\(s\)/);
  });

  it('refuses to rename an account that does not exist', async () => {
    await expect(createAccountsStore(stores.open()).rename('nope', 'x')).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
