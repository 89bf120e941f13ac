// The desktop shell as it ships: the BUILT out/main/index.js runs as the desktop app in a child Node
// process, Electron stood in by a recorder (shells/desktop/testing/plain-node/recording-electron.mjs). Each
// place the app talks to the OS is checked from the outside: the save dialogs, showing a file in its
// folder, the menu, a second launch, the IPC sender check. Then the contract suite runs over its IPC.
import { existsSync, watch } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress } from '#shared/contract';
import type { Result } from '#shared/result';
import { addDays } from '#shared/time/civil';
import { eventChannel, IPC_CHANNELS } from '#shared/wire/preload-api';
import { createIpcBridge } from '#renderer/bridge/ipc-bridge';
import { startTestRelay } from '#backend/mail/testing/smtp-relay';
import { defineContractSuite } from '#backend/testing/contract-suite';
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
  const sent = await app.waitForRecord(
    (r) => {
      if (r.kind !== 'webContents.send' || r.channel !== eventChannel('exportProgress'))
        return false;
      const progress = (r.args as ExportProgress[])[0];
      return progress?.exportId === exportId && progress.state !== 'running';
    },
    `the end of export ${exportId}`,
    from,
  );
  return (sent.args as ExportProgress[])[0] as ExportProgress;
}

/** The file's bytes once it is in place (files are written beside it and renamed into place). */
function whenWritten(path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let found = false;
    const look = (): void => {
      if (found || !existsSync(path)) return;
      found = true;
      watcher.close();
      readFile(path).then(resolve, reject);
    };
    const watcher = watch(dirname(path), (_event, name) => {
      if (name === basename(path)) look();
    });
    watcher.on('error', reject);
    // Looked at once the watch is on, so a file that arrived before it is not missed either.
    look();
  });
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
  let version: string;
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
    if (!locations.ok)
      throw new Error(`The demo company has no locations: ${locations.error.message}`);
    locationId = (locations.value as { items: Array<{ id: string }> }).items[0]?.id ?? '';
    const info = await call(app, 'getAppInfo', {});
    version = info.ok ? (info.value as { version: string }).version : '?';
  }, BOOT_MS);
  // After a failure the app may still run: end it before its folders are removed.
  afterAll(async () => {
    app?.kill();
    await app?.exited;
  });

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
      const extension = String(filter.extensions[0]);
      // Not the suggested name: the file must be where the dialog's answer says.
      const target = join(chosen, `${title.toLowerCase().replace(/\W+/g, '-')}.${extension}`);
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
      // One comparison, so a wrong dialog shows everything it got wrong at once.
      expect({
        title: options.title,
        filters: options.filters,
        folder: dirname(options.defaultPath ?? ''),
        name: basename(options.defaultPath ?? ''),
      }).toEqual({
        title,
        filters: [filter],
        folder: app.downloads,
        name: expect.stringMatching(suggested),
      });
      // Answering the dialog with a path writes the export there.
      const { exportId } = (started as { value: { exportId: string } }).value;
      expect(await exportEnd(app, exportId, from)).toMatchObject({
        state: 'done',
        error: null,
        fileName: basename(target),
        canReveal: true,
      });
      expect(startsAs(extension, await readFile(target))).toBe(true);
      done.set(title, { exportId, path: target });
    });

    it('the view as a PDF document', async () => {
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
        properties: ['showOverwriteConfirmation'],
      });
      expect(since(app, from, 'webContents.printToPDF')[0]?.options).toMatchObject({
        landscape: true,
        pageSize: 'A4',
      });
      expect((await readFile(target, 'latin1')).startsWith('%PDF-')).toBe(true);
    });

    it('the view as a PNG image, which the page hands to a download', async () => {
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
        properties: ['showOverwriteConfirmation'],
      });
      expect(await whenWritten(target)).toEqual(PNG);
    });

    it('starts no export when the dialog is dismissed', async () => {
      const from = app.records.length;
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
      // All of it: no Reload (Ctrl+R) or developer tools in the packaged menu, so the page's own
      // keys (Ctrl+R refresh, Ctrl+E export) reach the page.
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
        `Help > Version ${version} (disabled)`,
      ]);
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

  it('speaks the page’s language once told it: the menu is built again, and later dialogs follow', async () => {
    const from = app.records.length;
    expect(await call(app, 'setInterfaceLanguage', { language: 'de' })).toEqual({
      ok: true,
      value: null,
    });
    const menu = await app.waitForRecord(
      isRecord('Menu.setApplicationMenu'),
      'the menu built again in German',
      from,
    );
    const windows = process.platform === 'win32';
    if (process.platform !== 'darwin')
      expect(menuLines(menu.items as MenuLine[])).toEqual([
        `Datei > Beenden${windows ? '' : ' [CommandOrControl+Q]'}`,
        'Bearbeiten > Rückgängig [CommandOrControl+Z]',
        `Bearbeiten > Wiederholen [${windows ? 'Control+Y' : 'Shift+CommandOrControl+Z'}]`,
        'Bearbeiten > Ausschneiden [CommandOrControl+X]',
        'Bearbeiten > Kopieren [CommandOrControl+C]',
        'Bearbeiten > Einfügen [CommandOrControl+V]',
        'Bearbeiten > Alles auswählen [CommandOrControl+A]',
        'Ansicht > Originalgröße [CommandOrControl+0]',
        'Ansicht > Vergrößern [CommandOrControl+Plus]',
        'Ansicht > Verkleinern [CommandOrControl+-]',
        'Ansicht > Vollbild ein/aus [F11]',
        'Fenster > Minimieren [CommandOrControl+M]',
        'Fenster > Schließen [CommandOrControl+W]',
        'Hilfe > Bookings Viewer-Hilfe',
        'Hilfe > Problem melden…',
        'Hilfe > Über Bookings Viewer',
        `Hilfe > Version ${version} (disabled)`,
      ]);
    const target = join(chosen, 'ansicht.pdf');
    app.answerSaveDialogs(() => target);
    const saved = await call(app, 'savePdf', { fileName: 'Auswertung', pageSize: 'A4' });
    expect(saved).toEqual({ ok: true, value: { path: target } });
    const [dialog] = since(app, from, 'dialog.showSaveDialog');
    expect(dialog?.options).toMatchObject({
      title: 'Ansicht als PDF-Dokument speichern',
      filters: [{ name: 'PDF-Dokument', extensions: ['pdf'] }],
    });
    if (process.platform !== 'darwin') {
      await app.command('menuClick', { path: ['Hilfe', 'Über Bookings Viewer'] });
      const about = await app.waitForRecord(isRecord('dialog.showMessageBox'), 'About', from);
      expect(about.options).toMatchObject({ title: 'Über Bookings Viewer' });
    }
    // Back to English for the tests that follow, and the menu with it.
    const back = app.records.length;
    await call(app, 'setInterfaceLanguage', { language: 'en' });
    const english = await app.waitForRecord(isRecord('Menu.setApplicationMenu'), 'English', back);
    expect((english.items as MenuLine[]).map((item) => item.label)).toContain('Edit');
  });

  it('comes to the front on a second launch, restored if it was minimised', async () => {
    await app.command('userWindow', { action: 'minimize' });
    const from = app.records.length;
    await app.command('appEvent', {
      event: 'second-instance',
      args: [['bookings-viewer'], home, {}],
    });
    const windowCalls = (f: number) =>
      app.records
        .slice(f)
        .filter((r) => r.kind.startsWith('window.'))
        .map((r) => r.kind);
    expect(windowCalls(from)).toEqual(['window.restore', 'window.focus']);
    expect(await app.command('windowState')).toMatchObject([{ minimized: false, focused: true }]);
    // Not minimised, only behind another window: focused, not restored.
    await app.command('userWindow', { action: 'blur' });
    const again = app.records.length;
    await app.command('appEvent', {
      event: 'second-instance',
      args: [['bookings-viewer'], home, {}],
    });
    expect(windowCalls(again)).toEqual(['window.focus']);
  });

  it.each([
    ['another site in the window', { url: 'https://evil.example/index.html' }],
    ['another page of the app scheme', { url: 'app://bookings-viewer/other.html' }],
    ['a file: page', { url: 'file:///tmp/index.html' }],
    ['an iframe inside the page', { frame: 'child', url: 'app://bookings-viewer/index.html' }],
    [
      'a webContents that is not the window',
      { contents: 'other', url: 'app://bookings-viewer/index.html' },
    ],
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

  it('sends a scheduled report now, built by the bundled report commands, through the relay', async () => {
    const relay = await startTestRelay({});
    try {
      const saved = await call(app, 'saveMailSettings', {
        host: '127.0.0.1',
        port: relay.port,
        from: 'reports@acme.test',
        user: null,
        security: 'none',
      });
      expect(saved).toMatchObject({ ok: true });
      const added = await call(app, 'addSchedule', {
        name: 'Built people',
        report: {
          account: 'demo',
          kind: 'people',
          location: null,
          period: 'last-7-days',
          format: 'csv',
          language: 'de',
        },
        rhythm: 'day',
        at: '06:30',
        zone: 'Europe/Berlin',
        recipients: ['ann@acme.test'],
      });
      expect(added).toMatchObject({ ok: true });
      expect(await call(app, 'runScheduleNow', { name: 'Built people' })).toEqual({
        ok: true,
        value: { recipients: ['ann@acme.test'] },
      });
      expect(relay.received).toHaveLength(1);
      const mail = await simpleParser(relay.received[0]!.raw);
      expect(mail.attachments[0]?.filename).toMatch(/^Built people \d{4}-\d\d-\d\d\.csv$/);
      expect(mail.attachments[0]?.content.length).toBeGreaterThan(100);
    } finally {
      await relay.close();
    }
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
  it(
    'hands over to the running app and quits, opening nothing',
    async () => {
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
    },
    BOOT_MS,
  );
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

// The contract suite (shared with direct dispatch and HTTP) over the built app's IPC: the page's own
// bridge over the preload's API, whose ipcRenderer is the control channel. The suite's keychain is
// the app's: keytar is stood in by one that keeps the keys in the suite's SecretStore.
defineContractSuite(
  'IPC (the built desktop app)',
  () => newFolder('contract-data'),
  async ({ dataDir, secretStore }) => {
    const home = await newFolder('contract');
    const app = await startBuiltApp({ home, dataDir, keychain: secretStore });
    const exportDir = join(home, 'exports');
    await mkdir(exportDir);
    app.answerSaveDialogs((options) => join(exportDir, basename(options.defaultPath ?? 'export')));
    const relays = new Map<unknown, () => void>();
    const ipc: PreloadIpc = {
      invoke: (channel, ...args) => app.invoke(channel, args),
      // The page's send has no answer; a failure to reach the app shows in the calls that follow.
      send: (channel, ...args) => void app.send(channel, args).catch(() => undefined),
      on: (channel, listener) =>
        relays.set(
          listener,
          app.onWindowMessage(channel, (...args) => listener({}, ...args)),
        ),
      removeListener: (_channel, listener) => {
        relays.get(listener)?.();
        relays.delete(listener);
      },
    };
    return {
      bridge: createIpcBridge(createPreloadApi(ipc)),
      raw: (method, args) => call(app, method, args),
      // Read when the suite looks: what the app has written by then.
      get logs() {
        return [...app.output];
      },
      readExport: (progress) => readFile(join(exportDir, progress.fileName), 'utf8'),
      close: async () => void (await app.quit()),
    };
  },
);
