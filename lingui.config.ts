import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The interface's messages, extracted from the code (`npx lingui extract`), one catalog per part of
// the interface and language under renderer/locales/. Parts keep catalogs small to review and let
// work on one part leave the others' files alone; the app loads every part of the language in use.
const FEATURES = [
  'accounts',
  'bays',
  'bookings',
  'compare',
  'export',
  'insights',
  'keys',
  'locations',
  'onboarding',
  'portfolio',
  'sites',
  'status',
  'table',
  'timeline',
  'timezone',
  'trends',
] as const;

const catalog = (name: string, include: string[]) => ({
  path: `<rootDir>/renderer/locales/{locale}/${name}`,
  include,
  exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr'],
  // Origins would change the catalogs on every moved line, and the check in `npm test` with them.
  format: formatter({ origins: false, lineNumbers: false }),
  catalogs: [
    catalog('app', [
      '<rootDir>/renderer/src/app',
      '<rootDir>/renderer/src/ui',
      '<rootDir>/renderer/src/bridge',
      '<rootDir>/renderer/src/data',
      '<rootDir>/renderer/src/keyboard',
      '<rootDir>/renderer/src/startup',
      '<rootDir>/renderer/src/i18n',
    ]),
    ...FEATURES.map((f) => catalog(f, [`<rootDir>/renderer/src/features/${f}`])),
  ],
});
