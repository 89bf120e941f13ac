/**
 * The one fake of Electron for the main and preload tests (as Fiddle's tests/mocks/electron.ts):
 * vitest.config.ts aliases `electron` to this file in the Node project. Each function is a vi.fn
 * with the behaviour most tests want; what the app registers (IPC handlers, protocol handlers,
 * windows, app events, the preload's exposed API) is recorded in `electronFake` for the test to
 * drive. Every test file gets its own instance.
 */
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => unknown;

/** What the code under test registered with Electron, and the state the fake answers from. */
export const electronFake = {
  /** What requestSingleInstanceLock answers. */
  singleInstanceLock: true,
  /** Set once whenReady() was called. */
  ready: false,
  appListeners: new Map<string, Listener>(),
  windows: [] as FakeBrowserWindow[],
  /** Channels given to ipcMain.handle or ipcMain.on, in order. */
  ipcChannels: [] as string[],
  ipcHandlers: new Map<string, Listener>(),
  ipcListeners: new Map<string, Listener>(),
  /** Each scheme registered as privileged, and whether that happened before the app was ready. */
  privilegedSchemes: [] as Array<{ scheme: unknown; beforeReady: boolean }>,
  protocolHandlers: new Map<string, Listener>(),
  /** What the preload exposed in the main world, by key. */
  exposed: new Map<string, unknown>(),
  /** The sessions session.fromPartition made, by partition name. */
  sessions: new Map<string, FakeSession>(),
};

/** A BrowserWindow that records its options, listeners and loads. */
export class FakeBrowserWindow {
  readonly listeners = new Map<string, Listener>();
  readonly loaded: string[] = [];
  readonly webContents = { id: 1, isDestroyed: () => false, send: vi.fn() };
  readonly restore = vi.fn();
  readonly focus = vi.fn();
  readonly show = vi.fn();
  readonly maximize = vi.fn();
  constructor(readonly options: Record<string, unknown>) {
    electronFake.windows.push(this);
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
  isMaximized() {
    return false;
  }
  getNormalBounds() {
    return { x: 1, y: 2, width: 900, height: 600 };
  }
  async loadURL(url: string) {
    this.loaded.push(url);
  }
}

export const BrowserWindow = FakeBrowserWindow;

export const app = {
  isPackaged: true,
  requestSingleInstanceLock: vi.fn(() => electronFake.singleInstanceLock),
  quit: vi.fn(),
  exit: vi.fn(),
  enableSandbox: vi.fn(),
  on: vi.fn((name: string, fn: Listener) => electronFake.appListeners.set(name, fn)),
  whenReady: vi.fn(async () => {
    electronFake.ready = true;
  }),
  getVersion: vi.fn(() => '1.2.3'),
  getSystemLocale: vi.fn(() => 'de-DE'),
  getLocale: vi.fn(() => 'en-US'),
  getPreferredSystemLanguages: vi.fn(() => ['en-US']),
  getPath: vi.fn((_name: string) => process.env.BOOKINGS_VIEWER_HOME ?? '/nonexistent'),
  setPath: vi.fn(),
  dock: { hide: vi.fn() },
};

export const dialog = {
  showMessageBox: vi.fn(async (..._args: unknown[]) => ({ response: 0 })),
  showSaveDialog: vi.fn(
    async (..._args: unknown[]): Promise<{ canceled: boolean; filePath?: string }> => ({
      canceled: true,
    }),
  ),
};

export const shell = {
  openExternal: vi.fn(async (_url: string) => undefined),
  showItemInFolder: vi.fn((_path: string) => undefined),
};

export const Menu = {
  buildFromTemplate: vi.fn((template: unknown) => ({ template })),
  setApplicationMenu: vi.fn(),
};

export const ipcMain = {
  handle: vi.fn((channel: string, fn: Listener) => {
    electronFake.ipcChannels.push(channel);
    electronFake.ipcHandlers.set(channel, fn);
  }),
  on: vi.fn((channel: string, fn: Listener) => {
    electronFake.ipcChannels.push(channel);
    electronFake.ipcListeners.set(channel, fn);
  }),
  removeHandler: vi.fn((channel: string) => electronFake.ipcHandlers.delete(channel)),
  removeListener: vi.fn((channel: string) => electronFake.ipcListeners.delete(channel)),
};

export const ipcRenderer = {
  invoke: vi.fn(),
  send: vi.fn(),
  on: vi.fn(),
  removeListener: vi.fn(),
};

export const contextBridge = {
  exposeInMainWorld: vi.fn((key: string, api: unknown) => electronFake.exposed.set(key, api)),
};

export const protocol = {
  registerSchemesAsPrivileged: vi.fn((schemes: unknown[]) => {
    for (const scheme of schemes)
      electronFake.privilegedSchemes.push({ scheme, beforeReady: !electronFake.ready });
  }),
  handle: vi.fn((scheme: string, handler: Listener) =>
    electronFake.protocolHandlers.set(scheme, handler),
  ),
};

export const nativeTheme = { shouldUseDarkColors: true };

export const screen = {
  getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]),
};

/** A session made by fromPartition: records its proxy setting; its fetch is Node's, as net.fetch is here. */
export interface FakeSession {
  readonly partition: string;
  readonly setProxy: ReturnType<typeof vi.fn<(config: unknown) => Promise<void>>>;
  readonly fetch: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
}

export const session = {
  // One session per partition name, as Electron gives.
  fromPartition: vi.fn((partition: string): FakeSession => {
    const known = electronFake.sessions.get(partition);
    if (known) return known;
    const made: FakeSession = {
      partition,
      setProxy: vi.fn(async () => undefined),
      fetch: vi.fn((url: string, init?: RequestInit) => globalThis.fetch(url, init)),
    };
    electronFake.sessions.set(partition, made);
    return made;
  }),
  defaultSession: {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
    resolveProxy: vi.fn(async (_url: string) => 'DIRECT'),
    on: vi.fn(),
  },
};

export const net = {
  fetch: vi.fn((url: string, init?: RequestInit) => globalThis.fetch(url, init)),
};
