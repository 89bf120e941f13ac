// The desktop shell as it ships: the BUILT out/main/index.js runs as the desktop app in a child Node
// process, Electron stood in by a recorder (electron/testing/plain-node/recording-electron.mjs). Each
// place the app talks to the OS is checked from the outside: the save dialogs, showing a file in its
// folder, the menu, a second launch, the IPC sender check. Then the contract suite runs over its IPC.
import { mkdir, mkdtemp, readdir, readFile, rm, watch } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExportProgress } from '#shared/contract';
import type { Result } from '#shared/result';
import { addDays } from '#shared/time/civil';
import { eventChannel, IPC_CHANNELS } from '#shared/wire/preload-api';
import { createIpcBridge } from '../../renderer/src/bridge/ipc-bridge';
import { defineContractSuite } from '../backend/testing/contract-suite';
import {
  startBuiltApp,
  type BuiltApp,
  type SaveDialogOptions,
  type Sender,
  type StandInRecord,
} from '../testing/built-app';
import { createPreloadApi, type PreloadIpc } from '../preload/api';

const BOOT_MS = 120_000;
const today = new Date().toISOString().slice(0, 10);
const folders: string[] = [];
const newFolder = async (name: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), `bv-built-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => Promise.all(folders.map((d) => rm(d, { recursive: true, force: true }))));

let lastCall = 0;
/** A contract call as the preload makes it: the method, a call id and the arguments on 'bv:call'. */
const call = (app: BuiltApp, method: string, args: unknown, sender?: Sender) =>
  app.invoke(IPC_CHANNELS.call, [method, `call-${++lastCall}`, args], sender) as Promise<
    Result<unknown>
  >;

const isRecord = (kind: string) => (r: StandInRecord) => r.kind === kind;
const since = (app: BuiltApp, from: number, kind: string) =>
  app.records.slice(from).filter(isRecord(kind));

/** The export's last progress event as main sent it to the window ('done', 'failed' or 'cancelled'). */
async function exportEnd(app: BuiltApp, exportId: string, from: number): Promise<ExportProgress> {
  const sent = await app.waitForRecord((r) => {
    if (r.kind !== 'webContents.send' || r.channel !== eventChannel('exportProgress')) return false;
    const progress = (r.args as ExportProgress[])[0];
    return progress?.exportId === exportId && progress.state !== 'running';
  }, `the end of export ${exportId}`, from);
  return (sent.args as ExportProgress[])[0] as ExportProgress;
}

/** The file's bytes once it is in place (exports are written beside it and renamed into place). */
async function whenWritten(path: string): Promise<Buffer> {
  const stop = new AbortController();
  const changes = watch(dirname(path), { signal: stop.signal });
  try {
    // Looked at after the watch began, so a file that arrives in between is not missed.
    if (existsSync(path)) return await readFile(path);
    for await (const change of changes)
      if (change.filename === basename(path) && existsSync(path)) return await readFile(path);
    throw new Error(`Stopped watching for ${path}`);
  } finally {
    stop.abort();
  }
}

const CSV = { name: 'CSV file', extensions: ['csv'] };
const EXCEL = { name: 'Excel workbook', extensions: ['xlsx'] };

/** Each file an export writes: what the window asks for, and the save dialog it must get. */
const EXPORTS = [
  {
    file: 'bookings as CSV',
    args: { format: 'csv' },
    title: 'Export bookings as a CSV file',
    filter: CSV,
    suggested: /^bookings-.+\.csv$/,
  },
  {
    file: 'bookings as an Excel workbook',
    args: { format: 'xlsx' },
    title: 'Export bookings as an Excel workbook',
    filter: EXCEL,
    suggested: /^bookings-.+\.xlsx$/,
  },
  {
    file: 'a summary by bay as CSV',
    args: { format: 'csv', report: { kind: 'summary', by: 'bay' } },
    title: 'Export the summary as a CSV file',
    filter: CSV,
    suggested: /^summary-by-bay-.+\.csv$/,
  },
  {
    file: 'a summary by bay as an Excel workbook',
    args: { format: 'xlsx', report: { kind: 'summary', by: 'bay' } },
    title: 'Export the summary as an Excel workbook',
    filter: EXCEL,
    suggested: /^summary-by-bay-.+\.xlsx$/,
  },
  {
    // Asked for without a format: the report workbook is always Excel.
    file: 'the report workbook',
    args: { report: { kind: 'workbook' } },
    title: 'Export the report workbook',
    filter: EXCEL,
    suggested: /^report-.+\.xlsx$/,
  },
] as const;

/** The first bytes of each type: a CSV starts with its byte order mark, an .xlsx is a zip ("PK"). */
const startsAs = (extension: string, bytes: Buffer): boolean =>
  extension === 'csv'
    ? bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))
    : bytes.subarray(0, 2).toString('latin1') === 'PK';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);

describe('the built desktop app (out/main/index.js) and the OS', () => {
  let app: BuiltApp;
  let home: string;
  let chosen: string;
  let locationId: string;
  let windowId: unknown;
  let page: string;
  const done = new Map<string, { exportId: string; path: string }>();

  beforeAll(async () => {
    home = await newFolder('os');
    chosen = join(home, 'chosen');
    await mkdir(chosen);
    app = await startBuiltApp({ home });
    const made = await app.waitForRecord(isRecord('BrowserWindow.new'), 'the window');
    const loaded = await app.waitForRecord(isRecord('window.loadURL'), 'the page');
    windowId = made.window;
    page = String(loaded.url);
    const locations = await call(app, 'listLocations', { accountId: 'demo' });
    if (!locations.ok) throw new Error(`The demo company has no locations: ${locations.error.message}`);
    locationId = (locations.value as { items: Array<{ id: string }> }).items[0]?.id ?? '';
  }, BOOT_MS);
  afterAll(() => app?.kill());

  it('starts as one hardened, sandboxed window showing its own built page', async () => {
    expect(app.records.find(isRecord('app.requestSingleInstanceLock'))).toMatchObject({
      granted: true,
    });
    const made = app.records.find(isRecord('BrowserWindow.new')) as StandInRecord;
    expect(made.options).toMatchObject({
      show: false,
      webPreferences: { contextIsolation: true, sandbox: true, nodeIntegration: false },
    });
    expect(page).toBe('app://bookings-viewer/index.html');
    await app.waitForRecord(isRecord('window.show'), 'the window to show at ready-to-show');
    const served = await app.command<{ status: number; headers: Record<string, string> }>(
      'appRequest',
      { url: page },
    );
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/html/);
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
  });

  describe('the save dialog names what is saved and offers only its type', () => {
    it.each(EXPORTS)('$file', async ({ args, title, filter, suggested }) => {
      const extension = filter.extensions[0];
      const target = join(chosen, `${basename(String(suggested.source)).length}-${title.length}.${extension}`);
      const from = app.records.length;
      app.answerSaveDialogs(() => target);
      const started = await call(app, 'startExport', {
        accountId: 'demo',
        locationId,
        from: addDays(today, -1),
        to: today,
        zone: 'UTC',
        ...args,
      });
      expect(started).toMatchObject({ ok: true, value: { fileName: basename(target) } });
      const [dialog] = since(app, from, 'dialog.showSaveDialog');
      const options = dialog?.options as SaveDialogOptions;
      expect(dialog?.window).toBe(windowId);
      expect(options.title).toBe(title);
      expect(options.filters).toEqual([filter]);
      expect(dirname(options.defaultPath ?? '')).toBe(app.downloads);
      expect(basename(options.defaultPath ?? '')).toMatch(suggested);
      // Answering the dialog with a path writes the export there.
      const { exportId } = (started as { value: { exportId: string } }).value;
      expect(await exportEnd(app, exportId, from)).toMatchObject({ state: 'done', error: null });
      expect(startsAs(extension, await readFile(target))).toBe(true);
      done.set(`${title}`, { exportId, path: target });
    });

    it('PDF: Save the view as a PDF document', async () => {
      const target = join(chosen, 'view.pdf');
      const from = app.records.length;
      app.answerSaveDialogs(() => target);
      const saved = await call(app, 'savePdf', {
        fileName: 'Insights Harbour/Office 2026-03',
        pageSize: 'A4',
      });
      expect(saved).toEqual({ ok: true, value: { path: target } });
      const [dialog] = since(app, from, 'dialog.showSaveDialog');
      expect(dialog?.window).toBe(windowId);
      expect(dialog?.options).toEqual({
        title: 'Save the view as a PDF document',
        defaultPath: join(app.downloads, 'Insights Harbour-Office 2026-03.pdf'),
        filters: [{ name: 'PDF document', extensions: ['pdf'] }],
      });
      expect(since(app, from, 'webContents.printToPDF')[0]?.options).toMatchObject({
        landscape: true,
        pageSize: 'A4',
      });
      expect((await readFile(target, 'latin1')).startsWith('%PDF-')).toBe(true);
    });

    it('PNG: a picture the page downloads is saved where the person chooses', async () => {
      const target = join(chosen, 'view.png');
      const from = app.records.length;
      app.answerSaveDialogs(() => target);
      const url = `data:image/png;base64,${PNG.toString('base64')}`;
      const download = await app.command('download', { url, filename: 'Insights Harbour.png' });
      // Chromium's download is always stopped: the app writes the file itself, private.
      expect(download).toEqual({ prevented: true });
      const dialog = await app.waitForRecord(
        isRecord('dialog.showSaveDialog'),
        'the picture save dialog',
        from,
      );
      expect(dialog.window).toBe(windowId);
      expect(dialog.options).toEqual({
        title: 'Save the view as a PNG image',
        defaultPath: join(app.downloads, 'Insights Harbour.png'),
        filters: [{ name: 'PNG image', extensions: ['png'] }],
      });
      expect(await whenWritten(target)).toEqual(PNG);
    });

    it('a dismissed dialog writes nothing and starts no export', async () => {
      const from = app.records.length;
      const before = await readdir(chosen);
      app.answerSaveDialogs(() => null);
      const started = await call(app, 'startExport', {
        accountId: 'demo',
        locationId,
        from: today,
        to: today,
        zone: 'UTC',
      });
      expect(started).toEqual({ ok: true, value: null });
      expect(since(app, from, 'dialog.showSaveDialog')).toHaveLength(1);
      expect(since(app, from, 'webContents.send')).toEqual([]);
      expect(await readdir(chosen)).toEqual(before);
    });
  });

  it('shows a finished export in its folder', async () => {
    const bookings = done.get('Export bookings as a CSV file');
    if (!bookings) throw new Error('The bookings CSV export (above) did not finish');
    const from = app.records.length;
    expect(await call(app, 'revealExport', { exportId: bookings.exportId })).toEqual({
      ok: true,
      value: null,
    });
    expect(since(app, from, 'shell.showItemInFolder')).toEqual([
      { kind: 'shell.showItemInFolder', path: bookings.path },
    ]);
  });

  it('opens https links from the page in the browser, never in a window, and stops navigation', async () => {
    const from = app.records.length;
    expect(await app.command('openWindow', { url: 'https://example.com/help' })).toEqual({
      action: 'deny',
    });
    expect(await app.command('openWindow', { url: 'file:///etc/passwd' })).toEqual({
      action: 'deny',
    });
    expect(await app.command('navigate', { url: 'https://example.com/' })).toEqual({
      prevented: true,
    });
    expect(since(app, from, 'shell.openExternal').map((r) => r.url)).toEqual([
      'https://example.com/help',
    ]);
  });

  // The menu's accelerators are those of its roles; macOS has its own app menu and is not built here.
  it.skipIf(process.platform === 'darwin')(
    'installs the menu a person relies on, with its accelerators',
    () => {
      const menu = app.records.filter(isRecord('Menu.setApplicationMenu')).at(-1);
      expect(menu).toBeDefined();
      const windows = process.platform === 'win32';
      expect(menuLines(menu?.items as MenuLine[])).toEqual([
        `File > ${windows ? 'Exit' : 'Quit'}${windows ? '' : ' [CommandOrControl+Q]'}`,
        'Edit > Undo [CommandOrControl+Z]',
        `Edit > Redo [${windows ? 'Control+Y' : 'Shift+CommandOrControl+Z'}]`,
        'Edit > Cut [CommandOrControl+X]',
        'Edit > Copy [CommandOrControl+C]',
        'Edit > Paste [CommandOrControl+V]',
        'Edit > Select All [CommandOrControl+A]',
        'View > Actual Size [CommandOrControl+0]',
        'View > Zoom In [CommandOrControl+Plus]',
        'View > Zoom Out [CommandOrControl+-]',
        'View > Toggle Full Screen [F11]',
        'Window > Minimize [CommandOrControl+M]',
        'Window > Close [CommandOrControl+W]',
        'Help > Bookings Viewer Help',
        'Help > Report a Problem…',
        'Help > About Bookings Viewer',
        `Help > Version ${String(app.records.length && versionOf(menu))} (disabled)`,
      ]);
      // The page's own keys (Ctrl+R refresh, Ctrl+E export) reach it: the packaged menu has no
      // Reload and no developer tools to take them.
      const accelerators = menuLines(menu?.items as MenuLine[]).join('\n');
      expect(accelerators).not.toMatch(/\+R\]|\+E\]|Shift\+I\]/);
    },
  );

  it('opens Help in the browser and About in a box on the window', async () => {
    const from = app.records.length;
    await app.command('menuClick', { path: ['Help', 'Bookings Viewer Help'] });
    await app.command('menuClick', { path: ['Help', 'About Bookings Viewer'] });
    expect(since(app, from, 'shell.openExternal').map((r) => r.url)).toEqual([
      'https://bookingsviewer.app/help',
    ]);
    const about = await app.waitForRecord(isRecord('dialog.showMessageBox'), 'the About box', from);
    expect(about.window).toBe(windowId);
    expect(about.options).toMatchObject({ title: 'About Bookings Viewer' });
  });

  it('comes to the front on a second launch, restored if it was minimised', async () => {
    await app.command('userWindow', { action: 'minimize' });
    const from = app.records.length;
    await app.command('appEvent', { event: 'second-instance', args: [['bookings-viewer'], home, {}] });
    const windowCalls = (f: number) =>
      app.records.slice(f).filter((r) => r.kind.startsWith('window.')).map((r) => r.kind);
    expect(windowCalls(from)).toEqual(['window.restore', 'window.focus']);
    expect(await app.command('windowState')).toMatchObject([{ minimized: false, focused: true }]);
    // Not minimised, only behind another window: focused, not restored.
    await app.command('userWindow', { action: 'blur' });
    const again = app.records.length;
    await app.command('appEvent', { event: 'second-instance', args: [['bookings-viewer'], home, {}] });
    expect(windowCalls(again)).toEqual(['window.focus']);
  });

  it.each([
    ['another site in the window', { url: 'https://evil.example/index.html' }],
    ['another page of the app scheme', { url: 'app://bookings-viewer/other.html' }],
    ['a file: page', { url: 'file:///tmp/index.html' }],
    ['an iframe inside the page', { frame: 'child', url: 'app://bookings-viewer/index.html' }],
    ['a webContents that is not the window', { contents: 'other', url: 'app://bookings-viewer/index.html' }],
  ] as const)('drops calls from %s', async (_who, sender: Sender) => {
    const from = app.records.length;
    app.answerSaveDialogs(() => join(chosen, 'never.csv'));
    const args = { accountId: 'demo', locationId, from: today, to: today, zone: 'UTC' };
    expect(await call(app, 'startExport', args, sender)).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'Refused: unknown sender.' },
    });
    expect(await call(app, 'listAccounts', {}, sender)).toMatchObject({ ok: false });
    expect(since(app, from, 'dialog.showSaveDialog')).toEqual([]);
    expect(existsSync(join(chosen, 'never.csv'))).toBe(false);
  });

  it('quits cleanly, remembering the window, when asked to', async () => {
    const from = app.records.length;
    expect(await app.quit()).toBe(0);
    const kinds = app.records.slice(from).map((r) => r.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['window.closed', 'ipcMain.removeHandler', 'app.exit']),
    );
    const state = JSON.parse(await readFile(join(home, 'data', 'window-state.json'), 'utf8'));
    expect(state).toMatchObject({ width: 1280, height: 820, maximized: false });
  });
});

describe('a second launch while the app runs', () => {
  it('hands over to the running app and quits, opening nothing', async () => {
    const app = await startBuiltApp({
      home: await newFolder('second'),
      env: { BV_STAND_IN_LOCK: 'taken' },
      noWindow: true,
    });
    expect(await app.exited).toBe(0);
    const kinds = app.records.map((r) => r.kind);
    expect(kinds.slice(0, 2)).toEqual(['app.requestSingleInstanceLock', 'app.quit']);
    expect(kinds).not.toContain('BrowserWindow.new');
    expect(kinds).not.toContain('ipcMain.handle');
  }, BOOT_MS);
});

/** One menu item as the stand-in records it. */
interface MenuLine {
  readonly label: string;
  readonly accelerator: string | null;
  readonly enabled: boolean;
  readonly type: string;
  readonly submenu: MenuLine[] | null;
}

// Electron takes CmdOrCtrl and Ctrl for CommandOrControl and Control: one spelling to compare.
const normalised = (accelerator: string): string =>
  accelerator.replace(/\bCmdOrCtrl\b/g, 'CommandOrControl').replace(/\bCtrl\b/g, 'Control');

/** "Menu > Item [accelerator]" for each item under the top level, separators left out. */
function menuLines(items: readonly MenuLine[], path: string[] = []): string[] {
  return items.flatMap((item) => {
    if (item.type === 'separator') return [];
    if (item.submenu) return menuLines(item.submenu, [...path, item.label]);
    const keys = item.accelerator ? ` [${normalised(item.accelerator)}]` : '';
    return [`${[...path, item.label].join(' > ')}${keys}${item.enabled ? '' : ' (disabled)'}`];
  });
}

const versionOf = (menu: StandInRecord | undefined): string =>
  /Version (\S+)/.exec(JSON.stringify(menu))?.[1] ?? '?';
