import { Menu, app } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import { PRODUCT_NAME } from './about';

/** Links in the Help menu. They open in the system browser, never in an app window. */
export const HELP_LINKS: readonly { readonly label: string; readonly url: string }[] = [
  { label: 'Bookings Viewer Help', url: 'https://bookingsviewer.app/help' },
  { label: 'Report a Problem…', url: 'https://bookingsviewer.app/support' },
];

/** What the menu needs from the main process. */
export interface ApplicationMenuOptions {
  version: string;
  openExternal(url: string): void;
  showAbout(): void;
}

/** The platform and build facts that shape the menu (injectable for tests). */
export interface MenuEnvironment {
  readonly platform: NodeJS.Platform;
  readonly isDev: boolean;
}

/** True only for a well-formed https URL: the only kind the menu hands to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

function helpMenu(options: ApplicationMenuOptions, isMac: boolean): MenuItemConstructorOptions {
  const links: MenuItemConstructorOptions[] = HELP_LINKS.map(({ label, url }) => ({
    label,
    click: () => {
      if (isSafeExternalUrl(url)) options.openExternal(url);
    },
  }));
  const about: MenuItemConstructorOptions[] = isMac
    ? []
    : [{ type: 'separator' }, { label: `About ${PRODUCT_NAME}`, click: () => options.showAbout() }];
  return {
    role: 'help',
    submenu: [
      ...links,
      ...about,
      { type: 'separator' },
      { label: `Version ${options.version}`, enabled: false },
    ],
  };
}

function viewMenu(isDev: boolean): MenuItemConstructorOptions {
  // Reload and DevTools are for development only: a packaged app has no use for them.
  const devItems: MenuItemConstructorOptions[] = isDev
    ? [
        { role: 'reload' },
        { role: 'forceReload' },
        { role: 'toggleDevTools' },
        { type: 'separator' },
      ]
    : [];
  return {
    label: 'View',
    submenu: [
      ...devItems,
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  };
}

/** The application menu as a template (pure, so it can be tested without Electron). */
export function buildMenuTemplate(
  options: ApplicationMenuOptions,
  env: MenuEnvironment,
): MenuItemConstructorOptions[] {
  const isMac = env.platform === 'darwin';
  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: PRODUCT_NAME,
          submenu: [
            { label: `About ${PRODUCT_NAME}`, click: () => options.showAbout() },
            { type: 'separator' },
            { role: 'services' },
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            { role: 'quit' },
          ],
        },
      ]
    : [{ label: 'File', submenu: [{ role: 'quit' }] }];
  return [
    ...appMenu,
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    viewMenu(env.isDev),
    {
      role: 'window',
      submenu: isMac
        ? [{ role: 'minimize' }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    helpMenu(options, isMac),
  ];
}

/** Installs the application menu; Reload and DevTools appear only when the app is not packaged. */
export function installApplicationMenu(options: ApplicationMenuOptions): void {
  const env: MenuEnvironment = { platform: process.platform, isDev: !app.isPackaged };
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options, env)));
}
