import { readFile } from 'node:fs/promises';
import { expect, screenshots, segment, test, waitForBars } from './fixtures';

test('the hours of the day are remembered, as the zone is, after a reload', async ({ app }) => {
  await waitForBars(app);
  const hours = app.getByRole('combobox', { name: 'Hours of the day' });
  await hours.click();
  await app.getByRole('option', { name: '07:00–19:00' }).click();
  await expect(hours).toHaveValue('07:00–19:00');
  await app.reload();
  await waitForBars(app);
  await expect(app.getByRole('combobox', { name: 'Hours of the day' })).toHaveValue('07:00–19:00');
  // And back to the whole day, which is remembered too.
  await app.getByRole('combobox', { name: 'Hours of the day' }).click();
  await app.getByRole('option', { name: 'All day' }).click();
  await app.reload();
  await waitForBars(app);
  await expect(app.getByRole('combobox', { name: 'Hours of the day' })).toHaveValue('All day');
});

test('search forgives punctuation: the bay is found however its name is typed', async ({ app }) => {
  await waitForBars(app);
  const search = app.getByRole('textbox', { name: 'Search bookings' });
  const bays = app.locator('.tl-row:not(.tl-group-row) [role="rowheader"]');
  for (const typed of ['Level 1 04', 'level 1 - 04', 'level 1·04', '04 LEVEL 1']) {
    await search.fill(typed);
    await expect(bays.filter({ hasText: 'Level 1 · 04' })).toHaveCount(1);
    await expect(bays.filter({ hasText: 'Level 1 · 05' })).toHaveCount(0);
  }
});

test('every location’s bookings into one CSV from the export dialog', async ({ app }) => {
  await waitForBars(app);
  await app.keyboard.press('Control+e');
  const dialog = app.getByRole('dialog', { name: 'Export bookings' });
  await dialog.getByLabel('Every location, into one file').check();
  await screenshots(app, '25-export-every-location');
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bookings-all-locations-.*\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const rows = text
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  const places = new Set(rows.map((r) => r.split(',')[1]));
  for (const name of ['Harbour Office', 'Northgate Depot', 'Zürich Campus'])
    expect(places.has(name), name).toBe(true);
});

test('period presets: the last 30 days in one click, and ‹ › step by the preset’s unit', async ({
  app,
}) => {
  await waitForBars(app);
  // Range opens on this calendar week (Thursday 26 March 2026: Monday 23 to Sunday 29).
  await segment(app, 'Range');
  await expect(app.getByTestId('range-picker')).toContainText('23 Mar');
  await expect(app.getByTestId('range-picker')).toContainText('29 Mar');
  await app.getByTestId('period-presets').click();
  await app.getByRole('menuitem', { name: 'Last 30 days' }).click();
  await expect(app.getByTestId('period-presets')).toHaveText('Last 30 days');
  await expect(app.getByTestId('range-picker')).toContainText('24 Feb');
  await expect(app.getByTestId('range-picker')).toContainText('25 Mar');
  await screenshots(app, '19-period-presets');
  await app.getByTestId('period-presets').click();
  await app.getByRole('menuitem', { name: 'Last month' }).click();
  await expect(app.getByTestId('range-picker')).toContainText('1 Feb');
  await expect(app.getByTestId('range-picker')).toContainText('28 Feb');
  await app.getByRole('button', { name: 'Previous' }).click();
  await expect(app.getByTestId('range-picker')).toContainText('1 Jan');
  await expect(app.getByTestId('range-picker')).toContainText('31 Jan');
  // January is not last month: the menu stops naming it (‹ › still step by months).
  await expect(app.getByTestId('period-presets')).toHaveText('Presets');
  // In Insights, This year.
  await segment(app, 'Insights');
  await app.getByTestId('period-presets').click();
  await app.getByRole('menuitem', { name: 'This year' }).click();
  await expect(app.getByTestId('insights-period')).toHaveText(
    /^Thu, 1 Jan 2026 – Thu, 26 Mar 2026$/,
    { timeout: 60_000 },
  );
});
