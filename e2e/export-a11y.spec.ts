import { readFile } from 'node:fs/promises';
import {
  emulateColorScheme,
  expect,
  screenshots,
  segment,
  seriousViolations,
  test,
  waitForBars,
} from './fixtures';

test('axe finds no serious or critical violation, light and dark', async ({ app }) => {
  // Five full axe runs: on a busy 2-core machine they alone took over a minute.
  test.setTimeout(240_000);
  await waitForBars(app);
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'dark');
  expect(await seriousViolations(app, 'contrast')).toEqual([]);
  await emulateColorScheme(app, 'light');
  await segment(app, 'Table');
  await expect(app.getByTestId('booking-row').first()).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await app.keyboard.press('Control+e');
  await expect(app.getByRole('dialog', { name: 'Export bookings' })).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await app.keyboard.press('Escape');
  await app.getByRole('tab', { name: 'Bays' }).click();
  await expect(app.getByTestId('bay-row').first()).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await app.getByTestId('account-switcher').click();
  await app.getByRole('menuitem', { name: 'Add account…' }).click();
  await expect(app.getByRole('dialog', { name: 'Add a company account' })).toBeVisible();
  await expect(app.getByRole('menu')).toHaveCount(0);
  expect(await seriousViolations(app)).toEqual([]);
});

test('export what is shown with Ctrl+E: progress, then the file to download', async ({ app }) => {
  await waitForBars(app);
  await app.keyboard.press('Control+e');
  const dialog = app.getByRole('dialog', { name: 'Export bookings' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('What is shown: Thu, 26 Mar 2026');
  await screenshots(app, '10-export-dialog');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('export-done')).toContainText(/\d+ rows/);
  const link = dialog.getByTestId('export-download');
  await expect(link).toBeVisible();
  const first = await link.getAttribute('href');
  const download = app.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  // Each link opens the file once: the page is sent a fresh one, so a second click works too.
  await expect(link).not.toHaveAttribute('href', first ?? '');
  const again = app.waitForEvent('download');
  await link.click();
  expect(await (await again).failure()).toBeNull();
  await screenshots(app, '11-export-done');
});

test('an export without names and e-mails: the user columns are empty in the file', async ({
  app,
}) => {
  await waitForBars(app);
  await app.keyboard.press('Control+e');
  const dialog = app.getByRole('dialog', { name: 'Export bookings' });
  await expect(dialog.getByTestId('export-personal-data-note')).toContainText('personal data');
  await dialog.getByLabel('Leave out names and e-mails').check();
  await expect(dialog.getByTestId('export-personal-data-note')).toContainText('left out');
  await screenshots(app, '12-export-without-personal-data');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const text = await readFile((await (await download).path()) ?? '', 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain('user_name,user_email');
  expect(lines.length).toBeGreaterThan(1);
  // The demo's names and e-mails have no commas or quotes, so splitting on commas is exact here.
  for (const line of lines.slice(1)) expect(line.split(',').slice(4, 6)).toEqual(['', '']);
});
