import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The interface's messages, extracted from the code (`npx lingui extract`), one catalog per part of
// the interface and language under renderer/locales/. Parts keep catalogs small to review and let
// work on one part leave the others' files alone; the app loads every part of the language in use.
const FEATURES = [
  'accounts',
  'ahead',
  'bays',
  'bookings',
  'compare',
  'export',
  'insights',
  'keys',
  'locations',
  'onboarding',
  'people',
  'all-locations',
  'schedules',
  'sites',
  'table',
  'timeline',
  'timezone',
  'trends',
] as const;

const catalog = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/renderer/locales/{locale}/${name}`,
  include,
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', ...exclude],
});

// The Sites page's holiday calendars and closures: a catalog of their own, loaded after the first
// screen (renderer/src/i18n/catalogs.ts), as nothing of them shows before the Sites tab is opened.
// The forms that add, rename and remove an account: a catalog of their own, loaded after the first
// screen, as each opens in a dialog of its own chunk.
const ACCOUNT_FORMS = [
  'AddAccountModal.tsx',
  'RenameAccountModal.tsx',
  'RemoveAccountModal.tsx',
  'account-problem-advice.ts',
  'account-problem-title.ts',
].map((f) => `<rootDir>/renderer/src/features/accounts/${f}`);

// The list of keys (its dialog is a chunk of its own) and the timeline's zoom and day cells (only a
// range shows them): catalogs of their own, loaded after the first screen, as nothing of them
// shows on it.
const KEY_LIST = ['KeyListDialog.tsx', 'key-list.ts'].map(
  (f) => `<rootDir>/renderer/src/features/keys/${f}`,
);
const TIMELINE_ZOOM = ['ZoomButtons.tsx', 'OccupancyStrip.tsx'].map(
  (f) => `<rootDir>/renderer/src/features/timeline/${f}`,
);

const SITE_CALENDARS = [
  'Closure*',
  'Holiday*',
  'closure-*',
  'holiday-*',
  'picker-labels.ts',
  'use-calendar-names.ts',
  'use-closures.ts',
  'use-holiday-field.ts',
].map((f) => `<rootDir>/renderer/src/features/sites/${f}`);

// What the first screen needs of the Sites feature (the mark of unsaved site changes on the Sites tab,
// the zone choice and site clocks the timeline reads): a catalog of its own, in the first chunk. The
// rest of the feature (the Sites page, its note, the basis lines of the later views) is a later part.
const SITES_FIRST = [
  'UnsavedSitesMark.tsx',
  'draft-store.ts',
  'site-time.ts',
  'use-site-clocks.ts',
  'zone-choice.ts',
].map((f) => `<rootDir>/renderer/src/features/sites/${f}`);

// The words the Node side writes: the report workbooks and summaries (shared/report-words/) and the
// desktop shell's menus and dialogs. Their catalogs sit with their code, as shared/ and the shells
// must not reach into renderer/; their messages are descriptors with explicit ids, looked up without
// a macro transform (tsx and Playwright's loader run this code untransformed), and compiled by
// scripts/compile-catalogs.ts into the TypeScript modules next to each .po.
const nodeCatalog = (path: string, include: string[]) => ({
  path: `<rootDir>/${path}`,
  include,
  exclude: ['**/*.test.ts', '**/testing/**'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  // Origins would change the catalogs on every moved line, and the check in `npm test` with them.
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    catalog(
      'app',
      [
        '<rootDir>/renderer/src/app',
        '<rootDir>/renderer/src/ui',
        '<rootDir>/renderer/src/bridge',
        '<rootDir>/renderer/src/data',
        '<rootDir>/renderer/src/keyboard',
        '<rootDir>/renderer/src/startup',
        '<rootDir>/renderer/src/i18n',
      ],
      ['<rootDir>/renderer/src/ui/status/**'],
    ),
    // The states every view shares (loading, empty, stale, failed): shared UI, a catalog of its own.
    catalog('status', ['<rootDir>/renderer/src/ui/status']),
    ...FEATURES.map((f) =>
      f === 'sites'
        ? catalog(f, [`<rootDir>/renderer/src/features/${f}`], [...SITE_CALENDARS, ...SITES_FIRST])
        : f === 'accounts'
          ? catalog(f, [`<rootDir>/renderer/src/features/${f}`], ACCOUNT_FORMS)
          : f === 'keys'
            ? catalog(f, [`<rootDir>/renderer/src/features/${f}`], KEY_LIST)
            : f === 'timeline'
              ? catalog(f, [`<rootDir>/renderer/src/features/${f}`], TIMELINE_ZOOM)
              : catalog(f, [`<rootDir>/renderer/src/features/${f}`]),
    ),
    catalog('site-calendars', SITE_CALENDARS),
    catalog('sites-first', SITES_FIRST),
    catalog('account-forms', ACCOUNT_FORMS),
    catalog('key-list', KEY_LIST),
    catalog('timeline-zoom', TIMELINE_ZOOM),
    nodeCatalog('shared/locales/{locale}/reports', ['<rootDir>/shared/report-words']),
    nodeCatalog('shells/desktop/main/locales/{locale}/desktop', [
      '<rootDir>/shells/desktop/main/words',
    ]),
  ],
});
