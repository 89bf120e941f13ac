import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowState } from './window-state';

/** The main window's options: every Electron security switch set explicitly, whatever the defaults are. */
export function mainWindowOptions(
  preloadPath: string,
  state: WindowState,
): BrowserWindowConstructorOptions {
  return {
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
      spellcheck: false,
      safeDialogs: true,
    },
  };
}
