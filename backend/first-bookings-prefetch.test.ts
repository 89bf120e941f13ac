import { describe, expect, it } from 'vitest';
import type { Dispatch } from '#shared/dispatch';
import { ok, type Result } from '#shared/result';
import { withFirstBookingsPrefetch } from './first-bookings-prefetch';

const signal = new AbortController().signal;
// 2026-03-26 09:00 UTC.
const NOW = Date.UTC(2026, 2, 26, 9);
const expectedArgs = {
  accountId: 'acme',
  locationId: 'loc-2',
  timeMin: '2026-03-26T00:00:00+01:00',
  timeMax: '2026-03-27T00:00:00+01:00',
  zone: 'Europe/Berlin',
};

function fakeInner() {
  const calls: Array<[string, unknown]> = [];
  const inner: Dispatch = async (method, args): Promise<Result<unknown>> => {
    calls.push([method as string, args]);
    if (method === 'getSettings')
      return ok({ zone: 'Europe/Berlin', lastLocationId: 'loc-2', theme: 'system' });
    if (method === 'listLocations')
      return ok({
        items: [
          { id: 'loc-1', name: 'One' },
          { id: 'loc-2', name: 'Two' },
        ],
        dropped: 0,
      });
    if (method === 'listBookings') return ok({ items: [{ n: calls.length }], dropped: 0 });
    return ok(null);
  };
  return { inner, calls };
}

describe('withFirstBookingsPrefetch', () => {
  it('starts today’s bookings at the remembered location once settings and locations are answered, and the renderer’s request joins it', async () => {
    const { inner, calls } = fakeInner();
    const dispatch = withFirstBookingsPrefetch(inner, () => NOW);
    await dispatch('getSettings', { accountId: 'acme' }, signal);
    expect(calls.map((c) => c[0])).toEqual(['getSettings']);
    await dispatch('listLocations', { accountId: 'acme' }, signal);
    expect(calls.map((c) => c[0])).toEqual(['getSettings', 'listLocations', 'listBookings']);
    expect(calls[2]![1]).toEqual(expectedArgs);
    const early = await dispatch('listBookings', expectedArgs, signal);
    expect(early).toEqual(ok({ items: [{ n: 3 }], dropped: 0 }));
    // Taken once: the next request for the same bookings (a refresh) asks again.
    await dispatch('listBookings', expectedArgs, signal);
    expect(calls.filter((c) => c[0] === 'listBookings')).toHaveLength(2);
  });

  it('drops the early answer once names are hidden or shown: it was read under the other setting', async () => {
    const { inner, calls } = fakeInner();
    const dispatch = withFirstBookingsPrefetch(inner, () => NOW);
    await dispatch('getSettings', { accountId: 'acme' }, signal);
    await dispatch('listLocations', { accountId: 'acme' }, signal);
    await dispatch('updateSettings', { accountId: 'acme', hideNames: true }, signal);
    expect(await dispatch('listBookings', expectedArgs, signal)).toEqual(
      ok({ items: [{ n: 5 }], dropped: 0 }),
    );
    expect(calls.filter((c) => c[0] === 'listBookings')).toHaveLength(2);
  });

  it('drops the early answer when another process hides the names', async () => {
    const { inner, calls } = fakeInner();
    let drop: (accountId: string) => void = () => undefined;
    const dispatch = withFirstBookingsPrefetch(
      inner,
      () => NOW,
      (listener) => (drop = listener),
    );
    await dispatch('getSettings', { accountId: 'acme' }, signal);
    await dispatch('listLocations', { accountId: 'acme' }, signal);
    drop('acme');
    await dispatch('listBookings', expectedArgs, signal);
    expect(calls.filter((c) => c[0] === 'listBookings')).toHaveLength(2);
  });

  it('asks afresh for other bookings, and starts nothing again for the same account', async () => {
    const { inner, calls } = fakeInner();
    const dispatch = withFirstBookingsPrefetch(inner, () => NOW);
    await dispatch('listLocations', { accountId: 'acme' }, signal);
    await dispatch('getSettings', { accountId: 'acme' }, signal);
    const other = { ...expectedArgs, locationId: 'loc-1' };
    await dispatch('listBookings', other, signal);
    expect(calls.filter((c) => c[0] === 'listBookings').map((c) => c[1])).toEqual([
      expectedArgs,
      other,
    ]);
    await dispatch('getSettings', { accountId: 'acme' }, signal);
    await dispatch('listLocations', { accountId: 'acme' }, signal);
    expect(calls.filter((c) => c[0] === 'listBookings')).toHaveLength(2);
  });

  it('starts nothing when settings fail or the company has no location', async () => {
    const calls: string[] = [];
    const dispatch = withFirstBookingsPrefetch(async (method) => {
      calls.push(method as string);
      if (method === 'listLocations') return ok({ items: [], dropped: 0 });
      return ok({ zone: null, lastLocationId: null, theme: 'system' });
    });
    await dispatch('getSettings', { accountId: 'empty' }, signal);
    await dispatch('listLocations', { accountId: 'empty' }, signal);
    const failing = withFirstBookingsPrefetch(async (method) => {
      calls.push(method as string);
      return method === 'getSettings'
        ? { ok: false, error: { kind: 'internal', message: 'disk full' } }
        : ok({ items: [{ id: 'l', name: 'L' }], dropped: 0 });
    });
    await failing('getSettings', { accountId: 'acme' }, signal);
    await failing('listLocations', { accountId: 'acme' }, signal);
    expect(calls).not.toContain('listBookings');
  });
});
