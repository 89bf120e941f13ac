// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';
import pluginLingui from 'eslint-plugin-lingui';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

const ipcMessage =
  'Raw ipcMain/ipcRenderer is allowed only in the typed wrappers (shells/desktop/main/ipc.ts, shells/desktop/preload/). Use the contract.';
const nodeModules = [
  'node:*',
  'fs',
  'path',
  'os',
  'http',
  'https',
  'child_process',
  'crypto',
  'url',
  'stream',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'dist/',
      'test-results/',
      'playwright-report/',
      'e2e/artifacts/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: ipcMessage },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: nodeModules, message: 'shared/ is pure TypeScript: no Node imports.' },
            {
              group: [
                'electron',
                'react',
                'react-dom',
                '@lingui/react',
                '@lingui/react/**',
                '**/shells/**',
                '**/backend/**',
                '**/demo-api/**',
                '**/renderer/**',
                '\\#backend/**',
                '\\#demo-api/**',
                '\\#renderer/**',
              ],
              message: 'shared/ must not depend on a runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts', 'demo-api/**/*.ts', 'shells/cli/**/*.ts', 'shells/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', '**/main/**', '**/preload/**'],
              message: 'This code runs outside Electron: no electron import.',
            },
            {
              group: ['react', 'react-dom', '@lingui/react', '@lingui/react/**'],
              message: 'The installed command line has no React: messages go through @lingui/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The command line is a client of the contract, as the renderer is: it reaches exports and
    // Insights through the backend's dispatch, and one command never borrows from another.
    files: ['shells/cli/**/*.ts'],
    ignores: ['shells/cli/**/*.test.ts', 'shells/cli/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', '**/main/**', '**/preload/**'],
              message: 'This code runs outside Electron: no electron import.',
            },
            {
              group: ['export', 'bookings', 'reports', 'insights', 'handlers'].flatMap((dir) => [
                `**/backend/${dir}/**`,
                // gitignore syntax: a leading # would start a comment.
                `\\#backend/${dir}/**`,
              ]),
              message:
                'The command line calls exports and Insights through the contract (session.call).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shells/cli/commands/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['electron', '**/main/**', '**/preload/**'],
              message: 'This code runs outside Electron: no electron import.',
            },
            {
              group: ['**/backend/**'],
              message: 'A command reaches the backend through the session (../with-session).',
            },
            {
              group: ['./*'],
              message: 'No command imports another: shared option code lives in shells/cli/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...pluginQuery.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...nodeModules,
                'electron',
                '**/shells/**',
                '**/backend/**',
                '**/demo-api/**',
                // gitignore syntax: a leading # would start a comment.
                '\\#backend/**',
                '\\#demo-api/**',
              ],
              message: 'The renderer talks only to the contract through the bridge.',
            },
          ],
        },
      ],
    },
  },
  {
    // zod and the contract's schemas would ship ~100 KB the first screen does not need; types are free.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}', 'renderer/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'zod',
                '**/shared/contract',
                '**/shared/contract/index',
                '\\#shared/contract',
                '**/shared/api/schemas',
                '**/shared/dispatch',
              ],
              allowTypeImports: true,
              message:
                'Only types from the contract in the renderer: its zod schemas would load with the first screen.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from a catalog (lingui.config.ts): a string written in a
    // component is an error here, and the pseudo-locale e2e catches what reaches the screen anyway.
    files: ['renderer/src/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}', 'renderer/src/testing/**'],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Not words: identifiers, CSS, test ids, keys and units (no space, no capital first).
            '^[^\\sA-Z][^\\s]*$',
            '^[A-Z0-9_]+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|classNames|style|styles|data-.*|testId|key|id|type|role|variant|color|c|size|fw|fz|ta|justify|align|wrap|position|mode|gap|p[xytblr]?|m[xytblr]?|w|h|maw|miw|mah|mih|radius|shadow|tt|ff|lts|lh|display|pos|inset|top|bottom|left|right|bg|bd|opacity|component|href|target|rel|src|name|autoComplete|inputMode|pattern|viewBox|d|fill|stroke|transform|transition|easing|dir|lang|tabIndex|accept|method|encType|ref|as|order|span|cols|spacing|verticalSpacing|horizontalSpacing|layout|orientation|placement|side|sideOffset|strategy|zIndex|fontFamily|fontFeatureSettings|aria-keyshortcuts|accessKey|enterKeyHint)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'assertNever',
            'Intl.*',
            'new Intl.*',
            'document.*',
            'window.*',
            'localStorage.*',
            'globalThis.*',
            'matchMedia',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getAttribute',
            '*.setAttribute',
            '*.addEventListener',
            '*.removeEventListener',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.replace',
            'useQuery',
            'useMutation',
            'lazyNamed',
          ],
        },
      ],
    },
  },
  {
    files: ['shells/desktop/main/ipc.ts', 'shells/desktop/preload/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['*.config.{js,ts}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Which folder may import which: one rule, so these directions never override each other.
    files: ['**/*.{ts,tsx}'],
    plugins: { local: importBoundaries },
    rules: {
      'local/import-boundaries': [
        'error',
        [
          {
            from: '^renderer/src/features/',
            disallow: '^renderer/src/app/',
            message:
              'Features never import app/ (the shell that composes them): shared UI bits live in renderer/src/ui/.',
          },
          {
            from: '^renderer/src/(data|bridge|keyboard)/',
            disallow: '^renderer/src/(app|features)/',
            message:
              'data/, bridge/ and keyboard/ sit below the views: they never import app/ or features/.',
          },
          {
            from: '^renderer/src/ui/',
            disallow: '^renderer/src/(app|features|data|bridge|keyboard)/',
            // A test may give a part what data/ really throws (a BridgeError), to check they agree.
            except: '\\.test\\.tsx?$',
            message: 'renderer/src/ui/ is a leaf: it imports no other folder of the renderer.',
          },
          {
            from: '^(backend|shells|demo-api)/',
            // The contract suite over HTTP drives the page's own bridge against the server.
            except: '\\.test\\.ts$',
            disallow: '^renderer/',
            message:
              'backend/, shells/ and demo-api/ must not import from renderer/: what both sides share (the wire vocabulary) lives in shared/.',
          },
          {
            from: '^(backend|demo-api|shared)/',
            disallow: '^shells/',
            message:
              'The backend, the demo API and shared/ know no shell: a shell composes the backend, never the other way.',
          },
          {
            from: '^demo-api/',
            disallow: '^(backend|shells|renderer)/',
            message:
              'demo-api/ is a stand-in for the Bookings Integration API: it imports only shared/, as a real API knows nothing of the app.',
          },
          {
            from: '^(shared|backend|shells|demo-api|renderer)/',
            except: '(\\.test\\.tsx?$|/testing/)',
            disallow: '/testing/',
            message:
              'Test-only code (a testing/ folder) is for tests, benchmarks and e2e: shipped code must not import it.',
          },
        ],
      ],
    },
  },
);
