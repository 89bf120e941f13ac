/** The desktop shell's words in French: the menu names of Windows and macOS, the typographic ’. */
import type { SavedFileExtension, SavedFileKind } from '#backend/platform';
import type { ShellWords } from './types';

/** Each type's name in the filter. */
const FILTER_NAMES: Readonly<Record<SavedFileExtension, string>> = {
  csv: 'Fichier CSV',
  xlsx: 'Classeur Excel',
  pdf: 'Document PDF',
  png: 'Image PNG',
};

/** Each format, as the title names it ("au format Excel"). */
const FORMATS: Readonly<Record<SavedFileExtension, string>> = {
  csv: 'CSV',
  xlsx: 'Excel',
  pdf: 'PDF',
  png: 'PNG',
};

/** What the person is doing: exports are exported, the view is saved. */
const ACTIONS: Readonly<Record<SavedFileKind, string>> = {
  bookings: 'Exporter les réservations',
  summary: 'Exporter la synthèse',
  report: 'Exporter le rapport',
  pdf: 'Enregistrer la vue',
  picture: 'Enregistrer la vue',
};

/** French. */
export const fr: ShellWords = {
  menu: {
    file: 'Fichier',
    edit: 'Édition',
    view: 'Affichage',
    window: 'Fenêtre',
    help: 'Aide',
    quit: 'Quitter',
    exit: 'Quitter',
    quitApp: (appName) => `Quitter ${appName}`,
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    reload: 'Actualiser',
    forceReload: 'Forcer l’actualisation',
    toggleDevTools: 'Afficher/masquer les outils de développement',
    actualSize: 'Taille réelle',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    toggleFullScreen: 'Plein écran',
    minimize: 'Réduire',
    close: 'Fermer',
    zoomWindow: 'Réduire/agrandir',
    bringAllToFront: 'Tout ramener au premier plan',
    services: 'Services',
    hideApp: (appName) => `Masquer ${appName}`,
    hideOthers: 'Masquer les autres',
    showAll: 'Tout afficher',
    productHelp: (appName) => `Aide de ${appName}`,
    reportProblem: 'Signaler un problème…',
    about: (appName) => `À propos de ${appName}`,
    version: (version) => `Version ${version}`,
  },
  about: {
    title: (appName) => `À propos de ${appName}`,
    version: (version) => `Version ${version}`,
    unknown: 'inconnue',
    ok: 'OK',
  },
  saveDialog: {
    title: (kind, extension) => {
      if (kind === 'report' && extension === 'xlsx') return 'Exporter le classeur du rapport';
      return `${ACTIONS[kind]} au format ${FORMATS[extension]}`;
    },
    filterName: FILTER_NAMES,
  },
  picture: {
    notSaved: 'L’image n’a pas été enregistrée.',
    notWritten: 'Le fichier n’a pas pu être écrit.',
  },
};
