import { describe, expect, it, vi } from 'vitest';
import { electronFake } from '../testing/electron';
import type { ExportProgress, InsightsProgress, StoreChanged } from '#shared/contract';
import type { Dispatch } from '#shared/dispatch';

const ipcMain = { handlers: electronFake.ipcHandlers, listeners: electronFake.ipcListeners };

const { registerIpc } = await import('./ipc');

const OWN_URL = 'app://bookings-viewer/index.html';

function setup(dispatch: Dispatch = async () => ({ ok: true, value: 'done' })) {
  const sent: unknown[][] = [];
  const webContents = {
    id: 1,
    isDestroyed: () => false,
    send: (...args: unknown[]) => sent.push(args),
  };
  const mainFrame = { url: OWN_URL, parent: null };
  const win = { webContents };
  let progressListener: ((p: ExportProgress) => void) | null = null;
  let insightsListener: ((p: InsightsProgress) => void) | null = null;
  let storeListener: ((change: StoreChanged) => void) | null = null;
  const unregister = registerIpc({
    window: () => win as never,
    isTrustedUrl: (url) => url === OWN_URL,
    dispatch,
    subscribe: (event, listener) => {
      if (event === 'exportProgress') progressListener = listener as (p: ExportProgress) => void;
      else if (event === 'insightsProgress')
        insightsListener = listener as (p: InsightsProgress) => void;
      else storeListener = listener as (change: StoreChanged) => void;
      return () => {
        if (event === 'exportProgress') progressListener = null;
        else if (event === 'insightsProgress') insightsListener = null;
        else storeListener = null;
      };
    },
  });
  const event = (overrides: Record<string, unknown> = {}) => ({
    sender: webContents,
    senderFrame: mainFrame,
    ...overrides,
  });
  const call = ipcMain.handlers.get('bv:call') as (...args: unknown[]) => Promise<unknown>;
  const cancel = ipcMain.listeners.get('bv:cancel') as (...args: unknown[]) => void;
  return {
    sent,
    webContents,
    event,
    call,
    cancel,
    unregister,
    progress: () => progressListener,
    insights: () => insightsListener,
    store: () => storeListener,
  };
}

describe('IPC wiring', () => {
  it('registers exactly the call and cancel channels and dispatches a trusted call', async () => {
    const dispatch = vi.fn<Dispatch>(async () => ({ ok: true, value: 42 }));
    const { event, call, unregister } = setup(dispatch);
    expect([...ipcMain.handlers.keys()]).toEqual(['bv:call']);
    expect([...ipcMain.listeners.keys()]).toEqual(['bv:cancel']);
    await expect(call(event(), 'listAccounts', 'c1', {})).resolves.toEqual({ ok: true, value: 42 });
    expect(dispatch).toHaveBeenCalledWith('listAccounts', {}, expect.any(AbortSignal));
    unregister();
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('sends bookings sharing their equal users, locations and bays', async () => {
    const booking = (id: string) => ({
      id,
      startMs: 0,
      endMs: 1,
      user: { id: 'u1', name: 'Ana', email: null },
      location: { id: 'L1', name: 'Depot' },
      bay: null,
    });
    const value = { items: [booking('a'), booking('b')], dropped: 0 };
    const { event, call, unregister } = setup(async () => ({ ok: true, value }));
    const sent = (await call(event(), 'listBookings', 'c1', {})) as { value: typeof value };
    expect(sent.value).toEqual(value);
    expect(sent.value.items[0]?.user).toBe(sent.value.items[1]?.user);
    unregister();
  });

  it.each([
    ['another page URL', { senderFrame: { url: 'https://evil.example/', parent: null } }],
    ['a subframe of our page', { senderFrame: { url: OWN_URL, parent: {} } }],
    ['another window', { sender: { id: 2, isDestroyed: () => false, send: () => undefined } }],
    ['a destroyed frame', { senderFrame: null }],
  ])('drops calls from %s without dispatching', async (_what, overrides) => {
    const dispatch = vi.fn<Dispatch>();
    const { event, call, unregister } = setup(dispatch);
    const result = await call(event(overrides), 'listAccounts', 'c1', {});
    expect(result).toMatchObject({ ok: false });
    expect(dispatch).not.toHaveBeenCalled();
    unregister();
  });

  it('aborts the handler signal when the renderer cancels the call id, but not for a stranger', async () => {
    let seen: AbortSignal | null = null;
    const { event, call, cancel, unregister } = setup(
      (_m, _a, signal) =>
        new Promise((resolve) => {
          seen = signal;
          signal.addEventListener('abort', () =>
            resolve({ ok: false, error: { kind: 'cancelled', message: 'x' } }),
          );
        }),
    );
    const pending = call(event(), 'listBookings', 'call-7', {});
    cancel(event({ senderFrame: { url: 'https://evil.example/', parent: null } }), 'call-7');
    expect((seen as AbortSignal | null)?.aborted).toBe(false);
    cancel(event(), 'call-7');
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
    unregister();
  });

  it('forwards export progress to the window on its own channel', () => {
    const { sent, progress, unregister } = setup();
    const p = { exportId: 'e', state: 'running' } as unknown as ExportProgress;
    progress()?.(p);
    expect(sent).toEqual([['bv:event:exportProgress', p]]);
    unregister();
    expect(progress()).toBeNull();
  });

  it('forwards insights progress to the window on its own channel', () => {
    const { sent, insights, unregister } = setup();
    const p: InsightsProgress = { progressId: 'i-1', percent: 40, bookings: 1200 };
    insights()?.(p);
    expect(sent).toEqual([['bv:event:insightsProgress', p]]);
    unregister();
    expect(insights()).toBeNull();
  });

  it('forwards the store’s changes to the window on their own channel', () => {
    const { sent, store, unregister } = setup();
    const change: StoreChanged = {
      accountsChanged: false,
      settingsChanged: ['demo'],
      sitesChanged: [],
      hideNamesChanged: ['demo'],
    };
    store()?.(change);
    expect(sent).toEqual([['bv:event:storeChanged', change]]);
    unregister();
    expect(store()).toBeNull();
  });
});
