import type { Bridge } from '#shared/contract';
import { createHttpBridge } from './http-bridge';
import { createIpcBridge } from './ipc-bridge';
import { takeSessionToken } from './session-token';

export { createHttpBridge, type HttpBridgeOptions } from './http-bridge';
export { createIpcBridge } from './ipc-bridge';
export type { PreloadApi } from '#shared/wire/preload-api';

/** The Bridge for wherever the page runs: IPC inside Electron, else HTTP to the browser shell. */
export function createBridgeFromEnvironment(win: Window = window): Bridge {
  if (win.bookingsViewer) return createIpcBridge(win.bookingsViewer);
  // Without a token every call fails with a clear 'auth' message from the server rather than here.
  return createHttpBridge({ token: takeSessionToken(win) ?? '' });
}
