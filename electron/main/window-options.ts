import { BrowserWindow } from 'electron';
import type { WindowState } from './window-state';

/**
 * Creates the main window with every Electron security switch set explicitly, whatever the defaults are.
 * The options stay a literal here so the security scan (electronegativity) can read them.
 */
export function createMainWindow(preloadPath: string, state: WindowState): BrowserWindow {
  return new BrowserWindow({
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    width: state.width,
    height: state.height,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Bookings Viewer',
    backgroundColor: '#ffffff',
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
    },
  });
}
