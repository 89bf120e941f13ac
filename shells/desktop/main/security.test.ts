import { describe, expect, it, vi } from 'vitest';
import { shell } from '../testing/electron';
import { CONTENT_SECURITY_POLICY } from '#backend/content-security-policy';

const electron = {
  openExternal: vi.mocked(shell.openExternal),
  showItemInFolder: vi.mocked(shell.showItemInFolder),
};

const { hardenSession, hardenWebContents, openHttpsExternally } = await import('./security');

describe('web contents hardening', () => {
  it('denies navigation, redirects, webviews and window.open, sending https links to the browser', () => {
    const handlers = new Map<string, (event: { preventDefault(): void }) => void>();
    let openHandler: ((d: { url: string }) => { action: string }) | null = null;
    const contents = {
      on: (name: string, fn: (event: { preventDefault(): void }) => void) => handlers.set(name, fn),
      setWindowOpenHandler: (fn: (d: { url: string }) => { action: string }) => (openHandler = fn),
    };
    const opened: string[] = [];
    hardenWebContents(contents as never, (url) => opened.push(url));
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      handlers.get(name)?.(event);
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
    expect(openHandler).not.toBeNull();
    expect(openHandler!({ url: 'https://example.com/help' })).toEqual({ action: 'deny' });
    expect(opened).toEqual(['https://example.com/help']);
  });

  it('opens only https URLs externally', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://example.com',
      'smb://x/y',
      'nonsense',
    ])
      openHttpsExternally(url);
    expect(electron.openExternal).not.toHaveBeenCalled();
    openHttpsExternally('https://example.com/');
    expect(electron.openExternal).toHaveBeenCalledWith('https://example.com/');
  });
});

describe('session hardening', () => {
  it('refuses every permission and adds the CSP header to responses', () => {
    let request:
      ((wc: unknown, permission: string, cb: (granted: boolean) => void) => void) | null = null;
    let check: (() => boolean) | null = null;
    let headers: ((details: unknown, cb: (r: unknown) => void) => void) | null = null;
    const session = {
      setPermissionRequestHandler: (fn: typeof request) => (request = fn),
      setPermissionCheckHandler: (fn: typeof check) => (check = fn),
      setDevicePermissionHandler: () => undefined,
      webRequest: { onHeadersReceived: (fn: typeof headers) => (headers = fn) },
    };
    hardenSession(session as never);
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const cb = vi.fn();
      request!({}, permission, cb);
      expect(cb).toHaveBeenCalledWith(false);
    }
    expect(check!()).toBe(false);
    const cb = vi.fn();
    headers!({ responseHeaders: { 'X-Other': ['1'] } }, cb);
    expect(cb).toHaveBeenCalledWith({
      responseHeaders: { 'X-Other': ['1'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
});
