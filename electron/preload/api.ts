import type { ExportProgress, InsightsProgress } from '#shared/contract';
import { METHOD_NAMES } from '#shared/method-names';
import type { Result } from '#shared/result';
import { IPC_CHANNELS, type PreloadApi } from '#shared/wire/preload-api';

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
  // The zod-free list: a sandboxed preload cannot load zod.
  for (const method of METHOD_NAMES) {
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
  api.onInsightsProgress = (listener: (p: InsightsProgress) => void): (() => void) => {
    const relay = (_event: unknown, progress: unknown): void =>
      listener(progress as InsightsProgress);
    ipc.on(IPC_CHANNELS.insightsProgress, relay);
    return () => ipc.removeListener(IPC_CHANNELS.insightsProgress, relay);
  };
  return Object.freeze(api) as PreloadApi;
}
