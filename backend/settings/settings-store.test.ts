import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTempStores } from '../store/testing/temp-stores';
import { createSettingsStore } from './settings-store';

const stores = useTempStores(beforeEach, afterEach);
let dir: string;
beforeEach(() => {
  dir = stores.dir();
});
const settingsIn = (folder: string) => createSettingsStore(stores.open(folder));

describe('settings store', () => {
  it('keeps the zone, last location and hours of the day per account and the theme globally', async () => {
    const store = settingsIn(dir);
    expect(await store.get('a')).toEqual({
      zone: null,
      lastLocationId: null,
      timeOfDay: null,
      theme: 'system',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
      namesNotice: null,
    });
    await store.update('a', { zone: 'Europe/London', lastLocationId: 'loc1' });
    await store.update('b', {
      zone: 'Asia/Tokyo',
      theme: 'dark',
      timeOfDay: { startMinute: 420, endMinute: 1140 },
    });
    await store.update('a', { lastLocationId: null });
    const reopened = settingsIn(dir);
    expect(await reopened.get('a')).toEqual({
      zone: 'Europe/London',
      lastLocationId: null,
      timeOfDay: null,
      theme: 'dark',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
      namesNotice: null,
    });
    // The hours of the day are per account, as the zone is.
    expect(await reopened.get('b')).toMatchObject({
      zone: 'Asia/Tokyo',
      timeOfDay: { startMinute: 420, endMinute: 1140 },
      theme: 'dark',
    });
    await reopened.forget('a');
    expect(await settingsIn(dir).get('a')).toMatchObject({ zone: null, lastLocationId: null });
  });

  it('changes only what a call names: a stale process never undoes another one’s change', async () => {
    const app = settingsIn(dir);
    const command = settingsIn(dir);
    expect((await app.get('a')).hideNames).toBe(false);
    await command.update('a', { hideNames: true });
    await command.updateSites('a', [{ locationId: 'x', zone: 'Asia/Tokyo', hours: null }]);
    // The app, which read its settings before, saves the location picked.
    await app.update('a', { lastLocationId: 'loc-2' });
    await app.updateSites('a', [{ locationId: 'y', zone: 'Europe/Paris', hours: null }]);
    expect(await command.get('a')).toMatchObject({ hideNames: true, lastLocationId: 'loc-2' });
    expect([...(await command.sites('a')).keys()]).toEqual(['x', 'y']);
  });

  it('keeps the clock and week start app-wide, and reads files from before them as automatic', async () => {
    await stores.writeLegacy(dir, 'settings.json', {
      version: 1,
      theme: 'dark',
      accounts: { a: { zone: null, lastLocationId: 'x' } },
    });
    const store = settingsIn(dir);
    expect(await store.get('a')).toMatchObject({ theme: 'dark', clock: 'auto', weekStart: 'auto' });
    await store.update('a', { clock: '12h', weekStart: 'sunday' });
    expect(await settingsIn(dir).get('b')).toMatchObject({
      theme: 'dark',
      clock: '12h',
      weekStart: 'sunday',
    });
    expect(await settingsIn(dir).get('a')).toMatchObject({ lastLocationId: 'x' });
  });
});

describe('a site’s target band', () => {
  const band = { low: 0.6, high: 0.85 };

  it('is kept when an update leaves it out, replaced when given, and removed by null', async () => {
    const store = settingsIn(dir);
    await store.updateSites('acc', [
      { locationId: 'loc-1', zone: 'UTC', hours: null, target: band },
    ]);
    // The Sites page's zone change does not carry the target: it stays.
    await store.updateSites('acc', [{ locationId: 'loc-1', zone: 'Europe/Zurich', hours: null }]);
    expect((await store.sites('acc')).get('loc-1')).toEqual({
      zone: 'Europe/Zurich',
      hours: null,
      target: band,
      holidays: null,
    });
    // Read back from the file by a new store, as the next start reads it.
    expect((await settingsIn(dir).sites('acc')).get('loc-1')?.target).toEqual(band);
    await store.updateSites('acc', [
      { locationId: 'loc-1', zone: 'UTC', hours: null, target: null },
    ]);
    expect((await store.sites('acc')).get('loc-1')?.target).toBeNull();
  });
});

describe('hidden names', () => {
  it('are off until turned on, per account, and kept in the store', async () => {
    const store = settingsIn(dir);
    expect((await store.get('a')).hideNames).toBe(false);
    expect(await store.nameSalt('a')).toBeNull();
    await store.update('a', { hideNames: true });
    expect((await settingsIn(dir).get('a')).hideNames).toBe(true);
    expect((await store.get('b')).hideNames).toBe(false);
    // An update that leaves it out keeps it.
    await store.update('a', { zone: 'UTC' });
    expect((await store.get('a')).hideNames).toBe(true);
  });

  it('get a random salt when first needed, kept through switching off and on, never shown', async () => {
    const store = settingsIn(dir);
    await store.update('a', { hideNames: true });
    await store.update('b', { hideNames: true });
    const salt = await store.nameSalt('a');
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(await store.nameSalt('b')).not.toBe(salt);
    await store.update('a', { hideNames: false });
    expect(await store.nameSalt('a')).toBeNull();
    await store.update('a', { hideNames: true });
    await store.updateSites('a', [{ locationId: 'loc-1', zone: 'UTC', hours: null }]);
    expect(await settingsIn(dir).nameSalt('a')).toBe(salt);
    expect(JSON.stringify(await store.get('a'))).not.toContain(salt);
    await store.forget('a');
    await store.update('a', { hideNames: true });
    expect(await store.nameSalt('a')).not.toBe(salt);
  });
});

describe('a site without a saved row', () => {
  it('starts from what it showed, and two processes changing different parts of it keep both', async () => {
    const shipped = { zone: 'America/New_York', hours: null, target: null, holidays: null };
    const one = settingsIn(dir);
    const two = settingsIn(dir);
    await one.updateSites('demo', [{ locationId: 'x', zone: 'Asia/Tokyo' }], () => shipped);
    await two.updateSites(
      'demo',
      [{ locationId: 'x', target: { low: 0.1, high: 0.6 } }],
      () => shipped,
    );
    expect((await one.sites('demo')).get('x')).toMatchObject({
      zone: 'Asia/Tokyo',
      target: { low: 0.1, high: 0.6 },
    });
    // A new site takes what it showed for what its change leaves out.
    await two.updateSites('demo', [{ locationId: 'y', target: null }], () => shipped);
    expect((await one.sites('demo')).get('y')).toMatchObject({ zone: 'America/New_York' });
  });
});
