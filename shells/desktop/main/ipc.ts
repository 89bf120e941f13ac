// The only file that touches ipcMain: a typed wrapper around the contract's single dispatch entry point.
import { ipcMain as electronIpcMain } from 'electron';
import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron';
import type { Subscribe } from '#shared/contract';
import type { Dispatch } from '#shared/dispatch';
import { fail, type Result } from '#shared/result';
import { encodeResultForIpc } from '#shared/wire/ipc-codec';
import { EVENT_NAMES } from '#shared/event-names';
import { eventChannel, IPC_CHANNELS } from '#shared/wire/preload-api';

/** What the IPC layer needs from the app. */
export interface IpcOptions {
  /** Defaults to Electron's ipcMain. */
  readonly ipcMain?: Pick<IpcMain, 'handle' | 'on' | 'removeHandler' | 'removeListener'>;
  /** The one window allowed to call; null before it exists or after it closed. */
  readonly window: () => { readonly webContents: WebContents } | null;
  readonly isTrustedUrl: (url: string) => boolean;
  readonly dispatch: Dispatch;
  /** The backend's events, each forwarded to the window on its own channel. */
  readonly subscribe: Subscribe;
}

/** True only for our window's top-level frame showing our own page. */
export function isTrustedSender(
  event: IpcMainEvent | IpcMainInvokeEvent,
  options: IpcOptions,
): boolean {
  const win = options.window();
  const frame = event.senderFrame;
  if (!win || !frame) return false;
  if (event.sender.id !== win.webContents.id) return false; // WebContents wrappers compare by id
  if (frame.parent !== null) return false; // no iframes
  return options.isTrustedUrl(frame.url);
}

/** Registers 'bv:call' and 'bv:cancel' and forwards every event; returns the function that undoes it. */
export function registerIpc(options: IpcOptions): () => void {
  const running = new Map<string, AbortController>();

  const onCall = async (
    event: IpcMainInvokeEvent,
    method: unknown,
    callId: unknown,
    args: unknown,
  ): Promise<Result<unknown>> => {
    if (!isTrustedSender(event, options)) return fail('internal', 'Refused: unknown sender.');
    const id = typeof callId === 'string' ? callId.slice(0, 100) : '';
    const controller = new AbortController();
    if (id) running.set(id, controller);
    try {
      const result = await options.dispatch(method, args, controller.signal);
      return encodeResultForIpc(String(method), result);
    } finally {
      if (id && running.get(id) === controller) running.delete(id);
    }
  };
  const onCancel = (event: IpcMainEvent, callId: unknown): void => {
    if (!isTrustedSender(event, options) || typeof callId !== 'string') return;
    running.get(callId)?.abort();
  };

  const ipcMain = options.ipcMain ?? electronIpcMain;
  ipcMain.handle(IPC_CHANNELS.call, onCall);
  ipcMain.on(IPC_CHANNELS.cancel, onCancel);
  const sendToWindow = (channel: string, payload: unknown): void => {
    const win = options.window();
    if (win && !win.webContents.isDestroyed()) win.webContents.send(channel, payload);
  };
  const unsubscribers = EVENT_NAMES.map((event) =>
    options.subscribe(event, (payload) => sendToWindow(eventChannel(event), payload)),
  );
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    for (const controller of running.values()) controller.abort();
    ipcMain.removeHandler(IPC_CHANNELS.call);
    ipcMain.removeListener(IPC_CHANNELS.cancel, onCancel);
  };
}
