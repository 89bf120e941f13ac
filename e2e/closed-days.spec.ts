// One answer per figure on the days a site is shut: the demo company's sites are open Monday to
// Friday, 08:00–18:00, so this week's Saturday is closed and its bookings are all outside hours.
import type { Page } from '@playwright/test';
import { expect, NOW, screenshot, segment, test, waitForBars } from './fixtures';

/** Saturday 28 March 2026, 10:00 in Berlin: the demo company's Saturday of this week. */
const SATURDAY = NOW + 2 * 24 * 3_600_000 - 30 * 60_000;

/** An Insights headline figure's value, by its label. */
function insightsFigure(app: Page, label: string) {
  return app
    .getByTestId('insights-figures')
    .locator('.insights-card')
    .filter({ has: app.getByText(label, { exact: true }) })
    .locator('.insights-figure-value');
}

/** A totals bar figure's value (its label stripped). */
async function barValue(app: Page, testId: string, label: RegExp): Promise<string> {
  const text = (await app.getByTestId(testId).textContent()) ?? '';
  return text.replace(label, '').trim();
}

test('a closed Saturday: the Timeline, Insights and All locations count its bookings and say closed; Friday’s figures agree', async ({
  app,
}) => {
  await app.clock.setFixedTime(SATURDAY);
  await app.reload();
  await waitForBars(app);
  await expect(app.getByText('Sat, 28 Mar 2026').first()).toBeVisible();
  await expect(app.getByTestId('period-closed')).toHaveText('Closed: Saturday');
  await expect(app.getByTestId('closed-day')).toHaveText('Closed: Saturday');
  await expect(app.getByTestId('total-utilisation')).toContainText('—');
  const bookings = await barValue(app, 'total-bookings', /^Bookings/);
  expect(Number(bookings.replace(/,/g, ''))).toBeGreaterThan(0);
  await expect(app.getByTestId('no-bookings')).toHaveCount(0);
  await screenshot(app, 'closed-saturday-timeline');

  await segment(app, 'Insights');
  await expect(insightsFigure(app, 'Bookings')).toHaveText(bookings, { timeout: 30_000 });
  await expect(app.getByTestId('insights-closed')).toContainText('Closed: Saturday');
  await expect(app.getByText(/free all through/)).toHaveCount(0);

  await app.getByTestId('all-locations-link').click();
  await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 60_000 });
  const harbour = app.locator('[data-testid="portfolio-row"][data-location="Harbour Office"]');
  await expect(harbour.locator('td[data-column="bookings"]')).toHaveText(bookings);
  await expect(harbour.locator('td[data-column="utilisation"]')).toContainText('Closed');

  // The Friday before: open, and the Timeline's bar and Insights give the same figures.
  await app
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: /^Harbour Office/ })
    .click();
  await segment(app, 'Timeline');
  await app.getByRole('button', { name: 'Previous' }).click();
  await expect(app.getByText('Fri, 27 Mar 2026').first()).toBeVisible();
  await waitForBars(app);
  await expect(app.getByTestId('period-closed')).toHaveCount(0);
  await expect(app.getByTestId('total-utilisation')).toContainText('%');
  const fridayBookings = await barValue(app, 'total-bookings', /^Bookings/);
  const fridayUse = await barValue(app, 'total-utilisation', /^Utilisation \(open hours\)/);
  await segment(app, 'Insights');
  await expect(insightsFigure(app, 'Bookings')).toHaveText(fridayBookings, { timeout: 30_000 });
  await expect(insightsFigure(app, 'Utilisation')).toHaveText(fridayUse);
});
