import type { Page } from '@playwright/test';
import {
  emulateColorScheme,
  expect,
  screenshots,
  seriousViolations,
  test,
  useSecondCompany,
  waitForBars,
} from './fixtures';

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
  // Every row has its figures: a utilisation, bays needed and the use-per-day chart.
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i).getByRole('img', { name: /Use per day at/ })).toBeVisible();
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
    expect(await seriousViolations(app)).toEqual([]);
  }
  await screenshots(app, '15-all-locations');
  const first = await rows.first().getAttribute('data-location');
  await rows.first().getByRole('button').click();
  await expect(app.getByTestId('location-title')).toHaveText(first ?? '');
  await expect(app.getByTestId('insights-figures')).toBeVisible({ timeout: 30_000 });
});

test('all locations compared with the previous period', async ({ app }) => {
  await waitForBars(app);
  await openAllLocations(app);
  await app.getByLabel('Compare with').selectOption('previous');
  await expect(app.getByRole('columnheader', { name: /Change/ })).toBeVisible();
  await expect(app.getByTestId('portfolio-period')).toContainText('compared with');
  await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
  // The change reads as words to a screen reader.
  await expect(
    app.getByTestId('portfolio-totals').getByLabel(/^(up|down|unchanged) [\d.,]+ points$/),
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
    await expect(row.getByRole('img', { name: /Use per day at/ })).toBeVisible({ timeout: 60_000 });
    await expect(row.getByRole('alert')).toHaveCount(0);
  } finally {
    await remove();
  }
});
