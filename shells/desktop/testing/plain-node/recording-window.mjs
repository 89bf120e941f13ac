// The stand-in's BrowserWindow and its webContents: no page is drawn, but the window keeps the state
// the app asks about (minimised, maximised, bounds), records every call, and emits what Electron would
// (web-contents-created on creation, ready-to-show after a load, close and closed).
import { EventEmitter } from 'node:events';
import { record } from './control-channel.mjs';
import { app, openWindows, preventable, requireReady } from './recording-app.mjs';
import { session } from './recording-session.mjs';

/** What the stand-in's printToPDF returns: the test finds these bytes in the saved file. */
export const PRINTED_PDF = Buffer.from('%PDF-1.7\n% printed by the Electron stand-in\n%%EOF\n');

let lastContentsId = 0;
let lastWindowId = 0;

/** A webContents: what main sends to the page is recorded, and the handlers it installs are kept. */
export class RecordingWebContents extends EventEmitter {
  id = ++lastContentsId;
  url = '';
  destroyed = false;
  windowOpenHandler = null;

  on(event, listener) {
    record('webContents.on', { webContents: this.id, event });
    return super.on(event, listener);
  }
  get session() {
    return session.defaultSession;
  }
  getURL() {
    return this.url;
  }
  isDestroyed() {
    return this.destroyed;
  }
  send(channel, ...args) {
    if (this.destroyed) throw new Error('Object has been destroyed');
    record('webContents.send', { webContents: this.id, channel, args });
  }
  setWindowOpenHandler(handler) {
    record('webContents.setWindowOpenHandler', { webContents: this.id });
    this.windowOpenHandler = handler;
  }
  async printToPDF(options) {
    record('webContents.printToPDF', { webContents: this.id, options });
    return PRINTED_PDF;
  }
}

export class BrowserWindow extends EventEmitter {
  static getAllWindows() {
    return [...openWindows];
  }
  static getFocusedWindow() {
    return [...openWindows].find((w) => w.focused) ?? null;
  }

  constructor(options = {}) {
    requireReady('BrowserWindow');
    super();
    this.id = ++lastWindowId;
    this.options = options;
    this.webContents = new RecordingWebContents();
    this.bounds = {
      x: options.x ?? 100,
      y: options.y ?? 100,
      width: options.width ?? 800,
      height: options.height ?? 600,
    };
    this.visible = options.show !== false;
    this.minimized = false;
    this.maximized = false;
    this.focused = false;
    this.destroyed = false;
    openWindows.add(this);
    record('BrowserWindow.new', { window: this.id, webContents: this.webContents.id, options });
    app.emit('browser-window-created', preventable(), this);
    app.emit('web-contents-created', preventable(), this.webContents);
  }
  #call(what, details = {}) {
    if (this.destroyed) throw new Error('Object has been destroyed');
    record(`window.${what}`, { window: this.id, ...details });
  }
  on(event, listener) {
    // once() adds its listener through on(), wrapped: the wrapper knows the listener it runs.
    record('window.on', { window: this.id, event, once: typeof listener.listener === 'function' });
    return super.on(event, listener);
  }
  async loadURL(url) {
    this.#call('loadURL', { url });
    this.webContents.url = url;
    // Electron shows nothing until the page has painted: ready-to-show comes after the load starts.
    setImmediate(() => this.destroyed || this.emit('ready-to-show', preventable()));
  }
  show() {
    this.#call('show');
    this.visible = true;
    this.focused = true;
  }
  hide() {
    this.#call('hide');
    this.visible = false;
  }
  focus() {
    this.#call('focus');
    this.focused = true;
  }
  restore() {
    this.#call('restore');
    this.minimized = false;
  }
  minimize() {
    this.#call('minimize');
    this.minimized = true;
  }
  maximize() {
    this.#call('maximize');
    this.maximized = true;
  }
  unmaximize() {
    this.#call('unmaximize');
    this.maximized = false;
  }
  isMinimized() {
    return this.minimized;
  }
  isMaximized() {
    return this.maximized;
  }
  isVisible() {
    return this.visible;
  }
  isFocused() {
    return this.focused;
  }
  isDestroyed() {
    return this.destroyed;
  }
  getBounds() {
    return { ...this.bounds };
  }
  getNormalBounds() {
    return { ...this.bounds };
  }
  setBounds(bounds) {
    this.#call('setBounds', { bounds });
    Object.assign(this.bounds, bounds);
  }
  setTitle(title) {
    this.#call('setTitle', { title });
  }
  /** Closes as the close button does: 'close' may cancel, then 'closed', then window-all-closed. */
  close() {
    if (this.destroyed) return;
    record('window.close', { window: this.id });
    const close = preventable();
    this.emit('close', close);
    if (!close.defaultPrevented) this.destroy();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.webContents.destroyed = true;
    openWindows.delete(this);
    record('window.closed', { window: this.id });
    this.emit('closed');
    this.webContents.emit('destroyed');
    if (openWindows.size === 0 && !app.quitting) app.emit('window-all-closed', preventable());
  }
}
