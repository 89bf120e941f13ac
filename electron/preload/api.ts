import type { ExportProgress, MethodName } from '../../shared/contract';
import type { Result } from '../../shared/result';
import { IPC_CHANNELS, type PreloadApi } from '../../renderer/src/bridge/preload-api';

/**
 * The contract's method names. A sandboxed preload cannot load zod (the contract module's runtime), so the
 * list is spelled out here; the type check below and preload's unit test keep it equal to `methodNames`.
 */
export const PRELOAD_METHODS = [
  'getAppInfo',
  'listAccounts',
  'testConnection',
  'addAccount',
  'renameAccount',
  'removeAccount',
  'testAccount',
  'listLocations',
  'listBays',
  'listBookings',
  'getSettings',
  'updateSettings',
  'startExport',
  'cancelExport',
  'revealExport',
] as const satisfies readonly MethodName[];

// Fails to compile if the contract gains a method the list above lacks.
type Missing = Exclude<MethodName, (typeof PRELOAD_METHODS)[number]>;
const _exhaustive: [Missing] extends [never] ? true : Missing = true;
void _exhaustive;

/** The slice of ipcRenderer the preload uses; the real one is never handed to the page. */
export interface PreloadIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
}

/** Builds `window.bookingsViewer`: one named function per method, cancel, and progress events. */
export function createPreloadApi(ipc: PreloadIpc): PreloadApi {
  const api: Record<string, unknown> = {};
  for (const method of PRELOAD_METHODS) {
    // Each method passes only its name, call id and plain data: the page can never pick a channel.
    api[method] = (args: unknown, callId: string): Promise<Result<unknown>> =>
      ipc.invoke(IPC_CHANNELS.call, method, String(callId), args) as Promise<Result<unknown>>;
  }
  api.cancel = (callId: string): void => ipc.send(IPC_CHANNELS.cancel, String(callId));
  api.onExportProgress = (listener: (p: ExportProgress) => void): (() => void) => {
    const relay = (_event: unknown, progress: unknown): void =>
      listener(progress as ExportProgress);
    ipc.on(IPC_CHANNELS.exportProgress, relay);
    return () => ipc.removeListener(IPC_CHANNELS.exportProgress, relay);
  };
  return Object.freeze(api) as PreloadApi;
}
