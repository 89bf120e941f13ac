import { defineConfig } from '@playwright/test';

// The real window: e2e/electron drives the built app in Electron (`npm run test:electron`, on a
// machine where Electron's binary is installed). The default config (browser shell in Chromium)
// ignores this folder.
export default defineConfig({
  testDir: 'e2e/electron',
  outputDir: 'test-results/electron',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
});
