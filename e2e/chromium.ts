import { existsSync } from 'node:fs';

/** No sandbox or GPU in containers and CI; /dev/shm there is too small for Chromium. */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] as const;

/** Debian's chromium-headless-shell: Chromium's page engine without a browser window's own interface. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * How the system Chromium is started for the benchmarks: the whole browser, as close as Chromium
 * gets to the desktop app's window.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
  args: ARGS,
} as const;

/**
 * How the end-to-end tests start Chromium: the headless shell where it is installed, as Playwright's
 * own headless runs do. The whole browser in headless mode still runs its window's interface in a
 * renderer of its own for every test's context, which was a quarter of the suite's time on 2 cores.
 * CHROMIUM_PATH chooses another.
 */
export const E2E_CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_LAUNCH.executablePath),
  args: ARGS,
} as const;
