// The stand-in's `app`: one instance, ready on request, paths under a folder the test chose, and
// Electron's quit sequence (before-quit, the windows close, will-quit, exit) so the app's own
// shutdown runs as it does in Electron. Calls Electron allows only before or after ready throw here too.
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { exitAfterFlush, record } from './control-channel.mjs';

const HOME = process.env.BV_STAND_IN_HOME;
if (!HOME) throw new Error('Set BV_STAND_IN_HOME: the folder app.getPath answers from.');

/** The windows not yet closed, in the order they were made (recording-window.mjs adds them). */
export const openWindows = new Set();

let ready = false;

/** Throws as Electron does when `what` is used before the app is ready. */
export function requireReady(what) {
  if (!ready) throw new Error(`${what} cannot be used before the app is ready`);
}

/** Throws as Electron does when `what` is called once the app is ready. */
export function requireNotReady(what) {
  if (ready) throw new Error(`${what} can only be called before the app is ready`);
}

/** An event object as Electron passes to listeners that may cancel it. */
export function preventable(extra = {}) {
  const event = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    ...extra,
  };
  return event;
}

// The package.json Electron would read: the nearest one above the main script.
function appPackage() {
  for (let dir = dirname(resolve(process.argv[1] ?? '.')); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
    if (dirname(dir) === dir) return {};
  }
}

const pkg = appPackage();
const appName = pkg.productName ?? pkg.name ?? 'Electron';
const folders = {
  home: HOME,
  appData: join(HOME, '.config'),
  temp: tmpdir(),
  exe: process.execPath,
  module: process.execPath,
  desktop: join(HOME, 'Desktop'),
  documents: join(HOME, 'Documents'),
  downloads: join(HOME, 'Downloads'),
  music: join(HOME, 'Music'),
  pictures: join(HOME, 'Pictures'),
  videos: join(HOME, 'Videos'),
};
folders.userData = join(folders.appData, appName);
folders.sessionData = folders.userData;
folders.logs = join(folders.userData, 'logs');

let quitting = false;

// Electron's app.quit: each step may be cancelled; window-all-closed is not emitted while quitting.
function quitSequence() {
  const beforeQuit = preventable();
  app.emit('before-quit', beforeQuit);
  if (beforeQuit.defaultPrevented) return void (quitting = false);
  for (const win of [...openWindows]) win.close();
  if (openWindows.size > 0) return void (quitting = false);
  const willQuit = preventable();
  app.emit('will-quit', willQuit);
  if (willQuit.defaultPrevented) return;
  app.emit('quit', preventable(), 0);
  app.exit(0);
}

class RecordingApp extends EventEmitter {
  name = appName;
  isPackaged = process.env.BV_STAND_IN_PACKAGED !== '0';
  dock = process.platform === 'darwin' ? { hide: () => record('app.dock.hide') } : undefined;
  commandLine = {
    appendSwitch: (name, value) => record('app.commandLine.appendSwitch', { name, value }),
  };

  on(event, listener) {
    // once() adds its listener through on(), wrapped: the wrapper knows the listener it runs.
    record('app.on', { event, once: typeof listener.listener === 'function' });
    return super.on(event, listener);
  }
  requestSingleInstanceLock() {
    const granted = process.env.BV_STAND_IN_LOCK !== 'taken';
    record('app.requestSingleInstanceLock', { granted });
    return granted;
  }
  enableSandbox() {
    requireNotReady('app.enableSandbox()');
    record('app.enableSandbox');
  }
  isReady() {
    return ready;
  }
  async whenReady() {
    record('app.whenReady');
    if (!ready) {
      await new Promise((done) => setImmediate(done));
      ready = true;
      this.emit('ready', preventable(), {});
    }
  }
  getPath(name) {
    const path = folders[name];
    if (path === undefined) throw new Error(`Failed to get '${name}' path`);
    return path;
  }
  setPath(name, path) {
    record('app.setPath', { name, path });
    folders[name] = path;
  }
  getName() {
    return appName;
  }
  getVersion() {
    return pkg.version ?? '0.0.0';
  }
  getLocale() {
    return 'en-GB';
  }
  getSystemLocale() {
    return 'en-GB';
  }
  getPreferredSystemLanguages() {
    return ['en-GB', 'de-DE'];
  }
  focus() {
    record('app.focus');
  }
  quit() {
    record('app.quit');
    if (quitting) return;
    quitting = true;
    setImmediate(quitSequence);
  }
  exit(code = 0) {
    record('app.exit', { code });
    exitAfterFlush(code);
  }
  /** Whether the quit sequence is under way (windows closing then do not emit window-all-closed). */
  get quitting() {
    return quitting;
  }
}

export const app = new RecordingApp();
