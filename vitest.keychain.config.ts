import { defineConfig } from 'vitest/config';

// The real OS keychain round trips: run under a Secret Service (see README, "Tests"). The global
// setup builds out/cli and out/main when stale, since the round trips run those builds in plain Node.
export default defineConfig({
  test: {
    include: ['{backend,shells,demo-api}/**/*.keychain.test.ts'],
    globalSetup: ['scripts/keychain-build.ts'],
    testTimeout: 60_000,
    // Two files at a time, one per core: each test keeps its own data folder and keychain service,
    // so their entries never meet, and the run takes two thirds of the time one at a time does.
    maxWorkers: 2,
  },
});
