// Electron's main-process API for running the BUILT out/main/index.js as the desktop app in plain
// Node (Electron cannot launch on the test machines): `node --import ./recording-register.mjs
// out/main/index.js`, forked by the test (shells/desktop/testing/built-app.ts). Nothing is drawn; every
// call the app makes is recorded and sent to the test, the save and message dialogs answer what the
// test says, and the test drives what a person or the OS would do (an IPC call from the page, a
// second launch, a menu click, a download) with commands. The --cli stand-in is electron-stand-in.mjs.
import { EventEmitter } from 'node:events';
import { ask, onCommand, record } from './control-channel.mjs';
import { app, openWindows, preventable, requireReady } from './recording-app.mjs';
import { clickMenuItem, Menu } from './recording-menu.mjs';
import { invokeFromPage, ipcMain, sendFromPage } from './recording-ipc.mjs';
import { net, protocol, protocolHandlers, session } from './recording-session.mjs';
import { BrowserWindow } from './recording-window.mjs';

export { app, BrowserWindow, ipcMain, Menu, net, protocol, session };

// A dialog's optional first argument is the window it is attached to.
const dialogArgs = (args) =>
  args[0] instanceof BrowserWindow ? [args[0], args[1] ?? {}] : [null, args[0] ?? {}];

export const dialog = {
  async showSaveDialog(...args) {
    const [win, options] = dialogArgs(args);
    record('dialog.showSaveDialog', { window: win?.id ?? null, options });
    const answer = await ask({ kind: 'showSaveDialog', options });
    return answer?.filePath
      ? { canceled: false, filePath: answer.filePath }
      : { canceled: true, filePath: '' };
  },
  async showOpenDialog(...args) {
    const [win, options] = dialogArgs(args);
    record('dialog.showOpenDialog', { window: win?.id ?? null, options });
    const answer = await ask({ kind: 'showOpenDialog', options });
    return answer?.filePaths?.length
      ? { canceled: false, filePaths: answer.filePaths }
      : { canceled: true, filePaths: [] };
  },
  async showMessageBox(...args) {
    const [win, options] = dialogArgs(args);
    record('dialog.showMessageBox', { window: win?.id ?? null, options });
    const answer = await ask({ kind: 'showMessageBox', options });
    return { response: answer?.response ?? 0, checkboxChecked: Boolean(answer?.checkboxChecked) };
  },
  showErrorBox(title, content) {
    record('dialog.showErrorBox', { title, content });
  },
};

export const shell = {
  showItemInFolder(path) {
    record('shell.showItemInFolder', { path });
  },
  async openExternal(url, options) {
    record('shell.openExternal', { url, options });
  },
  async openPath(path) {
    record('shell.openPath', { path });
    return '';
  },
};

const DISPLAY = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
};

export const screen = Object.assign(new EventEmitter(), {
  getAllDisplays() {
    requireReady("The 'screen' module");
    return [DISPLAY];
  },
  getPrimaryDisplay() {
    requireReady("The 'screen' module");
    return DISPLAY;
  },
  getDisplayMatching: () => DISPLAY,
  getDisplayNearestPoint: () => DISPLAY,
});

export const nativeTheme = Object.assign(new EventEmitter(), {
  shouldUseDarkColors: process.env.BV_STAND_IN_DARK === '1',
  shouldUseHighContrastColors: false,
  shouldUseInvertedColorScheme: false,
  themeSource: 'system',
});

const theWindow = () => {
  const win = [...openWindows][0];
  if (!win) throw new Error('The app has no window');
  return win;
};

// What the test may do, as the page, a person or the OS would.
onCommand('invoke', invokeFromPage);
onCommand('send', sendFromPage);
onCommand('appEvent', ({ event, args = [] }) => {
  const emitted = preventable();
  app.emit(event, emitted, ...args);
  return { defaultPrevented: emitted.defaultPrevented };
});
onCommand('userWindow', ({ action }) => {
  // A person's own action on the window: not the app's call, so recorded as the person's.
  const win = theWindow();
  record('user.window', { window: win.id, action });
  if (action === 'close') win.close();
  else if (action === 'minimize') {
    win.minimized = true;
    win.focused = false;
    win.emit('minimize', preventable());
  } else if (action === 'blur') {
    win.focused = false;
    win.emit('blur', preventable());
  } else throw new Error(`Unknown window action "${action}"`);
  return null;
});
onCommand('windowState', () =>
  [...openWindows].map((w) => ({
    id: w.id,
    visible: w.visible,
    focused: w.focused,
    minimized: w.minimized,
    maximized: w.maximized,
    bounds: w.getBounds(),
    url: w.webContents.url,
  })),
);
onCommand('menuClick', ({ path }) => (clickMenuItem(path), null));
onCommand('quit', () => (app.quit(), null));
onCommand('download', ({ url, filename }) => {
  // Chromium's will-download: the item can be read only while the event runs.
  const event = preventable();
  const item = {
    getURL: () => url,
    getFilename: () => filename,
    getMimeType: () => /^data:([^;,]+)/.exec(url)?.[1] ?? '',
    setSavePath: (path) => record('download.setSavePath', { path }),
    cancel: () => record('download.cancel'),
  };
  session.defaultSession.emit('will-download', event, item, theWindow().webContents);
  return { prevented: event.defaultPrevented };
});
onCommand('openWindow', ({ url }) => {
  const handler = theWindow().webContents.windowOpenHandler;
  if (!handler) return { action: 'allow' };
  const answer = handler({ url, frameName: '', features: '', disposition: 'new-window' });
  return { action: answer?.action ?? 'allow' };
});
onCommand('navigate', ({ url, event = 'will-navigate' }) => {
  const emitted = preventable({ url });
  theWindow().webContents.emit(event, emitted, url);
  return { prevented: emitted.defaultPrevented };
});
onCommand('appRequest', async ({ url, method = 'GET' }) => {
  const handler = protocolHandlers.get(new URL(url).protocol.slice(0, -1));
  if (!handler) throw new Error(`No protocol handler for ${url}`);
  const response = await handler(new Request(url, { method }));
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    size: body.length,
    text: body.subarray(0, 2000).toString('utf8'),
  };
});
