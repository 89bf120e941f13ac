import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { NODE_FRESH, RENDERER_FRESH } from './scripts/fresh-module-tests';

// Unit and integration tests, in projects: Node for shared/, electron/, bench/ and scripts/, and
// jsdom (with its setup file) for renderer/. The keychain round trip has its own config (needs a
// Secret Service).
//
// Files share their worker's modules (isolate: false): a fresh process and jsdom per file was about
// a third of the run. Those that need fresh modules (scripts/fresh-module-tests.ts) run isolated, in
// projects of their own.

const ALWAYS_EXCLUDED = ['**/*.keychain.test.ts', 'node_modules/**'];

/** The Node project's settings, shared by its shared-module and fresh-module halves. */
const nodeTest = (): TestProjectInlineConfiguration['test'] => ({
  environment: 'node',
  // The command line's process tests run the built out/cli, as users do.
  globalSetup: ['scripts/cli-build.ts'],
  // Electron cannot run here: main and preload tests get the one fake (shells/desktop/testing/electron.ts).
  alias: [
    {
      find: /^electron$/,
      replacement: fileURLToPath(new URL('./shells/desktop/testing/electron.ts', import.meta.url)),
    },
  ],
});

const rendererTest = (): TestProjectInlineConfiguration['test'] => ({
  environment: 'jsdom',
  setupFiles: ['renderer/src/testing/dom-setup.ts'],
  // Every render inside the i18n provider, as in the app (renderer/src/testing/testing-library.tsx).
  alias: [
    {
      find: /^@testing-library\/react$/,
      replacement: fileURLToPath(
        new URL('./renderer/src/testing/testing-library.tsx', import.meta.url),
      ),
    },
  ],
});

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      ...nodeTest(),
      name: 'node',
      include: [
        'shared/**/*.test.ts',
        'backend/**/*.test.ts',
        'shells/**/*.test.ts',
        'demo-api/**/*.test.ts',
        'bench/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      exclude: [...ALWAYS_EXCLUDED, ...NODE_FRESH],
      isolate: false,
    },
  },
  { extends: true, test: { ...nodeTest(), name: 'node-fresh', include: [...NODE_FRESH] } },
  {
    extends: true,
    test: {
      ...rendererTest(),
      name: 'renderer',
      include: ['renderer/**/*.test.{ts,tsx}'],
      exclude: [...ALWAYS_EXCLUDED, ...RENDERER_FRESH],
      isolate: false,
    },
  },
  {
    extends: true,
    test: { ...rendererTest(), name: 'renderer-fresh', include: [...RENDERER_FRESH] },
  },
];

export default defineConfig({
  // The renderer's messages: Lingui's macros, as in the app's build (electron.vite.config.ts).
  plugins: [lingui({ macroTransform: true })],
  test: {
    exclude: ALWAYS_EXCLUDED,
    // Safety nets, not timings: a process test on a machine busy with the other worker can take
    // several times its quiet duration.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core: half the files' time is spent waiting on child processes and servers.
    maxWorkers: 2,
    projects,
  },
});
