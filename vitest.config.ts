import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and integration tests, in two projects: Node for shared/, electron/, bench/ and scripts/, and
// jsdom (with its setup file) for renderer/. The keychain round trip has its own config (needs a
// Secret Service).
export default defineConfig({
  test: {
    exclude: ['**/*.keychain.test.ts', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'electron/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The command line's process tests run the built out/cli, as users do.
          globalSetup: ['scripts/cli-build.ts'],
          // Electron cannot run here: main and preload tests get the one fake (electron/testing/electron.ts).
          alias: [
            {
              find: /^electron$/,
              replacement: fileURLToPath(
                new URL('./electron/testing/electron.ts', import.meta.url),
              ),
            },
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
