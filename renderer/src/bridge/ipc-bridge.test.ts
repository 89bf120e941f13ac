import { describe, expect, it, vi } from 'vitest';
import { METHOD_NAMES } from '#shared/method-names';
import { createIpcBridge } from './ipc-bridge';
import type { PreloadApi } from '#shared/wire/preload-api';

function fakePreload(answer: (method: string, args: unknown, callId: string) => Promise<unknown>) {
  const cancelled: string[] = [];
  const api = Object.fromEntries(
    METHOD_NAMES.map((m) => [m, (args: unknown, callId: string) => answer(m, args, callId)]),
  ) as Record<string, unknown>;
  api.cancel = (callId: string) => cancelled.push(callId);
  api.onExportProgress = vi.fn(() => () => undefined);
  api.onInsightsProgress = vi.fn(() => () => undefined);
  return { api: api as unknown as PreloadApi, cancelled };
}

describe('IPC bridge', () => {
  it('passes each method with a fresh call id and returns its Result', async () => {
    const seen: unknown[][] = [];
    const { api } = fakePreload(async (...args) => {
      seen.push(args);
      return { ok: true, value: { accounts: [], warning: null } };
    });
    const bridge = createIpcBridge(api);
    await expect(bridge.listAccounts({})).resolves.toEqual({
      ok: true,
      value: { accounts: [], warning: null },
    });
    await bridge.listBays({ accountId: 'a' });
    expect(seen[0]?.[0]).toBe('listAccounts');
    expect(seen[1]?.slice(0, 2)).toEqual(['listBays', { accountId: 'a' }]);
    expect(seen[0]?.[2]).not.toBe(seen[1]?.[2]);
  });

  it('turns an abort into cancel(callId) and a cancelled Result', async () => {
    let release: (v: unknown) => void = () => undefined;
    let callId = '';
    const { api, cancelled } = fakePreload((_m, _a, id) => {
      callId = id;
      return new Promise((resolve) => (release = resolve));
    });
    const controller = new AbortController();
    const pending = createIpcBridge(api).listBookings(
      { accountId: 'a', locationId: 'l', timeMin: 'x', timeMax: 'y', zone: 'UTC' },
      controller.signal,
    );
    controller.abort();
    expect(cancelled).toEqual([callId]);
    release({ ok: false, error: { kind: 'cancelled', message: 'The request was cancelled.' } });
    await expect(pending).resolves.toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('does not call at all with an already aborted signal', async () => {
    const answer = vi.fn();
    const { api } = fakePreload(answer);
    const controller = new AbortController();
    controller.abort();
    await expect(createIpcBridge(api).listAccounts({}, controller.signal)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'cancelled' },
    });
    expect(answer).not.toHaveBeenCalled();
  });
});
