import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsStore } from '../accounts/accounts-store';
import { createSettingsStore } from '../settings/settings-store';
import { openStore, STORE_FILE, STORE_LIMIT_BYTES } from './open-store';
import { STORE_VERSION } from './schema';
import { sqlite } from './sqlite';
import { useTempStores } from './testing/temp-stores';

const stores = useTempStores(beforeEach, afterEach);
/** Files written by the app before the store (the commit before it), by its own code. */
const LEGACY = join(import.meta.dirname, 'testing', 'legacy-v1');
const withLegacyFiles = (dir: string) => {
  for (const name of ['accounts.json', 'settings.json'])
    copyFileSync(join(LEGACY, name), join(dir, name));
};
/** Another program's connection to the store, as a person with the sqlite3 shell would have. */
const raw = (dir: string) => new (sqlite().DatabaseSync)(join(dir, STORE_FILE));

describe('the first start after the JSON files', () => {
  it('imports what the app saved before, once, and keeps the files beside the store', async () => {
    const dir = stores.dir();
    withLegacyFiles(dir);
    const opened = openStore(dir);
    stores.adopt(opened.store);
    expect(opened.warnings).toEqual([]);
    const accounts = createAccountsStore(opened.store);
    const settings = createSettingsStore(opened.store);
    expect((await accounts.list()).accounts).toEqual([
      {
        id: 'acme-1',
        label: 'Acme Parking',
        host: 'acme.example.com',
        createdAt: '2026-03-02T09:15:00.000Z',
      },
      {
        id: 'globex-2',
        label: 'Globex – Zürich',
        host: 'globex.example.ch',
        createdAt: '2026-05-20T14:00:00.000Z',
      },
    ]);
    expect(await settings.get('acme-1')).toEqual({
      zone: 'Europe/London',
      lastLocationId: 'loc-harbour',
      timeOfDay: { startMinute: 420, endMinute: 1140 },
      theme: 'dark',
      clock: '24h',
      weekStart: 'monday',
      hideNames: false,
      namesNotice: null,
    });
    const sites = await settings.sites('acme-1');
    expect(sites.get('loc-harbour')).toMatchObject({
      zone: 'Europe/London',
      target: { low: 0.6, high: 0.85 },
    });
    expect(sites.get('loc-harbour')?.hours?.[4]).toEqual({ startMinute: 480, endMinute: 1020 });
    expect(sites.get('loc-auckland')).toEqual({
      zone: 'Pacific/Auckland',
      hours: null,
      target: null,
      holidays: null,
    });
    expect(sites.get('__proto__x')?.target).toEqual({ low: 0.5, high: 0.9 });
    // The pseudonyms stay the same people: the key is carried over.
    expect(await settings.get('globex-2')).toMatchObject({ hideNames: true, namesNotice: null });
    expect(await settings.nameSalt('globex-2')).toBe('36ba5805aa347249b4c39ac3de4e676f');
    expect((await settings.get('demo')).lastLocationId).toBe('harbour');

    expect(readdirSync(dir).sort()).toEqual(
      expect.arrayContaining(['accounts.json.backup', 'settings.json.backup', STORE_FILE]),
    );
    expect(readdirSync(dir)).not.toContain('settings.json');
    expect(await readFile(join(dir, 'settings.json.backup'), 'utf8')).toBe(
      await readFile(join(LEGACY, 'settings.json'), 'utf8'),
    );
    // A later start reads the store only; a settings.json put back is not imported again.
    copyFileSync(join(LEGACY, 'settings.json'), join(dir, 'settings.json'));
    await settings.update('acme-1', { theme: 'light' });
    expect((await createSettingsStore(stores.open(dir)).get('acme-1')).theme).toBe('light');
  });

  it('imports once when two processes start on the same folder at the same moment', async () => {
    const dir = stores.dir();
    withLegacyFiles(dir);
    const [one, two] = [stores.open(dir), stores.open(dir)];
    expect((await createAccountsStore(one).list()).accounts).toHaveLength(2);
    expect((await createAccountsStore(two).list()).accounts).toHaveLength(2);
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, text.length / 2)],
    ['from a newer app', (text: string) => text.replace('"version": 1', '"version": 2')],
  ])(
    'hides every account’s names, and says why, when settings.json is %s',
    async (_what, damage) => {
      const dir = stores.dir();
      withLegacyFiles(dir);
      const text = await readFile(join(dir, 'settings.json'), 'utf8');
      writeFileSync(join(dir, 'settings.json'), damage(text));
      const opened = openStore(dir);
      stores.adopt(opened.store);
      expect(opened.warnings.join(' ')).toMatch(/names are hidden for every account/);
      const settings = createSettingsStore(opened.store);
      for (const id of ['acme-1', 'globex-2', 'demo']) {
        const read = await settings.get(id);
        expect(read.hideNames).toBe(true);
        expect(read.namesNotice?.message).toMatch(/settings.json.backup/);
        expect(await settings.nameSalt(id)).toMatch(/^[0-9a-f]{32}$/);
      }
      // The person decides: turned off, it is off, and the notice goes with it.
      expect(await settings.update('acme-1', { hideNames: false })).toMatchObject({
        hideNames: false,
        namesNotice: null,
      });
    },
  );

  it('hides the names of an account whose hideNames was neither true nor false', async () => {
    const dir = stores.dir();
    withLegacyFiles(dir);
    const text = await readFile(join(dir, 'settings.json'), 'utf8');
    writeFileSync(
      join(dir, 'settings.json'),
      text.replace('"hideNames": true', '"hideNames": "true"'),
    );
    const settings = createSettingsStore(stores.open(dir));
    expect(await settings.get('globex-2')).toMatchObject({
      hideNames: true,
      namesNotice: {
        reason: 'settings-file-unreadable',
        message: expect.stringMatching(/held "true"/),
      },
    });
    expect((await settings.get('acme-1')).hideNames).toBe(false);
  });

  it.each([
    ['a folder', (path: string) => mkdirSync(path)],
    [
      'far too large',
      (path: string) => {
        writeFileSync(path, '{');
        truncateSync(path, 600 * 1024 * 1024);
      },
    ],
  ])('hides names and says why when settings.json is %s', async (what, make) => {
    const dir = stores.dir();
    make(join(dir, 'settings.json'));
    const opened = openStore(dir);
    stores.adopt(opened.store);
    expect(opened.warnings.join(' ')).toMatch(
      what === 'a folder' ? /it is a folder, not a file/ : /it is 600 MB, far larger/,
    );
    expect((await createSettingsStore(opened.store).get('demo')).hideNames).toBe(true);
  });
});

describe('a store that cannot be used', () => {
  const settingsOf = (dir: string) => {
    const opened = openStore(dir);
    stores.adopt(opened.store);
    return { store: opened.store, settings: createSettingsStore(opened.store) };
  };

  it.each([
    ['a folder', 'folder', (path: string) => mkdirSync(path), /is a folder, not a file/],
    [
      'too large',
      'too-large',
      (path: string) => {
        writeFileSync(path, '');
        truncateSync(path, STORE_LIMIT_BYTES + 1);
      },
      /is 256 MB, larger than the app's store can be/,
    ],
    [
      'cut to half its size',
      'damaged',
      (path: string) => {
        const db = new (sqlite().DatabaseSync)(path);
        db.exec('CREATE TABLE filler (x TEXT)');
        for (let i = 0; i < 200; i++) db.exec(`INSERT INTO filler VALUES (hex(randomblob(500)))`);
        db.close();
        truncateSync(path, Math.floor(statSync(path).size / 2));
      },
      /is damaged/,
    ],
    [
      'not a database',
      'damaged',
      (path: string) => writeFileSync(path, 'x'.repeat(8192)),
      /is damaged/,
    ],
    [
      'from a newer app',
      'newer',
      (path: string) => {
        const db = new (sqlite().DatabaseSync)(path);
        db.exec(`PRAGMA user_version = ${STORE_VERSION + 1}`);
        db.close();
      },
      /written by a newer version of Bookings Viewer/,
    ],
  ] as const)(
    'is told apart when it is %s, hides names and refuses changes',
    async (_w, kind, make, words) => {
      const dir = stores.dir();
      make(join(dir, STORE_FILE));
      const { store, settings } = settingsOf(dir);
      expect(store.problem?.kind).toBe(kind);
      expect(store.problem?.message).toMatch(words);
      const read = await settings.get('demo');
      expect(read.hideNames).toBe(true);
      expect(read.namesNotice).toEqual({
        reason: 'store-unusable',
        message: expect.stringMatching(words),
      });
      expect(await settings.nameSalt('demo')).toMatch(/^[0-9a-f]{32}$/);
      await expect(settings.update('demo', { hideNames: false })).rejects.toThrow(words);
      expect((await createAccountsStore(store).list()).warning).toMatch(words);
    },
  );

  it('hides names where the stored switch holds a value of the wrong type', async () => {
    const dir = stores.dir();
    const { settings } = settingsOf(dir);
    await settings.update('demo', { hideNames: false });
    const db = raw(dir);
    db.exec(`UPDATE account_settings SET hide_names = 'true' WHERE account_id = 'demo'`);
    db.close();
    expect(await settings.get('demo')).toMatchObject({
      hideNames: true,
      namesNotice: {
        reason: 'unclear-setting',
        message: expect.stringMatching(/holds "true", which is neither on nor off/),
      },
    });
    expect(await settings.nameSalt('demo')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('the store file', () => {
  // With no umask to help, so the modes come from the code alone.
  it.skipIf(process.platform === 'win32')(
    'is the user’s own, with its WAL files and the backups of the old files',
    async () => {
      const umask = process.umask(0);
      try {
        const dir = stores.dir();
        withLegacyFiles(dir);
        const settings = createSettingsStore(stores.open(dir));
        const reader = createSettingsStore(stores.open(dir));
        await settings.update('a', { hideNames: true });
        await reader.get('a');
        const files = readdirSync(dir);
        expect(files).toEqual(
          expect.arrayContaining([STORE_FILE, `${STORE_FILE}-wal`, `${STORE_FILE}-shm`]),
        );
        for (const file of files)
          expect([file, statSync(join(dir, file)).mode & 0o777]).toEqual([file, 0o600]);
      } finally {
        process.umask(umask);
      }
    },
  );

  it('gives one pseudonym key to two processes that first need it at once', async () => {
    const dir = stores.dir();
    const one = createSettingsStore(stores.open(dir));
    const two = createSettingsStore(stores.open(dir));
    await one.update('a', { hideNames: false });
    const db = raw(dir);
    db.exec(`UPDATE account_settings SET hide_names = 1, name_salt = NULL`);
    db.close();
    const [a, b] = await Promise.all([one.nameSalt('a'), two.nameSalt('a')]);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
  });

  it('keeps a site’s hours and target when its saved zone is no zone, and flags it', async () => {
    const dir = stores.dir();
    const settings = createSettingsStore(stores.open(dir));
    const band = { low: 0.5, high: 0.8 };
    await settings.updateSites('a', [
      { locationId: 'x', zone: 'Europe/Paris', hours: null, target: band },
    ]);
    const db = raw(dir);
    db.exec(`UPDATE sites SET zone = 'Mars/Olympus_Mons'`);
    db.close();
    expect((await settings.sites('a')).get('x')).toEqual({
      zone: null,
      hours: null,
      target: band,
      holidays: null,
      invalidZone: 'Mars/Olympus_Mons',
    });
    // Another site's change leaves it as it is.
    await settings.updateSites('a', [{ locationId: 'y', zone: 'Asia/Tokyo', hours: null }]);
    expect((await settings.sites('a')).get('x')).toMatchObject({
      target: band,
      invalidZone: 'Mars/Olympus_Mons',
    });
  });
});
