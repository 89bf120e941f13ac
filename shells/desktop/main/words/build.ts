/**
 * The desktop shell's words in one language, built from its catalog
 * (shells/desktop/main/locales/{locale}/desktop.po): the messages of ./messages, values filled in.
 */
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';
import { type Translate, translateAll } from '#shared/i18n/catalog';
import { ABOUT, FILTER_NAMES, MENU, MENU_TEXTS, PICTURE, SAVE_AS, SAVE_TITLES } from './messages';
import type { ShellWords } from './types';

/** Every text of the shell, looked up with `t`. */
export function buildShellWords(t: Translate): ShellWords {
  const app = (appName: string) => ({ appName });
  return {
    menu: {
      ...translateAll(t, MENU),
      quitApp: (appName) => t(MENU_TEXTS.quitApp, app(appName)),
      hideApp: (appName) => t(MENU_TEXTS.hideApp, app(appName)),
      productHelp: (appName) => t(MENU_TEXTS.productHelp, app(appName)),
      about: (appName) => t(MENU_TEXTS.about, app(appName)),
      version: (version) => t(MENU_TEXTS.version, { version }),
    },
    about: {
      title: (appName) => t(ABOUT.title, app(appName)),
      version: (version) => t(ABOUT.version, { version }),
      unknown: t(ABOUT.unknown),
      ok: t(ABOUT.ok),
    },
    saveDialog: {
      title: (kind: SavedFileKind, extension: SavedFileExtension) =>
        // The app calls it "the report workbook" everywhere else; "as an Excel workbook" would repeat it.
        kind === 'report' && extension === 'xlsx'
          ? t(SAVE_TITLES.reportWorkbook)
          : t(SAVE_TITLES[kind], { type: t(SAVE_AS[extension]) }),
      filterName: translateAll(t, FILTER_NAMES),
    },
    picture: translateAll(t, PICTURE),
  };
}
