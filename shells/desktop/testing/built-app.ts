/**
 * The built desktop app (out/main/index.js) started as users start it, in a child Node process with
 * Electron stood in by plain-node/recording-electron.mjs. The test reads everything the app did
 * through Electron as records, answers its dialogs, calls its IPC channels as the page's preload
 * does, and plays the OS and the person (a second launch, a menu click, a download, quitting).
 */
import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { SecretStore } from '#backend/secrets/secret-store';

const ROOT = resolve(import.meta.dirname, '../../..');
const REGISTER = join(ROOT, 'shells', 'desktop', 'testing', 'plain-node', 'recording-register.mjs');

/** The built main bundle; throws, saying how to build it, when it is missing. */
export function builtMainBundle(): string {
  const bundle = join(ROOT, 'out', 'main', 'index.js');
  if (!existsSync(bundle))
    throw new Error(
      'out/main/index.js is missing: build it first with `npx electron-vite build` (npm test builds before it runs the tests).',
    );
  return bundle;
}

/** One thing the app did through Electron: `kind` names the call (`dialog.showSaveDialog`), the rest its details. */
export interface StandInRecord {
  readonly kind: string;
  readonly [detail: string]: unknown;
}

/** Who sends an IPC message: by default the app's window, its top frame, showing the page it loaded. */
export interface Sender {
  /** The frame's URL, instead of the page the window loaded. */
  readonly url?: string;
  /** 'child': an iframe inside the page. */
  readonly frame?: 'top' | 'child';
  /** 'other': a webContents that is not the app's window. */
  readonly contents?: 'window' | 'other';
}

/** The options a save dialog was opened with, as recorded. */
export interface SaveDialogOptions {
  readonly title?: string;
  readonly defaultPath?: string;
  readonly filters?: ReadonlyArray<{
    readonly name: string;
    readonly extensions: readonly string[];
  }>;
}

/** Where a save dialog is answered: a path, or null to dismiss it. */
export type SaveDialogAnswerer = (options: SaveDialogOptions) => string | null;

/** How the built app is started. */
export interface BuiltAppOptions {
  /** The folder app.getPath answers from: Downloads is under it; the data folder too unless `dataDir`. */
  readonly home: string;
  /** BOOKINGS_VIEWER_HOME; `<home>/data` by default. */
  readonly dataDir?: string;
  /** The keychain behind keytar, for a test that looks into it; without it the real keytar loads. */
  readonly keychain?: SecretStore;
  /** More environment for the app (e.g. BV_STAND_IN_LOCK=taken: another instance holds the lock). */
  readonly env?: Readonly<Record<string, string>>;
  /** Resolve at once instead of when the window loaded its page (for a launch that opens no window). */
  readonly noWindow?: boolean;
}

/** The running app, as the test drives it. */
export interface BuiltApp {
  /** Every record so far, in the order the app made the calls. */
  readonly records: readonly StandInRecord[];
  /** What the app wrote to stdout and stderr. */
  readonly output: readonly string[];
  /** app.getPath('downloads'). */
  readonly downloads: string;
  /** Resolves with the process's exit code when it ends. */
  readonly exited: Promise<number | null>;
  /** The first record from index `from` on that `match` accepts, when it arrives; rejects if the app ends first. */
  waitForRecord(
    match: (record: StandInRecord) => boolean,
    what: string,
    from?: number,
  ): Promise<StandInRecord>;
  /** ipcRenderer.invoke(channel, ...args) from `sender`: the handler's answer. */
  invoke(channel: string, args: readonly unknown[], sender?: Sender): Promise<unknown>;
  /** ipcRenderer.send(channel, ...args) from `sender`. */
  send(channel: string, args: readonly unknown[], sender?: Sender): Promise<void>;
  /** Runs one of the stand-in's commands (recording-electron.mjs). */
  command<T = unknown>(name: string, fields?: Readonly<Record<string, unknown>>): Promise<T>;
  /** Calls `listener` with what main sends the window on `channel`; returns the unsubscriber. */
  onWindowMessage(channel: string, listener: (...args: unknown[]) => void): () => void;
  /** How save dialogs are answered from now on (dismissed until set). */
  answerSaveDialogs(answer: SaveDialogAnswerer): void;
  /** Quits as the File menu's Quit does, and resolves with the exit code. */
  quit(): Promise<number | null>;
  /** Ends the process at once (cleanup after a failure). */
  kill(): void;
}

type FromChild =
  | { type: 'record'; record: StandInRecord }
  | { type: 'reply'; id: number; ok: boolean; value?: unknown; message?: string }
  | { type: 'ask'; id: number; question: { kind: string } & Record<string, unknown> }
  | { type: 'exit'; code: number };

interface Waiter {
  readonly match: (record: StandInRecord) => boolean;
  readonly from: number;
  readonly what: string;
  resolve(record: StandInRecord): void;
  reject(error: Error): void;
}

/** Answers keytar's calls from the test's SecretStore (control-keytar.mjs asks). */
async function keytarAnswer(
  store: SecretStore | undefined,
  question: Record<string, unknown>,
): Promise<unknown> {
  if (!store) throw new Error('This run has no test keychain');
  const account = String(question.account);
  if (question.op === 'getPassword') return store.get(account);
  if (question.op === 'setPassword') return store.set(account, String(question.password));
  if (question.op === 'deletePassword') return store.delete(account);
  throw new Error(`keytar has no ${String(question.op)}`);
}

/** Starts the built app; resolves once its window has loaded the page (IPC and menu are in place by then). */
export async function startBuiltApp(options: BuiltAppOptions): Promise<BuiltApp> {
  const bundle = builtMainBundle();
  const downloads = join(options.home, 'Downloads');
  await mkdir(downloads, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BOOKINGS_VIEWER_HOME: options.dataDir ?? join(options.home, 'data'),
    // A keychain service of its own: a run with a real Secret Service never touches the person's keys.
    BOOKINGS_VIEWER_KEYCHAIN_SERVICE: `Bookings Viewer built-app test ${process.pid}`,
    BV_STAND_IN_HOME: options.home,
    ...(options.keychain ? { BV_STAND_IN_KEYCHAIN: 'test' } : {}),
    ...options.env,
  };
  // The dev server is trusted only in development: the app must load its own built page.
  delete env.ELECTRON_RENDERER_URL;
  const child: ChildProcess = fork(bundle, [], {
    cwd: ROOT,
    env,
    execArgv: ['--import', REGISTER],
    // V8's structured clone, as Electron's IPC: shared objects, Buffers and undefined survive.
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });

  const records: StandInRecord[] = [];
  const output: string[] = [];
  const waiters = new Set<Waiter>();
  const replies = new Map<number, { resolve(value: unknown): void; reject(e: Error): void }>();
  const windowListeners = new Map<string, Set<(...args: unknown[]) => void>>();
  let answerSave: SaveDialogAnswerer = () => null;
  let lastCommand = 0;
  let ended: Error | null = null;

  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));

  // Ended once the process exited AND its channel closed: 'exit' can come before the last messages.
  const exited = Promise.all([once(child, 'exit'), once(child, 'disconnect')]).then(
    ([[code, signal]]) => {
      ended = new Error(
        `The built app ended (${signal ?? `exit code ${code}`}). Its output:\n${output.join('').slice(-3000)}`,
      );
      for (const waiter of waiters)
        waiter.reject(new Error(`While waiting for ${waiter.what}: ${ended.message}`));
      waiters.clear();
      for (const reply of replies.values()) reply.reject(ended);
      replies.clear();
      return code as number | null;
    },
  );

  // An answer to an app that has just ended has nobody to reach.
  const tell = (message: Serializable): void => {
    if (child.connected) child.send(message);
  };
  const answer = async (id: number, question: { kind: string } & Record<string, unknown>) => {
    try {
      let value: unknown = null;
      if (question.kind === 'keytar') value = await keytarAnswer(options.keychain, question);
      else if (question.kind === 'showSaveDialog') {
        const path = answerSave(question.options as SaveDialogOptions);
        value = path === null ? null : { filePath: path };
      }
      tell({ type: 'answer', id, ok: true, value });
    } catch (error) {
      tell({ type: 'answer', id, ok: false, message: (error as Error).message });
    }
  };

  child.on('message', (message: FromChild) => {
    if (message.type === 'record') {
      records.push(message.record);
      for (const waiter of waiters)
        if (records.length - 1 >= waiter.from && waiter.match(message.record)) {
          waiters.delete(waiter);
          waiter.resolve(message.record);
        }
      if (message.record.kind === 'webContents.send') {
        const args = message.record.args as unknown[];
        for (const listener of windowListeners.get(String(message.record.channel)) ?? [])
          listener(...args);
      }
    } else if (message.type === 'reply') {
      const reply = replies.get(message.id);
      replies.delete(message.id);
      if (message.ok) reply?.resolve(message.value);
      else reply?.reject(new Error(message.message));
    } else if (message.type === 'ask') void answer(message.id, message.question);
  });

  const waitForRecord: BuiltApp['waitForRecord'] = (match, what, from = 0) => {
    const found = records.slice(from).find(match);
    if (found) return Promise.resolve(found);
    if (ended) return Promise.reject(new Error(`While waiting for ${what}: ${ended.message}`));
    return new Promise((resolve, reject) => waiters.add({ match, from, what, resolve, reject }));
  };
  const command = <T>(name: string, fields: Readonly<Record<string, unknown>> = {}): Promise<T> => {
    if (ended) return Promise.reject(ended);
    const id = ++lastCommand;
    return new Promise<T>((resolve, reject) => {
      replies.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ type: 'command', id, command: { name, ...fields } });
    });
  };

  const app: BuiltApp = {
    records,
    output,
    downloads,
    exited,
    waitForRecord,
    invoke: (channel, args, sender) => command('invoke', { channel, args, sender }),
    send: async (channel, args, sender) => void (await command('send', { channel, args, sender })),
    command,
    onWindowMessage(channel, listener) {
      const listeners = windowListeners.get(channel) ?? new Set();
      windowListeners.set(channel, listeners);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answerSaveDialogs(answerer) {
      answerSave = answerer;
    },
    async quit() {
      if (!ended) await command('quit');
      return exited;
    },
    kill() {
      if (!ended) child.kill();
    },
  };
  if (!options.noWindow)
    await waitForRecord((r) => r.kind === 'window.loadURL', 'the window to load its page');
  return app;
}
