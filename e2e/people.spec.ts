// Issue 40: everyone who booked at the demo company's sites, ranked by booked hours, found however
// a name is typed, in English and in German.
import { expect, screenshots, seriousViolations, segment, test } from './fixtures';

/** The booked hours of each row, as shown ("12 h", "8.5 h"), as numbers. */
const hoursOf = (texts: readonly string[]) =>
  texts.map((t) =>
    Number(
      t
        .replace(/[^\d.,]/g, '')
        .replace(/\.(?=\d{3})|,(?=\d{3})/g, '')
        .replace(',', '.'),
    ),
  );

test('All locations as People: last month’s people ranked by booked hours, found however typed', async ({
  app,
}) => {
  await app.getByTestId('all-locations-link').click();
  await segment(app, 'People');
  const table = app.getByTestId('people-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(app.getByTestId('people-period-text')).toHaveText(/1 Feb 2026 – .*28 Feb 2026/);
  const rows = table.getByTestId('person-row');
  expect(await rows.count()).toBeGreaterThan(10);
  // The heaviest users first: booked hours never rise down the table.
  const booked = hoursOf(await rows.locator('td:nth-child(6)').allTextContents());
  expect(booked).toEqual([...booked].sort((a, b) => b - a));
  await expect(app.getByTestId('domain-row').first()).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await screenshots(app, '40-people-all-locations');
  // O'Neill, typed without the apostrophe, in lower case.
  await app.getByRole('textbox', { name: 'Search people' }).fill('oneill');
  await expect(async () => {
    const names = await rows.locator('th').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/O['’]Neill/);
  }).toPass({ timeout: 30_000 });
  // Open him: his bookings across every site, each on its site's clock, as many as his row counts.
  const him = rows.first();
  const [bookings, sites] = await Promise.all([
    him.locator('td:nth-child(3)').textContent(),
    him.locator('td:nth-child(5)').textContent(),
  ]);
  await him.getByRole('button').click();
  await expect(app.getByRole('dialog', { name: /O['’]Neill/ })).toBeVisible();
  const drawer = app.getByTestId('person-drawer');
  await expect(drawer.getByTestId('person-booking')).toHaveCount(Number(bookings), {
    timeout: 30_000,
  });
  await expect(drawer.getByTestId('person-summary')).toContainText(
    `${bookings} booking${bookings === '1' ? '' : 's'} on`,
  );
  await expect(drawer.getByTestId('person-summary')).toContainText(
    `at ${sites} site${sites === '1' ? '' : 's'}`,
  );
  await expect(drawer.getByTestId('person-clocks')).toContainText(/ \(\w+\/\w+\)/);
  await expect(drawer.getByTestId('person-day').first()).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await screenshots(app, '40-person-opened');
  await app.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await app.getByRole('textbox', { name: 'Search people' }).fill('nobody-at-all');
  await expect(app.getByText('No one matches “nobody-at-all”')).toBeVisible({ timeout: 30_000 });
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the People view reads in German, its figures in the German way', async ({ app }) => {
    await app.getByTestId('all-locations-link').click();
    await segment(app, 'People');
    const table = app.getByTestId('people-table');
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('columnheader').first()).toHaveText(/^Name/);
    await expect(table.getByRole('columnheader', { name: /Doppelbuchungen/ })).toBeVisible();
    await expect(app.getByTestId('people-summary')).toContainText(
      'Personen, die meisten gebuchten Stunden zuerst.',
    );
    await expect(app.getByTestId('people-period-text')).toHaveText(
      /1\. Feb\. 2026 – .*28\. Feb\. 2026/,
    );
    await screenshots(app, '40-people-all-locations-de');
    // Björn O'Neill, found without the apostrophe and opened: his bookings on each site's clock.
    await app.getByRole('textbox', { name: 'Personen suchen' }).fill('oneill');
    await expect(async () => {
      const names = await table.getByTestId('person-row').locator('th').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toMatch(/O['’]Neill/);
    }).toPass({ timeout: 30_000 });
    const bjorn = table.getByTestId('person-row').filter({ hasText: 'Björn' }).first();
    await bjorn.getByRole('button').click();
    const drawer = app.getByTestId('person-drawer');
    await expect(app.getByRole('dialog', { name: /Björn O['’]Neill/ })).toBeVisible();
    await expect(drawer.getByTestId('person-booking').first()).toBeVisible({ timeout: 30_000 });
    await expect(drawer.getByTestId('person-summary')).toContainText(/\d+ Buchungen an \d+ Tagen/);
    await expect(drawer.getByTestId('person-clocks')).toContainText(
      /Zeiten nach der Uhr jedes Standorts: .+ \(\w+\/\w+\)/,
    );
    await expect(drawer.getByTestId('person-day').first()).toHaveAccessibleName(
      /^\w{2}\., \d+\. Feb\.: \d+ Buchung/,
    );
    await screenshots(app, '40-person-opened-de');
  });
});
