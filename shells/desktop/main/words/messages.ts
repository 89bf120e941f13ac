/**
 * Every text the desktop shell shows itself, in English, the source language.
 * Their translations: shells/desktop/main/locales/{locale}/desktop.po.
 */

/** The application menu’s words (role items too: Electron gives their own labels in English only). */
export const MENU = {
  file: /*i18n*/ { id: 'desktop.menu.file', message: 'File' },
  edit: /*i18n*/ { id: 'desktop.menu.edit', message: 'Edit' },
  view: /*i18n*/ { id: 'desktop.menu.view', message: 'View' },
  window: /*i18n*/ { id: 'desktop.menu.window', message: 'Window' },
  help: /*i18n*/ { id: 'desktop.menu.help', message: 'Help' },
  quit: /*i18n*/ { id: 'desktop.menu.quit', message: 'Quit' },
  exit: /*i18n*/ { id: 'desktop.menu.exit', message: 'Exit' },
  undo: /*i18n*/ { id: 'desktop.menu.undo', message: 'Undo' },
  redo: /*i18n*/ { id: 'desktop.menu.redo', message: 'Redo' },
  cut: /*i18n*/ { id: 'desktop.menu.cut', message: 'Cut' },
  copy: /*i18n*/ { id: 'desktop.menu.copy', message: 'Copy' },
  paste: /*i18n*/ { id: 'desktop.menu.paste', message: 'Paste' },
  selectAll: /*i18n*/ { id: 'desktop.menu.selectAll', message: 'Select All' },
  reload: /*i18n*/ { id: 'desktop.menu.reload', message: 'Reload' },
  forceReload: /*i18n*/ { id: 'desktop.menu.forceReload', message: 'Force Reload' },
  toggleDevTools: /*i18n*/ { id: 'desktop.menu.toggleDevTools', message: 'Toggle Developer Tools' },
  actualSize: /*i18n*/ { id: 'desktop.menu.actualSize', message: 'Actual Size' },
  zoomIn: /*i18n*/ { id: 'desktop.menu.zoomIn', message: 'Zoom In' },
  zoomOut: /*i18n*/ { id: 'desktop.menu.zoomOut', message: 'Zoom Out' },
  toggleFullScreen: /*i18n*/ { id: 'desktop.menu.toggleFullScreen', message: 'Toggle Full Screen' },
  minimize: /*i18n*/ { id: 'desktop.menu.minimize', message: 'Minimize' },
  close: /*i18n*/ { id: 'desktop.menu.close', message: 'Close' },
  zoomWindow: /*i18n*/ { id: 'desktop.menu.zoomWindow', message: 'Zoom' },
  bringAllToFront: /*i18n*/ { id: 'desktop.menu.bringAllToFront', message: 'Bring All to Front' },
  services: /*i18n*/ { id: 'desktop.menu.services', message: 'Services' },
  hideOthers: /*i18n*/ { id: 'desktop.menu.hideOthers', message: 'Hide Others' },
  showAll: /*i18n*/ { id: 'desktop.menu.showAll', message: 'Show All' },
  reportProblem: /*i18n*/ { id: 'desktop.menu.reportProblem', message: 'Report a Problem…' },
} as const;

/** The menu’s words with values in them. */
export const MENU_TEXTS = {
  quitApp: /*i18n*/ {
    id: 'desktop.menu.quitApp',
    message: 'Quit {appName}',
    comment: 'appName: the product’s name',
  },
  hideApp: /*i18n*/ {
    id: 'desktop.menu.hideApp',
    message: 'Hide {appName}',
    comment: 'appName: the product’s name',
  },
  productHelp: /*i18n*/ {
    id: 'desktop.menu.productHelp',
    message: '{appName} Help',
    comment: 'appName: the product’s name',
  },
  about: /*i18n*/ {
    id: 'desktop.menu.about',
    message: 'About {appName}',
    comment: 'appName: the product’s name',
  },
  version: /*i18n*/ { id: 'desktop.menu.version', message: 'Version {version}' },
} as const;

/** The About box. */
export const ABOUT = {
  title: /*i18n*/ {
    id: 'desktop.about.title',
    message: 'About {appName}',
    comment: 'appName: the product’s name',
  },
  version: /*i18n*/ { id: 'desktop.about.version', message: 'Version {version}' },
  unknown: /*i18n*/ {
    id: 'desktop.about.unknown',
    message: 'unknown',
    comment: 'A runtime whose version is not known',
  },
  ok: /*i18n*/ { id: 'desktop.about.ok', message: 'OK' },
} as const;

/** What a save dialog saves, by the kind of file: exports are exported, the view is saved. */
export const SAVE_TITLES = {
  bookings: /*i18n*/ {
    id: 'desktop.save.bookings',
    message: 'Export bookings as {type}',
    comment: 'type: the file’s type as desktop.save.as says it',
  },
  summary: /*i18n*/ {
    id: 'desktop.save.summary',
    message: 'Export the summary as {type}',
    comment: 'type: the file’s type as desktop.save.as says it',
  },
  report: /*i18n*/ {
    id: 'desktop.save.report',
    message: 'Export the report as {type}',
    comment: 'type: the file’s type as desktop.save.as says it',
  },
  pdf: /*i18n*/ {
    id: 'desktop.save.pdf',
    message: 'Save the view as {type}',
    comment: 'type: the file’s type as desktop.save.as says it',
  },
  picture: /*i18n*/ {
    id: 'desktop.save.picture',
    message: 'Save the view as {type}',
    comment: 'type: the file’s type as desktop.save.as says it',
  },
  reportWorkbook: /*i18n*/ {
    id: 'desktop.save.reportWorkbook',
    message: 'Export the report workbook',
  },
} as const;

/** A file’s type, as a save dialog’s title says it. */
export const SAVE_AS = {
  csv: /*i18n*/ {
    id: 'desktop.save.as.csv',
    message: 'a CSV file',
    comment: 'The file’s type inside a save dialog’s title',
  },
  xlsx: /*i18n*/ {
    id: 'desktop.save.as.xlsx',
    message: 'an Excel workbook',
    comment: 'The file’s type inside a save dialog’s title',
  },
  pdf: /*i18n*/ {
    id: 'desktop.save.as.pdf',
    message: 'a PDF document',
    comment: 'The file’s type inside a save dialog’s title',
  },
  png: /*i18n*/ {
    id: 'desktop.save.as.png',
    message: 'a PNG image',
    comment: 'The file’s type inside a save dialog’s title',
  },
} as const;

/** A file’s type, as a save dialog’s filter names it. */
export const FILTER_NAMES = {
  csv: /*i18n*/ {
    id: 'desktop.save.filter.csv',
    message: 'CSV file',
    comment: 'The file’s type in the save dialog’s list of types',
  },
  xlsx: /*i18n*/ {
    id: 'desktop.save.filter.xlsx',
    message: 'Excel workbook',
    comment: 'The file’s type in the save dialog’s list of types',
  },
  pdf: /*i18n*/ {
    id: 'desktop.save.filter.pdf',
    message: 'PDF document',
    comment: 'The file’s type in the save dialog’s list of types',
  },
  png: /*i18n*/ {
    id: 'desktop.save.filter.png',
    message: 'PNG image',
    comment: 'The file’s type in the save dialog’s list of types',
  },
} as const;

/** The box that says a picture was not saved. */
export const PICTURE = {
  notSaved: /*i18n*/ { id: 'desktop.picture.notSaved', message: 'The picture was not saved.' },
  notWritten: /*i18n*/ {
    id: 'desktop.picture.notWritten',
    message: 'It could not be written.',
    comment: 'The detail when the failure gave no reason',
  },
} as const;
