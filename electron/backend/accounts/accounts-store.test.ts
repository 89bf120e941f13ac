import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsStore } from './accounts-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-accounts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const account = (id: string, label = `Account ${id}`) => ({
  id,
  label,
  host: `${id}.example.com`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('accounts store', () => {
  it('starts empty without a file and persists adds, renames and removals', async () => {
    const store = createAccountsStore(dir);
    expect(await store.list()).toEqual({ accounts: [], warning: null });
    await store.add(account('a'));
    await store.add(account('b'));
    await store.rename('a', 'Renamed');
    expect(await store.remove('b')).toBe(true);
    expect(await store.remove('b')).toBe(false);
    const reopened = createAccountsStore(dir);
    expect((await reopened.list()).accounts).toEqual([{ ...account('a'), label: 'Renamed' }]);
    expect(await reopened.get('a')).toMatchObject({ label: 'Renamed' });
    expect(await reopened.get('zzz')).toBeNull();
  });

  it('loses no account when adds run concurrently, and leaves no temp files', async () => {
    const store = createAccountsStore(dir);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.add(account(`id${i}`))));
    expect((await createAccountsStore(dir).list()).accounts).toHaveLength(20);
    expect((await readdir(dir)).sort()).toEqual(['accounts.json']);
  });

  it.each([
    ['not JSON', '{"version":1,"accounts":[{"id":'],
    ['the wrong shape', '{"version":1,"accounts":[{"id":42}]}'],
    ['an array', '[]'],
  ])('sets a file with %s aside and starts with a warning, not a crash', async (_what, content) => {
    await writeFile(join(dir, 'accounts.json'), content);
    const store = createAccountsStore(dir);
    const { accounts, warning } = await store.list();
    expect(accounts).toEqual([]);
    expect(warning).toMatch(/could not be read/);
    const files = await readdir(dir);
    const aside = files.find((f) => /^accounts\.json\.corrupt-\d{4}-\d{2}-\d{2}T/.test(f));
    expect(aside).toBeDefined();
    expect(warning).toContain(aside);
    expect(await readFile(join(dir, aside ?? ''), 'utf8')).toBe(content);
    // The app keeps working: a new account is saved to a fresh, valid file.
    await store.add(account('new'));
    expect((await createAccountsStore(dir).list()).accounts.map((a) => a.id)).toEqual(['new']);
  });

  // With no umask to help, so the modes come from the code alone.
  it.skipIf(process.platform === 'win32')(
    'keeps accounts.json 0600 after every write, also after a corrupt file was set aside',
    async () => {
      const umask = process.umask(0);
      try {
        const modeOf = async (name: string) => (await stat(join(dir, name))).mode & 0o777;
        const store = createAccountsStore(dir);
        await store.add(account('a'));
        expect(await modeOf('accounts.json')).toBe(0o600);
        await store.rename('a', 'Renamed');
        expect(await modeOf('accounts.json')).toBe(0o600);
        await store.remove('a');
        expect(await modeOf('accounts.json')).toBe(0o600);

        await writeFile(join(dir, 'accounts.json'), 'garbage');
        await chmod(join(dir, 'accounts.json'), 0o644);
        const reopened = createAccountsStore(dir);
        expect((await reopened.list()).warning).toMatch(/could not be read/);
        await reopened.add(account('b'));
        expect(await modeOf('accounts.json')).toBe(0o600);
        const aside = (await readdir(dir)).find((f) => f.startsWith('accounts.json.corrupt-'));
        expect(aside).toBeDefined();
        expect(await modeOf(aside ?? '')).toBe(0o600);
      } finally {
        process.umask(umask);
      }
    },
  );

  it('refuses to rename an account that does not exist', async () => {
    await expect(createAccountsStore(dir).rename('nope', 'x')).rejects.toMatchObject({
      kind: 'not-found',
    });
  });
});
