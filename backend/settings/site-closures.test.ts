// Each site's holiday calendar and closures in the store: a change writes only what it names, a
// closure is one short transaction, one overlapping a saved one is refused, a reopening removes
// the closures it touches, whole, and says which.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTempStores } from '../store/testing/temp-stores';
import { createSettingsStore, MAX_CLOSURES_PER_SITE } from './settings-store';

const stores = useTempStores(beforeEach, afterEach);
const band = { low: 0.6, high: 0.85 };

describe('a site’s holiday calendar', () => {
  it('is kept by a change that leaves it out, and by another process’s change of the zone', async () => {
    const one = createSettingsStore(stores.open());
    const two = createSettingsStore(stores.open());
    await one.updateSites('a', [
      { locationId: 'x', zone: 'Europe/London', hours: null, target: band, holidays: 'GB-ENG' },
    ]);
    await two.updateSites('a', [{ locationId: 'x', zone: 'Europe/Dublin' }]);
    expect((await one.sites('a')).get('x')).toEqual({
      zone: 'Europe/Dublin',
      hours: null,
      target: band,
      holidays: 'GB-ENG',
    });
    await one.updateSites('a', [{ locationId: 'x', holidays: null }]);
    expect((await two.sites('a')).get('x')).toMatchObject({
      zone: 'Europe/Dublin',
      holidays: null,
    });
  });
});

describe('a site’s closures', () => {
  const resurfacing = { from: '2026-06-05', to: '2026-06-05', reason: 'Resurfacing' };
  const summer = { from: '2026-08-03', to: '2026-08-14', reason: 'Summer shutdown' };

  it('are listed by site and first day, and leave the site’s settings as they were', async () => {
    const settings = createSettingsStore(stores.open());
    await settings.updateSites('a', [{ locationId: 'x', zone: 'Europe/London', hours: null }]);
    expect(await settings.closeSite('a', 'x', summer)).toEqual({ kind: 'saved' });
    expect(await settings.closeSite('a', 'x', resurfacing)).toEqual({ kind: 'saved' });
    expect(await settings.closeSite('a', 'y', resurfacing)).toEqual({ kind: 'saved' });
    expect(await settings.closures('a')).toEqual(
      new Map([
        ['x', [resurfacing, summer]],
        ['y', [resurfacing]],
      ]),
    );
    expect((await settings.closures('b')).size).toBe(0);
    expect((await settings.sites('a')).get('x')).toMatchObject({ zone: 'Europe/London' });
    // A site with closures but no settings still has none.
    expect((await settings.sites('a')).has('y')).toBe(false);
  });

  it('refuse a closure that overlaps one saved, naming it, even from another process', async () => {
    const one = createSettingsStore(stores.open());
    const two = createSettingsStore(stores.open());
    await one.closeSite('a', 'x', summer);
    for (const days of [
      { from: '2026-08-14', to: '2026-08-20' },
      { from: '2026-07-01', to: '2026-08-03' },
      { from: '2026-08-05', to: '2026-08-05' },
      { from: '2026-08-01', to: '2026-08-31' },
    ])
      expect(await two.closeSite('a', 'x', { ...days, reason: 'Other' })).toEqual({
        kind: 'overlaps',
        closure: summer,
      });
    expect(
      await two.closeSite('a', 'x', { from: '2026-08-15', to: '2026-08-15', reason: 'Next day' }),
    ).toEqual({ kind: 'saved' });
  });

  it('are reopened whole where they overlap the days, and the ones removed are given', async () => {
    const settings = createSettingsStore(stores.open());
    await settings.closeSite('a', 'x', resurfacing);
    await settings.closeSite('a', 'x', summer);
    await settings.closeSite('a', 'y', summer);
    expect(await settings.reopenSite('a', 'x', '2026-08-10', '2026-08-10')).toEqual([summer]);
    expect((await settings.closures('a')).get('x')).toEqual([resurfacing]);
    expect((await settings.closures('a')).get('y')).toEqual([summer]);
    expect(await settings.reopenSite('a', 'x', '2026-06-06', '2026-07-31')).toEqual([]);
    expect(await settings.reopenSite('a', 'x', '2026-01-01', '2026-12-31')).toEqual([resurfacing]);
    expect((await settings.closures('a')).has('x')).toBe(false);
  });

  it('are at most MAX_CLOSURES_PER_SITE a site', async () => {
    const store = stores.open();
    store.write((sql) => {
      for (let i = 0; i < MAX_CLOSURES_PER_SITE; i++)
        sql.run(
          'INSERT INTO site_closures VALUES (?, ?, ?, ?, ?)',
          'a',
          'x',
          `1990-01-01+${i}`,
          '1990-01-01',
          'Old',
        );
    });
    const settings = createSettingsStore(store);
    expect(await settings.closeSite('a', 'x', resurfacing)).toEqual({ kind: 'full' });
    expect(await settings.closeSite('a', 'y', resurfacing)).toEqual({ kind: 'saved' });
  });

  it('go with the account when it is forgotten', async () => {
    const settings = createSettingsStore(stores.open());
    await settings.closeSite('a', 'x', resurfacing);
    await settings.closeSite('b', 'x', resurfacing);
    await settings.forget('a');
    expect((await settings.closures('a')).size).toBe(0);
    expect((await settings.closures('b')).get('x')).toEqual([resurfacing]);
  });
});
