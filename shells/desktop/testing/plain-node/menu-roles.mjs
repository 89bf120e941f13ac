// What Electron gives a menu item that names only a role: its label and default accelerator on this
// platform (Electron's lib/browser/api/menu-item-roles.ts). The app's menu is built from roles, so
// the accelerators a person presses are these; the stand-in records them as Electron would show them.
const isMac = process.platform === 'darwin';
const isWindows = process.platform === 'win32';

/** The label and default accelerator of each role (lower case, as Electron compares them). */
export function roleDefaults(appName) {
  return {
    about: { label: isMac || isWindows ? `About ${appName}` : 'About' },
    close: { label: isMac ? 'Close Window' : 'Close', accelerator: 'CommandOrControl+W' },
    copy: { label: 'Copy', accelerator: 'CommandOrControl+C' },
    cut: { label: 'Cut', accelerator: 'CommandOrControl+X' },
    delete: { label: 'Delete' },
    forcereload: { label: 'Force Reload', accelerator: 'Shift+CmdOrCtrl+R' },
    front: { label: 'Bring All to Front' },
    help: { label: 'Help' },
    hide: { label: `Hide ${appName}`, accelerator: 'Command+H' },
    hideothers: { label: 'Hide Others', accelerator: 'Command+Alt+H' },
    minimize: { label: 'Minimize', accelerator: 'CommandOrControl+M' },
    paste: { label: 'Paste', accelerator: 'CommandOrControl+V' },
    pasteandmatchstyle: {
      label: 'Paste and Match Style',
      accelerator: isMac ? 'Cmd+Option+Shift+V' : 'Shift+CommandOrControl+V',
    },
    quit: {
      label: isMac ? `Quit ${appName}` : isWindows ? 'Exit' : 'Quit',
      accelerator: isWindows ? undefined : 'CommandOrControl+Q',
    },
    redo: { label: 'Redo', accelerator: isWindows ? 'Control+Y' : 'Shift+CommandOrControl+Z' },
    reload: { label: 'Reload', accelerator: 'CmdOrCtrl+R' },
    resetzoom: { label: 'Actual Size', accelerator: 'CommandOrControl+0' },
    selectall: { label: 'Select All', accelerator: 'CommandOrControl+A' },
    services: { label: 'Services' },
    toggledevtools: {
      label: 'Toggle Developer Tools',
      accelerator: isMac ? 'Alt+Command+I' : 'Ctrl+Shift+I',
    },
    togglefullscreen: {
      label: 'Toggle Full Screen',
      accelerator: isMac ? 'Control+Command+F' : 'F11',
    },
    undo: { label: 'Undo', accelerator: 'CommandOrControl+Z' },
    unhide: { label: 'Show All' },
    window: { label: 'Window' },
    zoom: { label: 'Zoom' },
    zoomin: { label: 'Zoom In', accelerator: 'CommandOrControl+Plus' },
    zoomout: { label: 'Zoom Out', accelerator: 'CommandOrControl+-' },
  };
}
