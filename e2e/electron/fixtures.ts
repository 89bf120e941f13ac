/**
 * The built app in a real Electron window, on a fresh data folder and a keychain service of its
 * own, with the built-in demo company. Skipped, with the reason, where Electron is not installed.
 */
import { _electron, test as base, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { electronBinary, NO_ELECTRON_REASON } from '../../scripts/electron-binary.mjs';

/** The repository: `electron <root>` starts package.json's main (out/main/index.js). */
export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The Electron executable, or null here and on CI. */
export const ELECTRON = electronBinary();

/** The environment the app runs in: its own data folder and keychain entries, never the user's. */
export function appEnv(home: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'ELECTRON_RUN_AS_NODE') env[name] = value;
  return {
    ...env,
    BOOKINGS_VIEWER_HOME: home,
    BOOKINGS_VIEWER_KEYCHAIN_SERVICE: 'Bookings Viewer (e2e)',
  };
}

/** Playwright's test with a data folder, the launched app and its first window. */
export const test = base.extend<{
  home: string;
  electronApp: ElectronApplication;
  appWindow: Page;
}>({
  // eslint-disable-next-line no-empty-pattern
  home: async ({}, use) => {
    const home = await mkdtemp(join(tmpdir(), 'bv-electron-'));
    await use(home);
    await rm(home, { recursive: true, force: true });
  },
  electronApp: async ({ home }, use) => {
    const app = await _electron.launch({
      executablePath: ELECTRON as string,
      args: [ROOT],
      env: appEnv(home),
    });
    await use(app);
    await app.close();
  },
  appWindow: async ({ electronApp }, use) => {
    const first = await electronApp.firstWindow();
    await first.waitForLoadState('domcontentloaded');
    await use(first);
  },
});

/** Skips the file's tests, with the one-line reason, where Electron cannot run. */
export function skipWithoutElectron(): void {
  test.skip(ELECTRON === null, NO_ELECTRON_REASON);
}

export { expect } from '@playwright/test';
