import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridgeFromEnvironment } from './index';
import { takeSessionToken } from './session-token';

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  delete (window as { bookingsViewer?: unknown }).bookingsViewer;
  vi.unstubAllGlobals();
});

describe('session token', () => {
  it('takes the token from the hash, keeps it for reloads and removes it from the address', () => {
    history.replaceState(null, '', '/?x=1#token=abc%2Bdef');
    expect(takeSessionToken()).toBe('abc+def');
    expect(location.hash).toBe('');
    expect(location.search).toBe('?x=1');
    expect(sessionStorage.getItem('bookingsViewer.token')).toBe('abc+def');
    expect(takeSessionToken()).toBe('abc+def');
  });
  it('is null without hash or stored token', () => {
    expect(takeSessionToken()).toBeNull();
  });
});

describe('createBridgeFromEnvironment', () => {
  it('uses the HTTP transport with the session token outside Electron', async () => {
    history.replaceState(null, '', '/#token=t0k');
    const fetch = vi.fn(async () => new Response('{"ok":true,"value":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const bridge = createBridgeFromEnvironment();
    await bridge.removeAccount({ accountId: 'a' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/call/removeAccount');
    expect(new Headers(init.headers).get('X-Bookings-Viewer-Token')).toBe('t0k');
  });

  it('uses the preload API inside Electron', async () => {
    const getAppInfo = vi.fn(async () => ({
      ok: true,
      value: { version: '1', shell: 'electron', platform: 'x', locales: [] },
    }));
    Object.assign(window, {
      bookingsViewer: { getAppInfo, cancel: vi.fn(), onExportProgress: vi.fn() },
    });
    const result = await createBridgeFromEnvironment().getAppInfo({});
    expect(result).toMatchObject({ ok: true, value: { shell: 'electron' } });
    expect(getAppInfo).toHaveBeenCalledWith({}, expect.any(String));
  });
});
