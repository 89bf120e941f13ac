import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../data/query-client';
import { createFakeBridge, demoCompany } from '../testing/fake-bridge';
import { prefetchStartup } from './startup-prefetch';

describe('prefetchStartup', () => {
  it('asks for accounts, settings, locations and bays at once, then today’s bookings at the remembered location', async () => {
    const company = demoCompany();
    company.settings = { ...company.settings, lastLocationId: 'loc-d', timezone: 'Asia/Tokyo' };
    const fake = createFakeBridge([company]);
    const client = createQueryClient({ retry: false });
    // 2026-03-29 20:00 UTC is already 30 March in Tokyo.
    const started = prefetchStartup(client, fake.bridge, 'demo', Date.UTC(2026, 2, 29, 20));
    // All four before any answer came back: none waits on another.
    expect(fake.calls.map((c) => c.method).sort()).toEqual([
      'getSettings',
      'listAccounts',
      'listBays',
      'listLocations',
    ]);
    await started;
    expect(fake.callsOf('listBookings').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        locationId: 'loc-d',
        timeMin: '2026-03-30T00:00:00+09:00',
        timeMax: '2026-03-31T00:00:00+09:00',
        timezone: 'Asia/Tokyo',
      },
    ]);
    expect(client.getQueryData(['demo', 'settings'])).toMatchObject({ lastLocationId: 'loc-d' });
  });

  it('falls back to the first location and asks for no bookings when settings fail', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const client = createQueryClient({ retry: false });
    await prefetchStartup(client, fake.bridge, 'demo');
    expect(
      fake.callsOf('listBookings').map((c) => (c.args as { locationId: string }).locationId),
    ).toEqual(['loc-h']);

    const failing = createFakeBridge([demoCompany()]);
    failing.failures.getSettings = { kind: 'internal', message: 'disk full' };
    await prefetchStartup(createQueryClient({ retry: false }), failing.bridge, 'demo');
    expect(failing.callsOf('listBookings')).toEqual([]);
  });
});
