import { defineConfig } from 'vitest/config';

// The real OS keychain round trip: run under a Secret Service (see README, "Tests").
export default defineConfig({
  test: { include: ['electron/**/*.keychain.test.ts'], testTimeout: 20_000 },
});
