// The store's migrations: a file an app of version 1 wrote (accounts, settings, sites) upgrades to
// version 2 (sites' holiday calendars and closures, kept holidays) keeping everything it held.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountsStore } from '../accounts/accounts-store';
import { createSettingsStore } from '../settings/settings-store';
import { STORE_FILE } from './open-store';
import { migrationsAfter, STORE_VERSION } from './schema';
import { sqlite } from './sqlite';
import { useTempStores } from './testing/temp-stores';

const stores = useTempStores(beforeEach, afterEach);

/** A store as version 1 of the schema wrote it (its one migration, as this file holds it), with some of everything. */
function writeVersion1(dir: string): void {
  const db = new (sqlite().DatabaseSync)(join(dir, STORE_FILE));
  const [first] = migrationsAfter(0);
  first?.(db);
  db.exec(`
    INSERT INTO accounts VALUES ('acme', 'Acme', 'acme.example.com', '2026-03-02T09:15:00.000Z', 0);
    INSERT INTO app_settings VALUES ('theme', 'dark');
    INSERT INTO account_settings (account_id, zone, last_location_id, hide_names)
      VALUES ('acme', 'Europe/London', 'harbour', 0);
    INSERT INTO sites VALUES ('acme', 'harbour', 'Europe/London',
      '[null,{"startMinute":480,"endMinute":1080},null,null,null,null,null]',
      '{"low":0.6,"high":0.85}');
    INSERT INTO sites (account_id, location_id, zone) VALUES ('acme', 'munich', 'Europe/Berlin');
    PRAGMA user_version = 1;
  `);
  db.close();
}

describe('the store’s migrations', () => {
  it('are at version 4', () => {
    expect(STORE_VERSION).toBe(4);
  });

  it('upgrade a version 1 store to 2, keeping every account, setting and site', async () => {
    const dir = stores.dir();
    writeVersion1(dir);
    const store = stores.open(dir);
    expect(store.problem).toBeNull();
    expect(store.read((sql) => sql.get('PRAGMA user_version'))?.user_version).toBe(4);

    expect((await createAccountsStore(store).list()).accounts).toEqual([
      {
        id: 'acme',
        label: 'Acme',
        host: 'acme.example.com',
        createdAt: '2026-03-02T09:15:00.000Z',
      },
    ]);
    const settings = createSettingsStore(store);
    expect(await settings.get('acme')).toMatchObject({
      zone: 'Europe/London',
      lastLocationId: 'harbour',
      theme: 'dark',
      hideNames: false,
    });
    const sites = await settings.sites('acme');
    expect(sites.get('harbour')).toEqual({
      zone: 'Europe/London',
      hours: [null, { startMinute: 480, endMinute: 1080 }, null, null, null, null, null],
      target: { low: 0.6, high: 0.85 },
      holidays: null,
    });
    expect(sites.get('munich')).toEqual({
      zone: 'Europe/Berlin',
      hours: null,
      target: null,
      holidays: null,
    });
    expect((await settings.closures('acme')).size).toBe(0);

    // The new columns and tables take what version 2 saves, and leave the rest as it was.
    await settings.updateSites('acme', [{ locationId: 'munich', holidays: 'DE-BY' }]);
    await settings.closeSite('acme', 'harbour', {
      from: '2026-06-05',
      to: '2026-06-05',
      reason: 'Resurfacing',
    });
    expect((await settings.sites('acme')).get('munich')).toEqual({
      zone: 'Europe/Berlin',
      hours: null,
      target: null,
      holidays: 'DE-BY',
    });
    expect((await settings.closures('acme')).get('harbour')).toEqual([
      { from: '2026-06-05', to: '2026-06-05', reason: 'Resurfacing' },
    ]);
  });

  it('upgrade once when two processes open a version 1 store at the same moment', async () => {
    const dir = stores.dir();
    writeVersion1(dir);
    const [a, b] = [stores.open(dir), stores.open(dir)];
    expect([a.problem, b.problem]).toEqual([null, null]);
    expect((await createSettingsStore(b).sites('acme')).size).toBe(2);
  });
});
