import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_LAUNCH } from './e2e/chromium';

// End-to-end tests drive the browser shell (shells/web) with the system Chromium (e2e/chromium.ts); the shell and the
// demo servers are started by the fixtures in e2e/fixtures.ts. `npm run test:e2e` builds first.
export default defineConfig({
  testDir: 'e2e',
  // The real-window specs need Electron's binary: `npm run test:electron` (playwright.electron.config.ts).
  testIgnore: ['electron/**'],
  outputDir: 'test-results',
  // Two workers, each with its own browser shell, data folder and demo servers (e2e/fixtures.ts):
  // on 2 cores much of a test is waiting (answers, paints), so two files at a time take about two
  // thirds of the time one at a time does. A file's tests still run in order, in one worker.
  workers: 2,
  fullyParallel: false,
  // Each worker has half the machine: an axe run over a full page can take tens of seconds.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { ...E2E_CHROMIUM_LAUNCH, args: [...E2E_CHROMIUM_LAUNCH.args] },
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    colorScheme: 'light',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
