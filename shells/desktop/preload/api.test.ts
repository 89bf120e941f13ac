import { describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES } from '#shared/method-names';
import { createPreloadApi, type PreloadIpc } from './api';

function fakeIpc() {
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc: PreloadIpc & { invoked: unknown[][]; sent: unknown[][] } = {
    invoked: [],
    sent: [],
    invoke: async (...args) => {
      ipc.invoked.push(args);
      return { ok: true, value: 'v' };
    },
    send: (...args) => void ipc.sent.push(args),
    on: (channel, listener) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(listener);
      listeners.set(channel, set);
    },
    removeListener: (channel, listener) => void listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, payload: unknown) =>
    listeners.get(channel)?.forEach((l) => l({}, payload));
  return { ipc, emit };
}

describe('preload API', () => {
  it('exposes one named function per method plus cancel and the progress events, and nothing else', () => {
    const api = createPreloadApi(fakeIpc().ipc);
    expect(Object.keys(api).sort()).toEqual(
      [
        ...METHOD_NAMES,
        'cancel',
        'onExportProgress',
        'onInsightsProgress',
        'onAllLocationsProgress',
        'onStoreChanged',
      ].sort(),
    );
    for (const key of Object.keys(api))
      expect(typeof (api as Record<string, unknown>)[key]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipc|invoke|send/i);
  });

  it('sends each call on the single call channel with its name and call id, and cancels by id', async () => {
    const { ipc } = fakeIpc();
    const api = createPreloadApi(ipc);
    await expect(api.listBays({ accountId: 'a' }, 'id-1')).resolves.toEqual({
      ok: true,
      value: 'v',
    });
    api.cancel('id-1');
    expect(ipc.invoked).toEqual([['bv:call', 'listBays', 'id-1', { accountId: 'a' }]]);
    expect(ipc.sent).toEqual([['bv:cancel', 'id-1']]);
  });

  it('relays export progress until unsubscribed', () => {
    const { ipc, emit } = fakeIpc();
    const api = createPreloadApi(ipc);
    const listener = vi.fn();
    const off = api.onExportProgress(listener);
    emit('bv:event:exportProgress', { exportId: 'e' });
    off();
    emit('bv:event:exportProgress', { exportId: 'f' });
    expect(listener.mock.calls).toEqual([[{ exportId: 'e' }]]);
  });

  it('relays insights progress on its own channel until unsubscribed', () => {
    const { ipc, emit } = fakeIpc();
    const api = createPreloadApi(ipc);
    const listener = vi.fn();
    const off = api.onInsightsProgress(listener);
    emit('bv:event:exportProgress', { exportId: 'e' });
    emit('bv:event:insightsProgress', { progressId: 'p', percent: 50, bookings: 3 });
    off();
    emit('bv:event:insightsProgress', { progressId: 'q', percent: 60, bookings: 4 });
    expect(listener.mock.calls).toEqual([[{ progressId: 'p', percent: 50, bookings: 3 }]]);
  });
});
