/** The desktop shell's words in English, the source language. */
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';
import type { ShellWords } from './types';

/** Each type's name, with its article for the title. */
const TYPES: Readonly<Record<SavedFileExtension, { name: string; article: 'a' | 'an' }>> = {
  csv: { name: 'CSV file', article: 'a' },
  xlsx: { name: 'Excel workbook', article: 'an' },
  pdf: { name: 'PDF document', article: 'a' },
  png: { name: 'PNG image', article: 'a' },
};

/** What the person is doing: exports are exported, the view is saved. */
const ACTIONS: Readonly<Record<SavedFileKind, string>> = {
  bookings: 'Export bookings',
  summary: 'Export the summary',
  report: 'Export the report',
  pdf: 'Save the view',
  picture: 'Save the view',
};

/** English, as Electron's own role labels have it on each platform. */
export const en: ShellWords = {
  menu: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    help: 'Help',
    quit: 'Quit',
    exit: 'Exit',
    quitApp: (appName) => `Quit ${appName}`,
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select All',
    reload: 'Reload',
    forceReload: 'Force Reload',
    toggleDevTools: 'Toggle Developer Tools',
    actualSize: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    toggleFullScreen: 'Toggle Full Screen',
    minimize: 'Minimize',
    close: 'Close',
    zoomWindow: 'Zoom',
    bringAllToFront: 'Bring All to Front',
    services: 'Services',
    hideApp: (appName) => `Hide ${appName}`,
    hideOthers: 'Hide Others',
    showAll: 'Show All',
    productHelp: (appName) => `${appName} Help`,
    reportProblem: 'Report a Problem…',
    about: (appName) => `About ${appName}`,
    version: (version) => `Version ${version}`,
  },
  about: {
    title: (appName) => `About ${appName}`,
    version: (version) => `Version ${version}`,
    unknown: 'unknown',
    ok: 'OK',
  },
  saveDialog: {
    title: (kind, extension) => {
      // The app calls it "the report workbook" everywhere else; "as an Excel workbook" would repeat it.
      if (kind === 'report' && extension === 'xlsx') return 'Export the report workbook';
      const type = TYPES[extension];
      return `${ACTIONS[kind]} as ${type.article} ${type.name}`;
    },
    filterName: {
      csv: TYPES.csv.name,
      xlsx: TYPES.xlsx.name,
      pdf: TYPES.pdf.name,
      png: TYPES.png.name,
    },
  },
  picture: {
    notSaved: 'The picture was not saved.',
    notWritten: 'It could not be written.',
  },
};
