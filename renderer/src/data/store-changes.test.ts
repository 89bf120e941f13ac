import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Settings } from '#shared/contract';
import { createFakeBridge, demoCompany } from '../testing/fake-bridge';
import { queryKeys } from './queries';
import { catchUp } from './store-changes';

describe('what changed before the page listened', () => {
  it('drops an account’s people when its Hide names switch moved meanwhile, and nothing else', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const client = new QueryClient();
    const demo = fake.companies.get('demo')!;
    client.setQueryData<Settings>(queryKeys.settings('demo'), demo.settings);
    const bookingsKey = [...queryKeys.account('demo'), 'bookings', 'loc-h'];
    client.setQueryData(bookingsKey, { items: [{ user: { name: 'Ann Archer' } }] });
    const bays = queryKeys.bays('demo');
    client.setQueryData(bays, { items: [] });

    await catchUp(fake.bridge, client);
    expect(client.getQueryData(bookingsKey)).toBeDefined();

    // Another process hid the names while the first screen was drawn.
    demo.settings = { ...demo.settings, hideNames: true };
    await catchUp(fake.bridge, client);
    expect(client.getQueryData(bookingsKey)).toBeUndefined();
    expect(client.getQueryData(bays)).toBeUndefined();
    client.clear();
  });
});
