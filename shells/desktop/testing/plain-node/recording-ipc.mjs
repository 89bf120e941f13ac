// The stand-in's ipcMain, and the page's side of it: the test calls a channel as the preload does
// (invoke for handle, send for on), from a sender it describes, so the app's sender check runs on
// what Electron would give it: the webContents, and the frame with its URL and parent.
import { EventEmitter } from 'node:events';
import { record } from './control-channel.mjs';
import { openWindows } from './recording-app.mjs';
import { RecordingWebContents } from './recording-window.mjs';

class RecordingIpcMain extends EventEmitter {
  handlers = new Map();

  handle(channel, handler) {
    if (this.handlers.has(channel))
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    record('ipcMain.handle', { channel });
    this.handlers.set(channel, handler);
  }
  removeHandler(channel) {
    record('ipcMain.removeHandler', { channel });
    this.handlers.delete(channel);
  }
  on(channel, listener) {
    record('ipcMain.on', { channel });
    return super.on(channel, listener);
  }
  removeListener(channel, listener) {
    record('ipcMain.removeListener', { channel });
    return super.removeListener(channel, listener);
  }
}

export const ipcMain = new RecordingIpcMain();

// Another page's webContents (a window the app did not make): made once, for every such sender.
let strangerContents = null;

/**
 * The event Electron passes with a message from `sender`: the app window's top frame showing the
 * page it loaded unless told otherwise (`url`, `frame: 'child'` for an iframe, `contents: 'other'`).
 */
function eventFrom(sender = {}) {
  const win = [...openWindows][0];
  if (!win && sender.contents !== 'other') throw new Error('There is no window to send from');
  const contents =
    sender.contents === 'other'
      ? (strangerContents ??= new RecordingWebContents())
      : win.webContents;
  const top = { url: contents.url, parent: null };
  const senderFrame =
    sender.frame === 'child'
      ? { url: sender.url ?? 'about:blank', parent: top }
      : { url: sender.url ?? contents.url, parent: null };
  return { sender: contents, senderFrame, frameId: 1, processId: 1 };
}

/** ipcRenderer.invoke: the handler's answer, or its failure. */
export async function invokeFromPage({ channel, args = [], sender }) {
  const handler = ipcMain.handlers.get(channel);
  if (!handler) throw new Error(`No handler registered for '${channel}'`);
  return handler(eventFrom(sender), ...args);
}

/** ipcRenderer.send: every listener hears it; nothing comes back. */
export function sendFromPage({ channel, args = [], sender }) {
  ipcMain.emit(channel, eventFrom(sender), ...args);
  return null;
}
