import { EVENT_NAMES, subscriberName } from '#shared/event-names';
import { METHOD_NAMES } from '#shared/method-names';
import type { Result } from '#shared/result';
import { eventChannel, IPC_CHANNELS, type PreloadApi } from '#shared/wire/preload-api';

/** The slice of ipcRenderer the preload uses; the real one is never handed to the page. */
export interface PreloadIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  send(channel: string, ...args: unknown[]): void;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void;
}

/** Builds `window.bookingsViewer`: one named function per method, cancel, and one subscriber per event. */
export function createPreloadApi(ipc: PreloadIpc): PreloadApi {
  const api: Record<string, unknown> = {};
  // The zod-free list: a sandboxed preload cannot load zod.
  for (const method of METHOD_NAMES) {
    // Each method passes only its name, call id and plain data: the page can never pick a channel.
    api[method] = (args: unknown, callId: string): Promise<Result<unknown>> =>
      ipc.invoke(IPC_CHANNELS.call, method, String(callId), args) as Promise<Result<unknown>>;
  }
  api.cancel = (callId: string): void => ipc.send(IPC_CHANNELS.cancel, String(callId));
  // Each subscriber listens to its own event's channel only, and hands the page the payload alone.
  for (const event of EVENT_NAMES) {
    const channel = eventChannel(event);
    api[subscriberName(event)] = (listener: (payload: unknown) => void): (() => void) => {
      const relay = (_event: unknown, payload: unknown): void => listener(payload);
      ipc.on(channel, relay);
      return () => ipc.removeListener(channel, relay);
    };
  }
  return Object.freeze(api) as PreloadApi;
}
