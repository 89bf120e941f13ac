// Issue 41: the demo company's next 4 weeks, every site on one screen with how far off its forecast
// has been, then one site's days; in English, German and French.
import { expect, screenshots, segment, seriousViolations, test } from './fixtures';

test('All locations ahead: each site’s next 4 weeks and its back-test error, then one site’s days', async ({
  app,
}) => {
  await app.getByTestId('all-locations-link').click();
  await segment(app, 'Ahead');
  const sites = app.getByTestId('ahead-sites');
  await expect(sites).toBeVisible({ timeout: 60_000 });
  const rows = sites.getByTestId('ahead-site');
  await expect(rows).toHaveCount(3);
  // Thursday 26 March 2026 to Wednesday 22 April: 28 days each, the weekends closed.
  await expect(app.getByTestId('ahead-period')).toContainText('26 Mar 2026 – 22 Apr 2026');
  await expect(rows.first().getByRole('listitem')).toHaveCount(28);
  await expect(rows.first().getByRole('listitem').nth(2)).toHaveAttribute(
    'aria-label',
    /^Sat.* 28 Mar: Closed$/,
  );
  for (const row of await rows.all())
    await expect(row).toContainText(/Off by \d+\.\d bays on average over the last \d+ weeks/);
  expect(await seriousViolations(app)).toEqual([]);
  await screenshots(app, '41-ahead-all-locations');

  await rows.first().getByRole('button', { name: 'Harbour Office' }).click();
  await expect(app.getByTestId('location-title')).toHaveText('Harbour Office');
  const days = app.getByTestId('ahead-table').getByTestId('ahead-day');
  await expect(days).toHaveCount(28, { timeout: 60_000 });
  await expect(days.nth(2)).toContainText('Closed: Saturday');
  await expect(days.first()).toHaveAttribute('data-status', /^(room|near full|full)$/);
  await expect(app.getByTestId('ahead-summary')).toContainText(
    /Expect to need up to \d+ of 24 bays\./,
  );
  expect(await seriousViolations(app)).toEqual([]);
  await screenshots(app, '41-ahead-harbour');
});

for (const { locale, showAs, error } of [
  { locale: 'de-DE', showAs: 'Vorschau', error: /Im Mittel um \d+,\d Stellplätze daneben/ },
  { locale: 'fr-FR', showAs: 'À venir', error: /Écart moyen de \d+,\d places/ },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('the weeks ahead read in the language, the error beside each site', async ({ app }) => {
      await app.getByTestId('all-locations-link').click();
      await segment(app, showAs);
      const rows = app.getByTestId('ahead-site');
      await expect(rows).toHaveCount(3, { timeout: 60_000 });
      for (const row of await rows.all()) await expect(row).toContainText(error);
      await screenshots(app, `41-ahead-all-locations-${locale}`);
    });
  });
}
