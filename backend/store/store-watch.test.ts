import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoreChanged } from '#shared/contract';
import { createAccountsStore } from '../accounts/accounts-store';
import { createSettingsStore } from '../settings/settings-store';
import { createStoreWatch, watchStore } from './store-watch';
import { useTempStores } from './testing/temp-stores';

const stores = useTempStores(beforeEach, afterEach);

describe('the store watch', () => {
  it('tells which account another process hid the names of, and nothing of this process’s own changes', async () => {
    const app = stores.open();
    const watch = createStoreWatch(app);
    const other = createSettingsStore(stores.open());
    await createSettingsStore(app).update('mine', { lastLocationId: 'x' });
    expect(watch.check()).toBeNull();
    await other.update('acme', { hideNames: true });
    expect(watch.check()).toEqual({
      accountsChanged: false,
      settingsChanged: ['acme'],
      sitesChanged: [],
      hideNamesChanged: ['acme'],
    });
    expect(watch.check()).toBeNull();
    await other.update('acme', { lastLocationId: 'loc-2' });
    expect(watch.check()).toMatchObject({ settingsChanged: ['acme'], hideNamesChanged: [] });
  });

  it('tells of sites, accounts and the app-wide settings another process changed', async () => {
    const app = stores.open();
    const watch = createStoreWatch(app);
    await createSettingsStore(app).update('a', { zone: 'Asia/Tokyo' });
    const other = stores.open();
    await createSettingsStore(other).updateSites('b', [{ locationId: 'x', zone: 'Europe/Paris' }]);
    expect(watch.check()).toMatchObject({ sitesChanged: ['b'], accountsChanged: false });
    await createAccountsStore(other).add({
      id: 'c',
      label: 'C',
      host: 'c.example.com',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(watch.check()).toMatchObject({ accountsChanged: true, sitesChanged: [] });
    await createSettingsStore(other).update('b', { theme: 'dark' });
    expect(watch.check()?.settingsChanged).toEqual(expect.arrayContaining(['a', 'b']));
  });

  it('asks on its own, and tells whoever listens', async () => {
    const app = stores.open();
    const heard = new Promise<StoreChanged>((done) => {
      const stop = watchStore(
        app,
        (change) => {
          stop();
          done(change);
        },
        10,
      );
    });
    await createSettingsStore(stores.open()).update('acme', { hideNames: true });
    expect((await heard).hideNamesChanged).toEqual(['acme']);
  });
});
