import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';

// End-to-end tests drive the browser shell (shells/web) with the system Chromium; the shell and the
// demo servers are started by the fixtures in e2e/fixtures.ts. `npm run test:e2e` builds first.
export default defineConfig({
  testDir: 'e2e',
  // The real-window specs need Electron's binary: `npm run test:electron` (playwright.electron.config.ts).
  testIgnore: ['electron/**'],
  outputDir: 'test-results',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] },
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
