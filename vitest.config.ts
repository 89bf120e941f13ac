import { defineConfig } from 'vitest/config';

// Unit and integration tests. The keychain round trip has its own config (needs a Secret Service).
export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/*.keychain.test.ts', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // The command line's process tests run the built out/cli, as users do.
    globalSetup: ['scripts/cli-build.ts'],
  },
});
