import { defineConfig } from '@playwright/test';

// End-to-end tests drive the browser shell (electron/web) with the system Chromium; the shell and the
// demo servers are started by the fixtures in e2e/fixtures.ts. `npm run test:e2e` builds first.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
