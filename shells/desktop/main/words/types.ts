/**
 * Every text the desktop shell shows itself (the application menu, the About box, the save dialogs,
 * the picture's error box), one interface for all languages, built from each language's catalog
 * (./build.ts). Texts with values are functions. The page's words are the renderer's catalogs.
 */
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';

/** The application menu: the menus, each item (role items too, whose own labels Electron gives in English), Help. */
export interface MenuWords {
  readonly file: string;
  readonly edit: string;
  readonly view: string;
  readonly window: string;
  readonly help: string;
  /** Quit on Linux. */
  readonly quit: string;
  /** Quit on Windows, where programs "exit". */
  readonly exit: string;
  /** Quit in the macOS app menu, which names the app. */
  readonly quitApp: (appName: string) => string;
  readonly undo: string;
  readonly redo: string;
  readonly cut: string;
  readonly copy: string;
  readonly paste: string;
  readonly selectAll: string;
  readonly reload: string;
  readonly forceReload: string;
  readonly toggleDevTools: string;
  readonly actualSize: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly toggleFullScreen: string;
  readonly minimize: string;
  readonly close: string;
  /** macOS's Window > Zoom: the window between its sizes (not the page's zoom). */
  readonly zoomWindow: string;
  readonly bringAllToFront: string;
  readonly services: string;
  readonly hideApp: (appName: string) => string;
  readonly hideOthers: string;
  readonly showAll: string;
  readonly productHelp: (appName: string) => string;
  readonly reportProblem: string;
  readonly about: (appName: string) => string;
  readonly version: (version: string) => string;
}

/** The About box. */
export interface AboutWords {
  readonly title: (appName: string) => string;
  readonly version: (version: string) => string;
  /** A runtime whose version is not known. */
  readonly unknown: string;
  readonly ok: string;
}

/** The save dialog of every file the app writes. */
export interface SaveDialogWords {
  /** What is saved and as what: "Export bookings as an Excel workbook". */
  readonly title: (kind: SavedFileKind, extension: SavedFileExtension) => string;
  /** Each type's name in the dialog's filter: "Excel workbook". */
  readonly filterName: Readonly<Record<SavedFileExtension, string>>;
}

/** The box that says a picture was not saved (its detail is the file system's reason when there is one). */
export interface PictureWords {
  readonly notSaved: string;
  /** The detail when the failure gave no reason. */
  readonly notWritten: string;
}

/** Everything the desktop shell says, in one language. */
export interface ShellWords {
  readonly menu: MenuWords;
  readonly about: AboutWords;
  readonly saveDialog: SaveDialogWords;
  readonly picture: PictureWords;
}
