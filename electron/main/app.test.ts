import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '../../shared/dispatch';
import type * as Prefetch from '../backend/first-bookings-prefetch';
import type { Location, Parsed } from '../../shared/model';
import { firstBookingsTarget } from '../../shared/view/first-screen';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const appListeners = new Map<string, Listener>();
  const windows: Array<{
    options: Record<string, unknown>;
    listeners: Map<string, Listener>;
    loaded: string[];
    show: ReturnType<typeof vi.fn>;
  }> = [];
  const state = {
    lock: true,
    quit: 0,
    sandboxEnabled: false,
    appListeners,
    windows,
    handles: [] as string[],
    handlers: new Map<string, Listener>(),
    menu: [] as unknown[],
    sessionHardened: { permission: false, headers: false },
    ready: false,
    schemes: [] as Array<{ scheme: string; beforeReady: boolean }>,
    handled: [] as string[],
    dispatched: [] as string[],
  };
  class BrowserWindow {
    readonly listeners = new Map<string, Listener>();
    readonly loaded: string[] = [];
    readonly webContents = { id: 1, isDestroyed: () => false, send: () => undefined };
    constructor(readonly options: Record<string, unknown>) {
      windows.push(this);
    }
    once(name: string, fn: Listener) {
      this.listeners.set(name, fn);
    }
    on(name: string, fn: Listener) {
      this.listeners.set(name, fn);
    }
    isDestroyed() {
      return false;
    }
    isMinimized() {
      return true;
    }
    restore = vi.fn();
    focus = vi.fn();
    show = vi.fn();
    maximize = vi.fn();
    isMaximized = () => false;
    getNormalBounds = () => ({ x: 1, y: 2, width: 900, height: 600 });
    async loadURL(url: string) {
      this.loaded.push(url);
    }
  }
  return { state, BrowserWindow };
});

vi.mock('electron', () => ({
  app: {
    requestSingleInstanceLock: () => fake.state.lock,
    quit: () => fake.state.quit++,
    exit: () => undefined,
    enableSandbox: () => (fake.state.sandboxEnabled = true),
    on: (name: string, fn: Listener) => fake.state.appListeners.set(name, fn),
    whenReady: async () => void (fake.state.ready = true),
    getVersion: () => '1.2.3',
    getSystemLocale: () => 'de-DE',
    getPreferredSystemLanguages: () => ['en-US'],
    getPath: () => process.env.BOOKINGS_VIEWER_HOME ?? '/nonexistent',
    isPackaged: true,
  },
  BrowserWindow: fake.BrowserWindow,
  protocol: {
    registerSchemesAsPrivileged: (schemes: Array<{ scheme: string }>) =>
      fake.state.schemes.push(
        ...schemes.map((s) => ({ scheme: s.scheme, beforeReady: !fake.state.ready })),
      ),
    handle: (scheme: string) => fake.state.handled.push(scheme),
  },
  dialog: { showSaveDialog: vi.fn() },
  nativeTheme: { shouldUseDarkColors: true },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: {
    defaultSession: {
      setPermissionRequestHandler: () => (fake.state.sessionHardened.permission = true),
      setPermissionCheckHandler: () => undefined,
      setDevicePermissionHandler: () => undefined,
      webRequest: { onHeadersReceived: () => (fake.state.sessionHardened.headers = true) },
    },
  },
  shell: { openExternal: vi.fn(), showItemInFolder: vi.fn() },
  ipcMain: {
    handle: (channel: string, fn: Listener) => {
      fake.state.handles.push(channel);
      fake.state.handlers.set(channel, fn);
    },
    on: (channel: string) => fake.state.handles.push(channel),
    removeHandler: () => undefined,
    removeListener: () => undefined,
  },
}));
// Every call the backend's dispatch receives, to see what main starts on its own.
vi.mock('../backend/first-bookings-prefetch', async (importOriginal) => {
  const real = await importOriginal<typeof Prefetch>();
  return {
    withFirstBookingsPrefetch: (inner: Dispatch) =>
      real.withFirstBookingsPrefetch((method, args, signal) => {
        fake.state.dispatched.push(String(method));
        return inner(method, args, signal);
      }),
  };
});
vi.mock('./menu', () => ({ installApplicationMenu: (o: unknown) => fake.state.menu.push(o) }));
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
    fake.state.lock = false;
    await startApp();
    expect(fake.state.quit).toBe(1);
    expect(fake.state.windows).toHaveLength(0);
    fake.state.lock = true;
  });

  it('opens one hardened window on our own page, wires IPC, menu and single-instance focus', async () => {
    const { startApp } = await import('./app');
    await startApp();
    expect(fake.state.sandboxEnabled).toBe(true);
    expect(fake.state.sessionHardened).toEqual({ permission: true, headers: true });
    expect(fake.state.windows).toHaveLength(1);
    const win = fake.state.windows[0]!;
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
    expect(fake.state.schemes).toEqual([{ scheme: 'app', beforeReady: true }]);
    expect(fake.state.handled).toEqual(['app']);
    expect(fake.state.handles).toEqual(['bv:call', 'bv:cancel']);
    expect(fake.state.menu).toEqual([
      expect.objectContaining({
        version: '1.2.3',
        openExternal: expect.any(Function),
        showAbout: expect.any(Function),
      }),
    ]);
    expect([...fake.state.appListeners.keys()]).toEqual(
      expect.arrayContaining([
        'second-instance',
        'web-contents-created',
        'window-all-closed',
        'will-quit',
      ]),
    );
    const contentsEvents: string[] = [];
    const openHandlers: Array<(d: { url: string }) => unknown> = [];
    fake.state.appListeners.get('web-contents-created')?.(
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
      fake.state.handlers.get('bv:call')?.(
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
    fake.state.appListeners.get('second-instance')?.();
    expect((win as unknown as { restore: ReturnType<typeof vi.fn> }).restore).toHaveBeenCalled();
    expect((win as unknown as { focus: ReturnType<typeof vi.fn> }).focus).toHaveBeenCalled();
  });

  it('tells the page the OS’s regional format first, then its preferred languages', async () => {
    const info = (await fake.state.handlers.get('bv:call')?.(
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

  it('starts the first bookings in main once the page has its settings and locations, and answers the page’s request with them', async () => {
    const call = (method: string, args: unknown) =>
      fake.state.handlers.get('bv:call')?.(
        {
          sender: { id: 1 },
          senderFrame: { url: 'app://bookings-viewer/index.html', parent: null },
        },
        method,
        `c-${method}`,
        args,
      ) as Promise<{ ok: boolean; value?: unknown }>;
    fake.state.dispatched.length = 0;
    const settings = await call('getSettings', { accountId: 'demo' });
    expect(fake.state.dispatched).toEqual(['getSettings']);
    const locations = await call('listLocations', { accountId: 'demo' });
    // Main asked for the bookings before the page did.
    expect(fake.state.dispatched).toEqual(['getSettings', 'listLocations', 'listBookings']);
    const target = firstBookingsTarget(
      'demo',
      settings.value as { timezone: string | null; lastLocationId: string | null },
      (locations.value as Parsed<Location>).items,
      Date.now(),
    );
    const bookings = await call('listBookings', target!.args);
    expect(bookings).toMatchObject({ ok: true, value: { items: expect.any(Array) } });
    expect(fake.state.dispatched.filter((m) => m === 'listBookings')).toHaveLength(1);
  });
});
