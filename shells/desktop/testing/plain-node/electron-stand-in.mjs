// Electron's API as far as the main bundle's --cli mode reaches it, for running the built
// out/main/index.js in plain Node (Electron cannot launch on the test machines). Everything a
// window would need throws, so a test that strays from the command line fails loudly.
const unavailable = (what) => () => {
  throw new Error(`${what} is not available when the main bundle runs in plain Node`);
};

export const app = {
  dock: undefined,
  whenReady: async () => undefined,
  exit: (code) => process.exit(code),
  getPath: unavailable('app.getPath'),
  on: () => app,
  once: () => app,
};
export const net = { fetch: (input, init) => globalThis.fetch(input, init) };
export const session = {
  defaultSession: { resolveProxy: async () => 'DIRECT' },
  // The direct session loopback requests take (electron-fetch.ts): Node's fetch has no proxy either.
  fromPartition: () => ({
    setProxy: async () => undefined,
    fetch: (input, init) => globalThis.fetch(input, init),
  }),
};
export const BrowserWindow = unavailable('BrowserWindow');
export const Menu = {
  buildFromTemplate: unavailable('Menu'),
  setApplicationMenu: unavailable('Menu'),
};
export const dialog = {
  showSaveDialog: unavailable('dialog'),
  showMessageBox: unavailable('dialog'),
};
export const ipcMain = { handle: unavailable('ipcMain'), on: unavailable('ipcMain') };
export const nativeTheme = { shouldUseDarkColors: false, on: () => nativeTheme };
export const protocol = {
  handle: unavailable('protocol'),
  registerSchemesAsPrivileged: unavailable('protocol'),
};
export const screen = { getPrimaryDisplay: unavailable('screen') };
export const shell = { openExternal: unavailable('shell') };
