import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app, electronFake, net, session } from '../testing/electron';
import { startDemoServer } from '#demo-api/server';
import type { Dispatch } from '#shared/dispatch';
import type * as Prefetch from '#backend/first-bookings-prefetch';
import type { Location, Parsed } from '#shared/model';
import { firstBookingsTarget } from '#shared/view/first-screen';
import { SHELL_WORDS } from './words';

const fake = vi.hoisted(() => ({ dispatched: [] as string[], menu: [] as unknown[] }));
const calls = (fn: unknown) => vi.mocked(fn as () => unknown).mock.calls.length;

// Every call the backend's dispatch receives, to see what main starts on its own.
vi.mock('#backend/first-bookings-prefetch', async (importOriginal) => {
  const real = await importOriginal<typeof Prefetch>();
  return {
    withFirstBookingsPrefetch: (inner: Dispatch) =>
      real.withFirstBookingsPrefetch((method, args, signal) => {
        fake.dispatched.push(String(method));
        return inner(method, args, signal);
      }),
  };
});
vi.mock('./menu', () => ({ installApplicationMenu: (o: unknown) => fake.menu.push(o) }));
vi.mock('./about', () => ({ showAboutDialog: vi.fn() }));

let home: string;
beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-app-'));
  vi.stubEnv('BOOKINGS_VIEWER_HOME', home);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(home, { recursive: true, force: true });
});

describe('startApp', () => {
  it('quits at once when another instance holds the lock', async () => {
    const { startApp } = await import('./app');
    electronFake.singleInstanceLock = false;
    await startApp();
    expect(calls(app.quit)).toBe(1);
    expect(electronFake.windows).toHaveLength(0);
    electronFake.singleInstanceLock = true;
  });

  it('opens one hardened window on our own page, wires IPC, menu and single-instance focus', async () => {
    const { startApp } = await import('./app');
    await startApp();
    expect(app.enableSandbox).toHaveBeenCalled();
    expect(session.defaultSession.setPermissionRequestHandler).toHaveBeenCalled();
    expect(session.defaultSession.webRequest.onHeadersReceived).toHaveBeenCalled();
    // Downloads (the Insights picture) are saved privately by picture-downloads.ts, not by Chromium.
    expect(session.defaultSession.on).toHaveBeenCalledWith('will-download', expect.any(Function));
    expect(electronFake.windows).toHaveLength(1);
    const win = electronFake.windows[0]!;
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      preload: expect.stringMatching(/preload[\\/]index\.cjs$/),
    });
    // Settings follow the system theme by default, and the OS is dark here.
    expect(win.options.show).toBe(false);
    expect(win.options.backgroundColor).toBe('#242424');
    expect(win.show).not.toHaveBeenCalled();
    win.listeners.get('ready-to-show')?.();
    expect(win.show).toHaveBeenCalledTimes(1);
    expect(win.loaded).toHaveLength(1);
    expect(win.loaded).toEqual(['app://bookings-viewer/index.html']);
    expect(
      electronFake.privilegedSchemes.map((s) => ({
        scheme: (s.scheme as { scheme: string }).scheme,
        beforeReady: s.beforeReady,
      })),
    ).toEqual([{ scheme: 'app', beforeReady: true }]);
    expect([...electronFake.protocolHandlers.keys()]).toEqual(['app']);
    expect(electronFake.ipcChannels).toEqual(['bv:call', 'bv:cancel']);
    expect(fake.menu).toEqual([
      expect.objectContaining({
        version: '1.2.3',
        openExternal: expect.any(Function),
        showAbout: expect.any(Function),
      }),
    ]);
    expect([...electronFake.appListeners.keys()]).toEqual(
      expect.arrayContaining([
        'second-instance',
        'web-contents-created',
        'window-all-closed',
        'will-quit',
      ]),
    );
    const contentsEvents: string[] = [];
    const openHandlers: Array<(d: { url: string }) => unknown> = [];
    electronFake.appListeners.get('web-contents-created')?.(
      {},
      {
        on: (name: string) => contentsEvents.push(name),
        setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => openHandlers.push(fn),
      },
    );
    expect(contentsEvents).toEqual(
      expect.arrayContaining(['will-navigate', 'will-attach-webview']),
    );
    expect(openHandlers[0]?.({ url: 'https://example.com' })).toEqual({ action: 'deny' });
    // IPC answers only our page on the app:// origin: not file://, another host or another page.
    const callFrom = (url: string) =>
      electronFake.ipcHandlers.get('bv:call')?.(
        { sender: { id: 1 }, senderFrame: { url, parent: null } },
        'listAccounts',
        'c1',
        {},
      ) as Promise<{ ok: boolean; error?: { message: string } }>;
    expect(await callFrom('app://bookings-viewer/index.html#/')).toMatchObject({ ok: true });
    for (const url of [
      'file:///opt/bookings-viewer/resources/app.asar/out/renderer/index.html',
      'app://evil/index.html',
      'app://bookings-viewer/other.html',
    ])
      expect(await callFrom(url), url).toMatchObject({
        ok: false,
        error: { message: 'Refused: unknown sender.' },
      });
    electronFake.appListeners.get('second-instance')?.();
    expect(win.restore).toHaveBeenCalled();
    expect(win.focus).toHaveBeenCalled();
  });

  it('builds the menu in the OS’s language, and again in the page’s when the page says it', async () => {
    const call = (args: unknown) =>
      electronFake.ipcHandlers.get('bv:call')?.(
        {
          sender: { id: 1 },
          senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
        },
        'setInterfaceLanguage',
        'c-language',
        args,
      ) as Promise<{ ok: boolean; value?: unknown }>;
    // English is preferred here; German is only the regional format, which decides dates, not words.
    expect(fake.menu).toEqual([expect.objectContaining({ words: SHELL_WORDS.en.menu })]);
    expect(await call({ language: 'de' })).toEqual({ ok: true, value: null });
    expect(fake.menu).toEqual([
      expect.objectContaining({ words: SHELL_WORDS.en.menu }),
      expect.objectContaining({ version: '1.2.3', words: SHELL_WORDS.de.menu }),
    ]);
    // Told the language it already speaks (the page says it at every start): the menu stays.
    expect(await call({ language: 'de' })).toEqual({ ok: true, value: null });
    expect(await call({ language: 'es' })).toMatchObject({ ok: false });
    expect(fake.menu).toHaveLength(2);
    expect(await call({ language: 'en' })).toEqual({ ok: true, value: null });
    expect(fake.menu).toHaveLength(3);
  });

  it('tells the page the OS’s regional format first, then its preferred languages', async () => {
    const info = (await electronFake.ipcHandlers.get('bv:call')?.(
      {
        sender: { id: 1 },
        senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
      },
      'getAppInfo',
      'c-info',
      {},
    )) as { ok: boolean; value?: unknown };
    expect(info).toMatchObject({
      ok: true,
      value: { shell: 'electron', locales: ['de-DE', 'en-US'] },
    });
  });

  it('sends a company’s API requests through net.fetch (the system proxy and certificates)', async () => {
    const call = (host: string) =>
      electronFake.ipcHandlers.get('bv:call')?.(
        {
          sender: { id: 1 },
          senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
        },
        'testConnection',
        'c-net',
        { host, apiKey: 'app-net-fetch-key-7a8b9c' },
      ) as Promise<{ ok: boolean; value?: unknown }>;
    net.fetch.mockClear();
    // A made-up company host: Chromium's network stack is stood in for by one empty answer.
    net.fetch.mockImplementationOnce(
      async () => new Response('[]', { headers: { 'content-type': 'application/json' } }),
    );
    expect(await call('bookings.acme.test')).toMatchObject({
      ok: true,
      value: { locationCount: 0 },
    });
    expect(net.fetch).toHaveBeenCalledWith(
      'https://bookings.acme.test/api/integrations/locations',
      expect.anything(),
    );
  });

  it('reaches a company on loopback in a direct session, never through net.fetch’s proxies', async () => {
    const company = await startDemoServer({ apiKey: 'app-net-fetch-key-7a8b9c' });
    try {
      net.fetch.mockClear();
      const answer = (await electronFake.ipcHandlers.get('bv:call')?.(
        {
          sender: { id: 1 },
          senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
        },
        'testConnection',
        'c-loopback',
        { host: company.host, apiKey: 'app-net-fetch-key-7a8b9c' },
      )) as { ok: boolean; value?: unknown };
      expect(answer).toMatchObject({ ok: true, value: { locationCount: 3 } });
      expect(net.fetch).not.toHaveBeenCalled();
      const [direct] = [...electronFake.sessions.values()];
      expect(direct?.setProxy).toHaveBeenCalledWith({ mode: 'direct' });
      expect(direct?.fetch).toHaveBeenCalledWith(`${company.url}/locations`, expect.anything());
    } finally {
      await company.close();
    }
  });

  it('starts the first bookings in main once the page has its settings and locations, and answers the page’s request with them', async () => {
    const call = (method: string, args: unknown) =>
      electronFake.ipcHandlers.get('bv:call')?.(
        {
          sender: { id: 1 },
          senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
        },
        method,
        `c-${method}`,
        args,
      ) as Promise<{ ok: boolean; value?: unknown }>;
    fake.dispatched.length = 0;
    const settings = await call('getSettings', { accountId: 'demo' });
    expect(fake.dispatched).toEqual(['getSettings']);
    const locations = await call('listLocations', { accountId: 'demo' });
    // Main asked for the bookings before the page did.
    expect(fake.dispatched).toEqual(['getSettings', 'listLocations', 'listBookings']);
    const target = firstBookingsTarget(
      'demo',
      settings.value as { zone: string | null; lastLocationId: string | null },
      (locations.value as Parsed<Location>).items,
      Date.now(),
    );
    const bookings = await call('listBookings', target!.args);
    expect(bookings).toMatchObject({ ok: true, value: { items: expect.any(Array) } });
    expect(fake.dispatched.filter((m) => m === 'listBookings')).toHaveLength(1);
  });
});
