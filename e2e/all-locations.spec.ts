import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  emulateColorScheme,
  expect,
  screenshots,
  segment,
  seriousViolations,
  test,
  useSecondCompany,
  waitForBars,
} from './fixtures';

// Whole days: these tests read quiet weekends, a DST night and the heatmap's 24 hours.
test.use({ siteHours: 'all' });

/** Opens All locations and waits until every location has its figures. */
async function openAllLocations(app: Page) {
  await app.getByTestId('all-locations-link').click();
  await expect(app.getByTestId('all-locations')).toBeVisible();
  await expect(app.getByTestId('portfolio-summary')).toBeVisible({ timeout: 60_000 });
  await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
}

test('all locations in one table, then one location’s Insights for the same period', async ({
  app,
}) => {
  await waitForBars(app);
  await openAllLocations(app);
  const rows = app.getByTestId('portfolio-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // Every row has its figures: a utilisation, bays needed and spare bays (the columns the width
  // shows first; the use-per-day chart is one the Columns menu adds at this width).
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i).locator('td[data-column="utilisation"]')).toHaveText(/\d%$/);
    await expect(rows.nth(i).locator('td[data-column="needed"]')).toHaveText(/^\d/);
    await expect(rows.nth(i).locator('td[data-column="spare"]')).toHaveText(/^\d/);
  }
  await expect(app.getByTestId('portfolio-totals')).toContainText('All locations');
  await expect(app.getByTestId('portfolio-summary')).toContainText(/Bays needed 95% of the time/);
  // Sorting by utilisation, by keyboard: the heading says how the table is sorted.
  const utilisation = app.getByRole('columnheader', { name: /Utilisation/ });
  await utilisation.getByRole('button').focus();
  await app.keyboard.press('Enter');
  await expect(utilisation).toHaveAttribute('aria-sort', 'descending');
  for (const scheme of ['light', 'dark'] as const) {
    await emulateColorScheme(app, scheme);
    expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual([]);
  }
  await screenshots(app, '15-all-locations');
  const first = await rows.first().getAttribute('data-location');
  await rows.first().getByRole('button').click();
  await expect(app.getByTestId('location-title')).toHaveText(first ?? '');
  await expect(app.getByTestId('insights-figures')).toBeVisible({ timeout: 30_000 });
});

test('targets set on the Sites page, then each site below, within or above its own', async ({
  app,
}) => {
  await waitForBars(app);
  // Whole days of 26 March, seed 1: Harbour Office 28.5%, Northgate Depot 27.0%, Zürich 32.2%.
  await app.getByRole('tab', { name: /Sites/ }).click();
  const bands = [
    ['Harbour Office', '30', '40'],
    ['Northgate Depot', '20', '30'],
    ['Zürich Campus', '25', '30'],
  ] as const;
  for (const [site, low, high] of bands) {
    await app.getByRole('button', { name: `Edit ${site}` }).click();
    await app.getByRole('textbox', { name: 'Low end' }).fill(low);
    await app.getByRole('textbox', { name: 'High end' }).fill(high);
    await app.getByRole('button', { name: 'Apply target' }).click();
    await expect(
      app.locator(`[data-testid="site-row"][data-site="${site}"] [data-testid="site-target"]`),
    ).toHaveText(`${low}–${high}%`);
  }
  await screenshots(app, '15c-sites-targets');
  await app.getByRole('button', { name: 'Save 3 sites' }).click();
  await expect(app.getByTestId('sites-status')).toContainText('Saved 3 sites');

  await openAllLocations(app);
  const status = (site: string) =>
    app.locator(
      `[data-testid="portfolio-row"][data-location="${site}"] [data-testid="target-status"]`,
    );
  await expect(status('Harbour Office')).toContainText('Below 30–40%');
  await expect(status('Northgate Depot')).toContainText('Within 20–30%');
  await expect(status('Zürich Campus')).toContainText('Above 25–30%');
  await expect(status('Harbour Office')).toHaveAttribute(
    'title',
    'Utilisation 28.5% is below the target of 30–40%',
  );
  await expect(app.getByTestId('portfolio-summary')).toContainText(
    '1 of 3 sites with a target is below it, 1 within, 1 above.',
  );
  for (const scheme of ['light', 'dark'] as const) {
    await emulateColorScheme(app, scheme);
    expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual([]);
  }
  await screenshots(app, '15b-all-locations-targets');
  await app.getByRole('button', { name: 'Harbour Office: open its Insights' }).click();
  await expect(app.getByTestId('figure-target')).toContainText('Below the target of 30–40%', {
    timeout: 30_000,
  });
  await screenshots(app, '15d-insights-target');
});

test('all locations compared with the previous period', async ({ app }) => {
  await waitForBars(app);
  await openAllLocations(app);
  await app.getByLabel('Compare with').selectOption('previous');
  await expect(app.getByRole('columnheader', { name: /^Change in utilisation/ })).toBeVisible();
  await expect(app.getByTestId('portfolio-period')).toContainText('compared with');
  await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
  // The change reads as words to a screen reader, with where it came from.
  await expect(
    app
      .getByTestId('portfolio-totals')
      .getByLabel(/^((up|down) [\d.,]+ points|no change) from [\d.,]+%$/),
  ).toHaveCount(1);
  await screenshots(app, '16-all-locations-compared');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('the table reads in the user’s locale', async ({ app }) => {
    await waitForBars(app);
    await openAllLocations(app);
    // A German percentage: a comma and a space before the sign.
    await expect(app.getByTestId('portfolio-totals')).toContainText(/\d+,\d\s%/);
  });
});

test('a location that fails shows the API’s message, and Try again recovers it alone', async ({
  app,
  env,
}) => {
  const remove = await useSecondCompany(app, env, 'Failing Co');
  try {
    const locations = (await (
      await fetch(`${env.second.url}/locations`, { headers: { ApiKey: 'second-company-key' } })
    ).json()) as { id: string; name: string }[];
    const failing = locations.find((l) => l.name === 'Northgate Depot') ?? locations[1];
    env.second.setFaults({ failBookingsOfLocation: failing?.id, failureStatus: 503 });
    await app.getByTestId('all-locations-link').click();
    const row = app.locator(`[data-testid="portfolio-row"][data-location="${failing?.name}"]`);
    await expect(row.getByRole('alert')).toBeVisible({ timeout: 60_000 });
    await expect(row).not.toContainText('%');
    await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
    env.second.setFaults({});
    await row.getByRole('button', { name: 'Try again' }).click();
    await expect(row.locator('td[data-column="utilisation"]')).toHaveText(/\d%$/, {
      timeout: 60_000,
    });
    await expect(row.getByRole('alert')).toHaveCount(0);
  } finally {
    await remove();
  }
});

test('the All locations summary downloads with a row per location and the comparison’s columns', async ({
  app,
}) => {
  await waitForBars(app);
  await openAllLocations(app);
  await app.getByLabel('Compare with').selectOption('previous');
  await app.getByTestId('export-all-locations').click();
  const dialog = app.getByRole('dialog', {
    name: 'Export a summary by location, with the comparison',
  });
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 60_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^summary-by-location-all-locations-.*\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const [header, ...rows] = text
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r\n/);
  expect(header).toMatch(
    /^location,bays,bookings,people,booked_minutes,occupied_minutes,available_minutes,utilisation,peak_bays_in_use,bays_needed_p95,zone,open_days,open_hours,outside_hours_minutes,closed_days,closed,days_near_full,daily_peak_p90,target_low,target_high,target_status,bays_before,/,
  );
  expect(rows).toHaveLength(await app.getByTestId('portfolio-row').count());
});

test('Insights compared with the previous period, and the under-used bays listed and exported', async ({
  app,
}) => {
  await waitForBars(app);
  await segment(app, 'Insights');
  await expect(app.getByTestId('insights-figures')).toBeVisible({ timeout: 30_000 });
  await app.getByLabel('Compare with').selectOption('previous');
  await expect(app.getByTestId('insights-compared')).toContainText('Compared with');
  // Each headline figure says how it changed, in words for a screen reader.
  await expect(app.getByTestId('figure-change').first()).toBeVisible({ timeout: 30_000 });
  // Utilisation changes in points (the one ratio among the figures).
  await expect(
    app.getByTestId('insights-figures').getByLabel(/^(up|down) [\d.,]+ points from [\d.,]+%$/),
  ).toHaveCount(1);
  await expect(app.getByRole('columnheader', { name: 'Change' }).first()).toBeVisible();
  await screenshots(app, '17-insights-compared');
  // The heatmap shows the difference on a diverging scale, read the same in both themes.
  await app.getByTestId('heatmap-card').getByRole('button', { name: 'Change' }).click();
  await expect(app.getByTestId('change-heatmap')).toBeVisible();
  await expect(app.getByTestId('change-heatmap')).toContainText(/[+−]\d/);
  for (const scheme of ['light', 'dark'] as const) {
    await emulateColorScheme(app, scheme);
    expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual([]);
  }
  await app.getByTestId('heatmap-card').scrollIntoViewIfNeeded();
  await screenshots(app, '18-heatmap-change');
  // The by-tag table carries the comparison's columns.
  const byTag = app.getByTestId('by-tag');
  await byTag.getByRole('button', { name: 'Table' }).click();
  await expect(byTag.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  await expect(byTag.getByRole('columnheader', { name: 'Bays needed' })).toBeVisible();

  // On Thursday no bay stays under 10%, and the list says so.
  await app.getByTestId('under-used-only').check();
  await expect(app.getByTestId('no-under-used')).toHaveText('No bay was under 10% in this period.');
  // Saturday is quiet: some bays are under 10%, never-booked ones among them.
  await app.getByRole('button', { name: 'Next' }).click();
  await app.getByRole('button', { name: 'Next' }).click();
  await expect(app.getByTestId('insights-period')).toHaveText('Sat, 28 Mar 2026', {
    timeout: 30_000,
  });
  await app.getByTestId('under-used-only').check();
  const listed = app.getByTestId('bay-use-row');
  await expect(listed.first()).toBeVisible({ timeout: 30_000 });
  const utilisations = await listed.locator('td:nth-child(4)').allTextContents();
  expect(utilisations.length).toBeGreaterThan(0);
  // How many there are, as the checkbox counts them (the list may show its ends only).
  const label = (await app.getByText(/^Only the under-used bays/).textContent()) ?? '';
  const underUsed = Number(/\((\d+)\)$/.exec(label)?.[1]);
  for (const u of utilisations) expect(Number.parseFloat(u)).toBeLessThan(10);
  await app.getByTestId('bay-use').scrollIntoViewIfNeeded();
  await screenshots(app, '24-under-used-bays');
  await app.getByTestId('export-summary').click();
  await app.getByTestId('export-summary-under-used').click();
  const dialog = app.getByRole('dialog', { name: 'Export the under-used bays' });
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 60_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^under-used-bays-/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const [header, ...rows] = text
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r\n/);
  const u = (header ?? '').split(',').indexOf('utilisation');
  // The file lists the bays the screen lists, and only those: every row under 10% this period.
  expect(rows).toHaveLength(underUsed);
  for (const row of rows) expect(Number(row.split(',')[u])).toBeLessThan(0.1);
});
