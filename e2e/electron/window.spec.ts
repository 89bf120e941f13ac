import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appEnv, ELECTRON, expect, ROOT, skipWithoutElectron, test } from './fixtures';

skipWithoutElectron();

test('first run shows the demo company with data', async ({ appWindow }) => {
  await expect(appWindow.getByTestId('account-switcher')).toContainText('Demo company');
  await expect(appWindow.getByTestId('location-title')).toHaveText('Harbour Office');
  await expect(appWindow.getByRole('navigation', { name: 'Locations' })).toContainText(
    'Zürich Campus',
  );
  await expect(appWindow.getByRole('grid', { name: /Bookings at Harbour Office/ })).toBeVisible();
  await expect(appWindow.getByTestId('total-bookings')).toContainText(/Bookings\s*\d/);
});

test('the page reaches neither Node nor Electron', async ({ appWindow }) => {
  await expect(appWindow.getByTestId('location-title')).toBeVisible();
  const globals = await appWindow.evaluate(() => {
    const w = globalThis as unknown as Record<string, unknown>;
    return {
      require: typeof w.require,
      process: typeof w.process,
      ipcRenderer: typeof w.ipcRenderer,
      module: typeof w.module,
    };
  });
  expect(globals).toEqual({
    require: 'undefined',
    process: 'undefined',
    ipcRenderer: 'undefined',
    module: 'undefined',
  });
});

test('navigation away and window.open are refused', async ({ electronApp, appWindow }) => {
  await expect(appWindow.getByTestId('location-title')).toBeVisible();
  const page = appWindow.url();
  // Main hears the attempt (will-navigate, which security.ts prevents) before the test looks.
  await electronApp.evaluate(({ BrowserWindow }) => {
    const [win] = BrowserWindow.getAllWindows();
    const heard = new Promise<string>((resolve) => {
      win?.webContents.once('will-navigate', (_event, url) => resolve(url));
    });
    (globalThis as unknown as { navigationAttempt: Promise<string> }).navigationAttempt = heard;
  });
  await appWindow.evaluate(() => {
    (globalThis as unknown as { location: { href: string } }).location.href = 'http://example.com/';
  });
  const attempted = await electronApp.evaluate(
    () => (globalThis as unknown as { navigationAttempt: Promise<string> }).navigationAttempt,
  );
  expect(attempted).toBe('http://example.com/');
  expect(appWindow.url()).toBe(page);
  await expect(appWindow.getByTestId('location-title')).toBeVisible();
  const opened = await appWindow.evaluate(
    () =>
      (globalThis as unknown as { open(url: string): unknown }).open('http://example.com/') !==
      null,
  );
  expect(opened).toBe(false);
  expect(electronApp.windows()).toHaveLength(1);
});

test('an export writes its file where the save dialog says', async ({
  electronApp,
  appWindow,
  home,
}) => {
  const target = join(home, 'harbour.csv');
  // The native save dialog cannot be driven; main's dialog answers with the target instead.
  await electronApp.evaluate(({ dialog }, filePath) => {
    dialog.showSaveDialog = (async () => ({
      canceled: false,
      filePath,
    })) as typeof dialog.showSaveDialog;
  }, target);
  await expect(appWindow.getByTestId('location-title')).toHaveText('Harbour Office');
  await appWindow.keyboard.press('ControlOrMeta+e');
  const exportDialog = appWindow.getByRole('dialog', { name: 'Export bookings' });
  await expect(exportDialog).toBeVisible();
  await exportDialog.getByRole('button', { name: 'Export…' }).click();
  await expect(exportDialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const text = await readFile(target, 'utf8');
  expect(text.startsWith('\uFEFFbooking_id,')).toBe(true);
});

test('--cli runs the command line headless and exits 0', async ({ home }) => {
  const out = join(home, 'week.csv');
  const run = spawnSync(
    ELECTRON as string,
    [
      ROOT,
      '--cli',
      'export',
      '--account',
      'demo',
      '--location',
      'Harbour Office',
      '--period',
      'last-7-days',
      '--tz',
      'UTC',
      '--out',
      out,
    ],
    { env: appEnv(home), encoding: 'utf8', timeout: 60_000 },
  );
  // Chromium may log its own warnings on stderr; the command line's errors start with its name.
  expect(run.stderr).not.toContain('bookings-viewer:');
  expect(run.status).toBe(0);
  expect(existsSync(out)).toBe(true);
  const version = spawnSync(ELECTRON as string, [ROOT, '--cli', '--version'], {
    env: appEnv(home),
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(version.status).toBe(0);
  expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
});
