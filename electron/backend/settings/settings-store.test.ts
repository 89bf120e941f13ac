import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settings store', () => {
  it('reads the zone of a file written when it was called timezone, and writes it as zone', async () => {
    const legacy = {
      version: 1,
      theme: 'dark',
      accounts: { a: { timezone: 'Asia/Tokyo', lastLocationId: 'loc1' } },
    };
    await writeFile(join(dir, 'settings.json'), JSON.stringify(legacy));
    const store = createSettingsStore(dir);
    expect(await store.get('a')).toMatchObject({ zone: 'Asia/Tokyo', lastLocationId: 'loc1' });
    await store.update('a', { lastLocationId: 'loc2' });
    const written = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'));
    expect(written.accounts.a).toEqual({
      zone: 'Asia/Tokyo',
      lastLocationId: 'loc2',
      timeOfDay: null,
      sites: {},
    });
  });

  it('keeps the zone, last location and hours of the day per account and the theme globally', async () => {
    const store = createSettingsStore(dir);
    expect(await store.get('a')).toEqual({
      zone: null,
      lastLocationId: null,
      timeOfDay: null,
      theme: 'system',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
    });
    await store.update('a', { zone: 'Europe/London', lastLocationId: 'loc1' });
    await store.update('b', {
      zone: 'Asia/Tokyo',
      theme: 'dark',
      timeOfDay: { startMinute: 420, endMinute: 1140 },
    });
    await store.update('a', { lastLocationId: null });
    const reopened = createSettingsStore(dir);
    expect(await reopened.get('a')).toEqual({
      zone: 'Europe/London',
      lastLocationId: null,
      timeOfDay: null,
      theme: 'dark',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
    });
    // The hours of the day are per account, as the zone is.
    expect(await reopened.get('b')).toEqual({
      zone: 'Asia/Tokyo',
      lastLocationId: null,
      timeOfDay: { startMinute: 420, endMinute: 1140 },
      theme: 'dark',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
    });
    await reopened.forget('a');
    expect(await createSettingsStore(dir).get('a')).toEqual({
      zone: null,
      lastLocationId: null,
      timeOfDay: null,
      theme: 'dark',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
    });
  });

  it('falls back to defaults when settings.json is corrupt and sets the file aside', async () => {
    await writeFile(join(dir, 'settings.json'), 'garbage');
    expect(await createSettingsStore(dir).get('a')).toEqual({
      zone: null,
      lastLocationId: null,
      timeOfDay: null,
      theme: 'system',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
    });
    expect((await readdir(dir)).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true);
  });

  // With no umask to help, so the modes come from the code alone.
  it.skipIf(process.platform === 'win32')(
    'keeps settings.json 0600 after every write, also after a corrupt file was set aside',
    async () => {
      const umask = process.umask(0);
      try {
        const modeOf = async (name: string) => (await stat(join(dir, name))).mode & 0o777;
        const store = createSettingsStore(dir);
        await store.update('a', { zone: 'Europe/London' });
        expect(await modeOf('settings.json')).toBe(0o600);
        await store.update('a', { theme: 'dark' });
        expect(await modeOf('settings.json')).toBe(0o600);
        await store.forget('a');
        expect(await modeOf('settings.json')).toBe(0o600);

        await writeFile(join(dir, 'settings.json'), '{"version":1,"accounts":');
        await chmod(join(dir, 'settings.json'), 0o664);
        const reopened = createSettingsStore(dir);
        await reopened.update('b', { lastLocationId: 'loc' });
        expect(await modeOf('settings.json')).toBe(0o600);
        const aside = (await readdir(dir)).find((f) => f.startsWith('settings.json.corrupt-'));
        expect(aside).toBeDefined();
        expect(await modeOf(aside ?? '')).toBe(0o600);
      } finally {
        process.umask(umask);
      }
    },
  );

  it('keeps the clock and week start app-wide, and reads files from before them as automatic', async () => {
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        theme: 'dark',
        accounts: { a: { zone: null, lastLocationId: 'x' } },
      }),
    );
    const store = createSettingsStore(dir);
    expect(await store.get('a')).toMatchObject({ theme: 'dark', clock: 'auto', weekStart: 'auto' });
    await store.update('a', { clock: '12h', weekStart: 'sunday' });
    expect(await createSettingsStore(dir).get('b')).toMatchObject({
      theme: 'dark',
      clock: '12h',
      weekStart: 'sunday',
    });
    expect(await createSettingsStore(dir).get('a')).toMatchObject({ lastLocationId: 'x' });
  });
});

describe('a site’s target band', () => {
  const band = { low: 0.6, high: 0.85 };

  it('is kept when an update leaves it out, replaced when given, and removed by null', async () => {
    const store = createSettingsStore(dir);
    await store.updateSites('acc', [
      { locationId: 'loc-1', zone: 'UTC', hours: null, target: band },
    ]);
    // The Sites page's zone change does not carry the target: it stays.
    await store.updateSites('acc', [{ locationId: 'loc-1', zone: 'Europe/Zurich', hours: null }]);
    expect((await store.sites('acc')).get('loc-1')).toEqual({
      zone: 'Europe/Zurich',
      hours: null,
      target: band,
    });
    // Read back from the file by a new store, as the next start reads it.
    expect((await createSettingsStore(dir).sites('acc')).get('loc-1')?.target).toEqual(band);
    await store.updateSites('acc', [
      { locationId: 'loc-1', zone: 'UTC', hours: null, target: null },
    ]);
    expect((await store.sites('acc')).get('loc-1')?.target).toBeNull();
  });
});

describe('hidden names', () => {
  it('are off until turned on, per account, and kept in the file', async () => {
    const store = createSettingsStore(dir);
    expect((await store.get('a')).hideNames).toBe(false);
    expect(await store.nameSalt('a')).toBeNull();
    await store.update('a', { hideNames: true });
    expect((await createSettingsStore(dir).get('a')).hideNames).toBe(true);
    expect((await store.get('b')).hideNames).toBe(false);
    // An update that leaves it out keeps it.
    await store.update('a', { zone: 'UTC' });
    expect((await store.get('a')).hideNames).toBe(true);
  });

  it('get a random salt when first needed, kept through switching off and on, never shown', async () => {
    const store = createSettingsStore(dir);
    await store.update('a', { hideNames: true });
    await store.update('b', { hideNames: true });
    const salt = await store.nameSalt('a');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.nameSalt('b')).not.toBe(salt);
    await store.update('a', { hideNames: false });
    expect(await store.nameSalt('a')).toBeNull();
    await store.update('a', { hideNames: true });
    await store.updateSites('a', [{ locationId: 'loc-1', zone: 'UTC', hours: null }]);
    expect(await createSettingsStore(dir).nameSalt('a')).toBe(salt);
    expect(JSON.stringify(await store.get('a'))).not.toContain(salt);
    await store.forget('a');
    await store.update('a', { hideNames: true });
    expect(await store.nameSalt('a')).not.toBe(salt);
  });
});
