/** The desktop shell's words in German: the menu names of Windows and macOS, the reader as "Sie". */
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';
import type { ShellWords } from './types';

/** Each type's name, in the filter and after "als" in the title. */
const TYPES: Readonly<Record<SavedFileExtension, string>> = {
  csv: 'CSV-Datei',
  xlsx: 'Excel-Arbeitsmappe',
  pdf: 'PDF-Dokument',
  png: 'PNG-Bild',
};

/** What is saved, and the verb that ends the title ("Buchungen als CSV-Datei exportieren"). */
const ACTIONS: Readonly<Record<SavedFileKind, { what: string; verb: string }>> = {
  bookings: { what: 'Buchungen', verb: 'exportieren' },
  summary: { what: 'Zusammenfassung', verb: 'exportieren' },
  report: { what: 'Bericht', verb: 'exportieren' },
  pdf: { what: 'Ansicht', verb: 'speichern' },
  picture: { what: 'Ansicht', verb: 'speichern' },
};

/** German. */
export const de: ShellWords = {
  menu: {
    file: 'Datei',
    edit: 'Bearbeiten',
    view: 'Ansicht',
    window: 'Fenster',
    help: 'Hilfe',
    quit: 'Beenden',
    exit: 'Beenden',
    quitApp: (appName) => `${appName} beenden`,
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    selectAll: 'Alles auswählen',
    reload: 'Neu laden',
    forceReload: 'Neu laden erzwingen',
    toggleDevTools: 'Entwicklertools ein/aus',
    actualSize: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    toggleFullScreen: 'Vollbild ein/aus',
    minimize: 'Minimieren',
    close: 'Schließen',
    zoomWindow: 'Zoomen',
    bringAllToFront: 'Alle nach vorne bringen',
    services: 'Dienste',
    hideApp: (appName) => `${appName} ausblenden`,
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    productHelp: (appName) => `${appName}-Hilfe`,
    reportProblem: 'Problem melden…',
    about: (appName) => `Über ${appName}`,
    version: (version) => `Version ${version}`,
  },
  about: {
    title: (appName) => `Über ${appName}`,
    version: (version) => `Version ${version}`,
    unknown: 'unbekannt',
    ok: 'OK',
  },
  saveDialog: {
    title: (kind, extension) => {
      if (kind === 'report' && extension === 'xlsx') return 'Berichtsarbeitsmappe exportieren';
      const { what, verb } = ACTIONS[kind];
      return `${what} als ${TYPES[extension]} ${verb}`;
    },
    filterName: TYPES,
  },
  picture: {
    notSaved: 'Das Bild wurde nicht gespeichert.',
    notWritten: 'Es konnte nicht geschrieben werden.',
  },
};
