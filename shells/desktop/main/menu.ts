import { Menu, app } from 'electron';
import type { MenuItemConstructorOptions } from 'electron';
import { PRODUCT_NAME } from './about';
import type { MenuWords } from './words';

/** Links in the Help menu, labelled in the menu's language. They open in the system browser, never in an app window. */
export const HELP_LINKS: readonly {
  readonly label: (words: MenuWords) => string;
  readonly url: string;
}[] = [
  { label: (words) => words.productHelp(PRODUCT_NAME), url: 'https://bookingsviewer.app/help' },
  { label: (words) => words.reportProblem, url: 'https://bookingsviewer.app/support' },
];

/** What the menu needs from the main process. */
export interface ApplicationMenuOptions {
  version: string;
  /** The menu's words, in the shell's language. */
  words: MenuWords;
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
  const { words } = options;
  const links: MenuItemConstructorOptions[] = HELP_LINKS.map(({ label, url }) => ({
    label: label(words),
    click: () => {
      if (isSafeExternalUrl(url)) options.openExternal(url);
    },
  }));
  const about: MenuItemConstructorOptions[] = isMac
    ? []
    : [
        { type: 'separator' },
        { label: words.about(PRODUCT_NAME), click: () => options.showAbout() },
      ];
  return {
    role: 'help',
    label: words.help,
    submenu: [
      ...links,
      ...about,
      { type: 'separator' },
      { label: words.version(options.version), enabled: false },
    ],
  };
}

function viewMenu(words: MenuWords, isDev: boolean): MenuItemConstructorOptions {
  // Reload and DevTools are for development only: a packaged app has no use for them.
  const devItems: MenuItemConstructorOptions[] = isDev
    ? [
        { role: 'reload', label: words.reload },
        { role: 'forceReload', label: words.forceReload },
        { role: 'toggleDevTools', label: words.toggleDevTools },
        { type: 'separator' },
      ]
    : [];
  return {
    label: words.view,
    submenu: [
      ...devItems,
      { role: 'resetZoom', label: words.actualSize },
      { role: 'zoomIn', label: words.zoomIn },
      { role: 'zoomOut', label: words.zoomOut },
      { type: 'separator' },
      { role: 'togglefullscreen', label: words.toggleFullScreen },
    ],
  };
}

function macAppMenu(options: ApplicationMenuOptions): MenuItemConstructorOptions {
  const { words } = options;
  return {
    label: PRODUCT_NAME,
    submenu: [
      { label: words.about(PRODUCT_NAME), click: () => options.showAbout() },
      { type: 'separator' },
      { role: 'services', label: words.services },
      { type: 'separator' },
      { role: 'hide', label: words.hideApp(PRODUCT_NAME) },
      { role: 'hideOthers', label: words.hideOthers },
      { role: 'unhide', label: words.showAll },
      { type: 'separator' },
      { role: 'quit', label: words.quitApp(PRODUCT_NAME) },
    ],
  };
}

/**
 * The application menu as a template (pure, so it can be tested without Electron). Every item has
 * its label in the menu's language, role items too: Electron labels a role in English on Windows
 * and Linux. A role keeps its behaviour and its default accelerator.
 */
export function buildMenuTemplate(
  options: ApplicationMenuOptions,
  env: MenuEnvironment,
): MenuItemConstructorOptions[] {
  const { words } = options;
  const isMac = env.platform === 'darwin';
  // Windows programs "exit"; Linux ones quit.
  const quit = env.platform === 'win32' ? words.exit : words.quit;
  const appMenu: MenuItemConstructorOptions = isMac
    ? macAppMenu(options)
    : { label: words.file, submenu: [{ role: 'quit', label: quit }] };
  return [
    appMenu,
    {
      label: words.edit,
      submenu: [
        { role: 'undo', label: words.undo },
        { role: 'redo', label: words.redo },
        { type: 'separator' },
        { role: 'cut', label: words.cut },
        { role: 'copy', label: words.copy },
        { role: 'paste', label: words.paste },
        { role: 'selectAll', label: words.selectAll },
      ],
    },
    viewMenu(words, env.isDev),
    {
      role: 'window',
      label: words.window,
      submenu: isMac
        ? [
            { role: 'minimize', label: words.minimize },
            { role: 'zoom', label: words.zoomWindow },
            { type: 'separator' },
            { role: 'front', label: words.bringAllToFront },
          ]
        : [
            { role: 'minimize', label: words.minimize },
            { role: 'close', label: words.close },
          ],
    },
    helpMenu(options, isMac),
  ];
}

/** Installs (or replaces) the application menu; Reload and DevTools appear only when the app is not packaged. */
export function installApplicationMenu(options: ApplicationMenuOptions): void {
  const env: MenuEnvironment = { platform: process.platform, isDev: !app.isPackaged };
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(options, env)));
}
