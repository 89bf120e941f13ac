import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, nativeTheme, screen, session, type BrowserWindow } from 'electron';
import type { Theme } from '#shared/contract';
import { createBackend, type Backend } from '#backend/backend';
import { nodePlatformDefaults } from '#backend/platform';
import { chooseSaveTarget } from './save-dialog';
import { showAboutDialog } from './about';
import { registerIpc } from './ipc';
import { createPdfSaver } from './save-pdf';
import { savePicturesPrivately } from './picture-downloads';
import { installApplicationMenu } from './menu';
import { APP_ORIGIN, handleAppProtocol, registerAppScheme } from './app-protocol';
import { electronFetch } from './electron-fetch';
import { startDueSchedules } from './due-schedules';
import { runDueInProcess } from './run-due';
import { createScheduleRunner } from '#backend/schedules/run-now';
import { shellReportBuilder } from '../../cli/schedules/report-builder';
import { hardenSession, hardenWebContents, openHttpsExternally, revealInFolder } from './security';
import { appPage, devServerPage, type TrustedPage } from './trusted-url';
import { createMainWindow, windowBackground } from './window-options';
import { loadWindowState, saveWindowState } from './window-state';
import { systemLocales } from './system-locales';
import { setShellLanguage, shellWords, systemShellLanguage } from './shell-language';

const HERE = fileURLToPath(new URL('.', import.meta.url));

function rendererPage(): TrustedPage {
  const dev = process.env.ELECTRON_RENDERER_URL;
  // The dev server is trusted only in an unpackaged development run.
  if (dev && !app.isPackaged) return devServerPage(dev);
  return appPage(APP_ORIGIN);
}

/** The app-wide theme from settings (kept with every account's settings); 'system' if unreadable. */
async function savedTheme(backend: Backend): Promise<Theme> {
  const settings = await backend.dispatch(
    'getSettings',
    { accountId: 'demo' },
    new AbortController().signal,
  );
  return settings.ok ? (settings.value as { theme: Theme }).theme : 'system';
}

/** Starts the desktop app: one instance, one hardened window, the backend in this process. */
export async function startApp(): Promise<void> {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  registerAppScheme();
  let win: BrowserWindow | null = null;
  const openExternal = openHttpsExternally;
  app.on('second-instance', () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents, openExternal));
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();
  hardenSession(session.defaultSession);
  savePicturesPrivately(session.defaultSession, () => (win && !win.isDestroyed() ? win : null));
  handleAppProtocol(join(HERE, '..', 'renderer'));
  const defaults = nodePlatformDefaults();
  const dataDir = defaults.dataDir;
  // Electron's own storage goes where the backend keeps accounts and settings: one data folder.
  app.setPath('userData', dataDir);
  const version = app.getVersion();
  const page = rendererPage();
  const currentWindow = () => (win && !win.isDestroyed() ? win : null);
  // The OS's language until the page says which it shows: the menu is right from the start.
  setShellLanguage(systemShellLanguage(app));
  const installMenu = (): void =>
    installApplicationMenu({
      version,
      words: shellWords().menu,
      openExternal,
      showAbout: () => void showAboutDialog({ version, parent: win ?? undefined }),
    });
  const backend: Backend = await createBackend({
    ...defaults,
    shell: 'electron',
    identity: { version, platform: process.platform, locales: systemLocales(app) },
    fetch: electronFetch(),
    files: {
      chooseSaveTarget: (request) => chooseSaveTarget(currentWindow(), request),
      revealFile: revealInFolder,
      savePdf: createPdfSaver(currentWindow),
    },
    // The menu is built again in the page's language; dialogs read it when they open.
    setShellLanguage: (language) => {
      if (setShellLanguage(language)) installMenu();
    },
    // Send now builds the report as `schedules run` does, in this process, as the due runs do.
    runSchedule: createScheduleRunner(
      shellReportBuilder({ dataDir, env: process.env, fetch: electronFetch() }),
    ),
  });

  const state = await loadWindowState(
    dataDir,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  // Shown at ready-to-show over the theme's own background: no white flash in dark mode.
  win = createMainWindow(
    join(HERE, '..', 'preload', 'index.cjs'),
    state,
    windowBackground(await savedTheme(backend), nativeTheme.shouldUseDarkColors),
  );
  const unregister = registerIpc({
    window: () => (win && !win.isDestroyed() ? win : null),
    isTrustedUrl: (url) => page.isTrusted(url),
    dispatch: backend.dispatch,
    subscribe: backend.subscribe,
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win?.show());
  let savingState: Promise<void> = Promise.resolve();
  win.on('close', () => {
    if (!win) return;
    const bounds = win.getNormalBounds();
    savingState = saveWindowState(dataDir, { ...bounds, maximized: win.isMaximized() });
  });
  win.on('closed', () => {
    win = null;
  });

  installMenu();

  // Scheduled reports go out while the app is open too; the OS timer covers the rest of the time.
  const dueSchedules = startDueSchedules({
    firstAfterMs: 60_000,
    everyMs: 15 * 60_000,
    run: async (signal) => {
      await runDueInProcess({ dataDir, fetch: electronFetch(), signal });
    },
  });

  let quitting = false;
  app.on('will-quit', (event) => {
    if (quitting) return;
    event.preventDefault();
    quitting = true;
    unregister();
    Promise.allSettled([dueSchedules.stop(), backend.close(), savingState]).finally(() =>
      app.exit(0),
    );
  });

  await win.loadURL(page.loadUrl);
}
