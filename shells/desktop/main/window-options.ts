import { BrowserWindow } from 'electron';
import type { Theme } from '#shared/contract';
import type { WindowState } from './window-state';

/** Mantine's page background in each scheme (body: white, dark-7), so the window never flashes another. */
const BACKGROUND = { light: '#ffffff', dark: '#242424' } as const;

/** The window's background before the page paints: the saved theme, or the OS's when it follows the system. */
export function windowBackground(theme: Theme, systemDark: boolean): string {
  const dark = theme === 'dark' || (theme === 'system' && systemDark);
  return dark ? BACKGROUND.dark : BACKGROUND.light;
}

/**
 * Creates the main window with every Electron security switch set explicitly, whatever the defaults are.
 * The options stay a literal here so the security scan (electronegativity) can read them.
 */
export function createMainWindow(
  preloadPath: string,
  state: WindowState,
  backgroundColor: string = BACKGROUND.light,
): BrowserWindow {
  return new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Bookings Viewer',
    backgroundColor,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      safeDialogs: true,
      // The renderer's scripts come from app:// (codeCache: true): cache their compiled code on the
      // first launch rather than after Chromium's heat check, so the next launch skips compiling them.
      // Not the eager-compile variant: it compiles every function up front and slows the first launch.
      v8CacheOptions: 'bypassHeatCheck',
    },
  });
}
