import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/query-client';
import { createFakeBridge, demoCompany } from '../testing/fake-bridge';
import { startFirstScreenCalls } from './first-screen-calls';
import { seedFirstScreen } from './seed-queries';
import { appInfoQuery, bookingsQuery, locationsQuery, settingsQuery } from '../data/queries';

describe('the first screen’s calls', () => {
  it('asks for accounts, app info (the OS’s locales), settings, locations, bays and sites at once, then today’s bookings at the remembered location', async () => {
    const company = demoCompany();
    company.settings = { ...company.settings, lastLocationId: 'loc-d', zone: 'Asia/Tokyo' };
    const fake = createFakeBridge([company]);
    // 2026-03-29 20:00 UTC is already 30 March in Tokyo.
    const calls = startFirstScreenCalls(fake.bridge, 'demo', Date.UTC(2026, 2, 29, 20));
    // All six before any answer came back: none waits on another.
    expect(fake.calls.map((c) => c.method).sort()).toEqual([
      'getAppInfo',
      'getSettings',
      'listAccounts',
      'listBays',
      'listLocations',
      'listSites',
    ]);
    const first = await calls.bookings;
    expect(first?.locationId).toBe('loc-d');
    expect(fake.callsOf('listBookings').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        locationId: 'loc-d',
        timeMin: '2026-03-30T00:00:00+09:00',
        timeMax: '2026-03-31T00:00:00+09:00',
        zone: 'Asia/Tokyo',
      },
    ]);
  });

  it('opens on the site’s own day under site time (the default), and on the account’s under a fixed zone', async () => {
    const company = demoCompany();
    company.settings = { ...company.settings, zone: 'Europe/Berlin' };
    company.sites = { 'loc-h': { zone: 'Asia/Tokyo', hours: null } };
    const fake = createFakeBridge([company]);
    // 2026-03-29 20:00 UTC is already 30 March in Tokyo, still the 29th in Berlin.
    const now = Date.UTC(2026, 2, 29, 20);
    expect((await startFirstScreenCalls(fake.bridge, 'demo', now).bookings)?.days).toMatchObject({
      from: '2026-03-30',
      zone: 'Asia/Tokyo',
    });
    localStorage.setItem('bookings-viewer:zone-choice:demo', 'fixed');
    expect((await startFirstScreenCalls(fake.bridge, 'demo', now).bookings)?.days).toMatchObject({
      from: '2026-03-29',
      zone: 'Europe/Berlin',
    });
  });

  it('falls back to the first location, and asks for no bookings when settings fail', async () => {
    const fake = createFakeBridge([demoCompany()]);
    expect((await startFirstScreenCalls(fake.bridge, 'demo').bookings)?.locationId).toBe('loc-h');

    const failing = createFakeBridge([demoCompany()]);
    failing.failures.getSettings = { kind: 'internal', message: 'disk full' };
    expect(await startFirstScreenCalls(failing.bridge, 'demo').bookings).toBeNull();
    expect(failing.callsOf('listBookings')).toEqual([]);
  });

  it('seeds the queries the components read, so they send no request of their own', async () => {
    const company = demoCompany();
    company.settings = { ...company.settings, lastLocationId: 'loc-d', zone: 'UTC' };
    const fake = createFakeBridge([company]);
    const client = createQueryClient({ retry: false });
    const now = Date.UTC(2026, 2, 26, 9);
    const calls = startFirstScreenCalls(fake.bridge, 'demo', now);
    await seedFirstScreen(client, calls);
    const first = await calls.bookings;
    if (!first) throw new Error('no first bookings');

    const settings = await client.fetchQuery(settingsQuery(fake.bridge, 'demo'));
    const bookings = await client.fetchQuery(
      bookingsQuery(fake.bridge, 'demo', 'loc-d', first.days),
    );
    expect(settings.lastLocationId).toBe('loc-d');
    const early = await first.result;
    expect(early.ok && bookings).toBe(early.ok && early.value);
    expect(fake.callsOf('getSettings')).toHaveLength(1);
    expect(fake.callsOf('listBookings')).toHaveLength(1);
    await client.fetchQuery(appInfoQuery(fake.bridge));
    expect(fake.callsOf('getAppInfo')).toHaveLength(1);
  });

  it('leaves a failed call’s query in error, and the next ask goes to the bridge', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.failures.listLocations = { kind: 'network', message: 'The server did not answer.' };
    const client = createQueryClient({ retry: false });
    await seedFirstScreen(client, startFirstScreenCalls(fake.bridge, 'demo'));
    expect(client.getQueryState(['demo', 'locations'])?.status).toBe('error');
    fake.failures.listLocations = null;
    const locations = await client.fetchQuery(locationsQuery(fake.bridge, 'demo'));
    expect(locations.items.map((l) => l.id)).toEqual(['loc-h', 'loc-d']);
    expect(fake.callsOf('listLocations')).toHaveLength(2);
  });
});
