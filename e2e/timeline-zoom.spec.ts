import { expect, screenshots, segment, seriousViolations, test, waitForBars } from './fixtures';

/** What each language calls the controls the test uses. */
const WORDS = [
  { locale: 'en-GB', last30: 'Last 30 days', fit: /^Fit/, day: 'Day', booked: / booked$/ },
  { locale: 'de-DE', last30: 'Letzte 30 Tage', fit: /^Alles/, day: 'Tag', booked: / gebucht$/ },
] as const;

for (const words of WORDS) {
  test.describe(`a month at a glance, ${words.locale}`, () => {
    test.use({ locale: words.locale });

    test('one press of Fit shows the whole 30-day range as occupancy cells; a cell opens its bay’s day', async ({
      app,
    }) => {
      // Two screenshots in each theme and axe on a shared 2-core machine.
      test.setTimeout(180_000);
      await waitForBars(app);
      await segment(app, 'Range');
      await app.getByTestId('period-presets').click();
      await app.getByRole('menuitem', { name: words.last30 }).click();
      await expect(app.getByTestId('period-presets')).toHaveText(words.last30);
      await waitForBars(app);
      const scroll = app.getByTestId('timeline-scroll');
      const zoom = app.getByRole('group', { name: 'Zoom' });
      await zoom.getByRole('button', { name: words.fit }).click();
      await expect(zoom.getByRole('button', { name: words.fit })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // The whole range in the width: no sideways scroll.
      await expect
        .poll(() => scroll.evaluate((el) => el.scrollWidth - el.clientWidth))
        .toBeLessThanOrEqual(1);
      const cells = app.getByTestId('occupancy-cell');
      await expect(cells.first()).toBeVisible();
      await expect(cells.first()).toHaveAttribute('aria-label', words.booked);
      // The range's first and last days are labelled on the axis, inside the view.
      const dates = app.locator('[data-axis-label="date"]');
      await expect(dates.first()).toBeVisible();
      const box = (await scroll.boundingBox())!;
      const labels = await dates.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { text: el.textContent ?? '', left: r.left, right: r.right };
        }),
      );
      expect(labels.length).toBeGreaterThanOrEqual(5);
      for (const l of labels) {
        expect(l.left).toBeGreaterThanOrEqual(box.x);
        expect(l.right).toBeLessThanOrEqual(box.x + box.width);
      }
      expect(labels[0]!.text).toMatch(/24/);
      expect(labels[labels.length - 1]!.text).toMatch(/2[2-5]/);
      expect(await seriousViolations(app)).toEqual([]);
      await screenshots(app, `zoom-fit-${words.locale}`);

      // A weekday's cell of the first bay: that bay's bookings of that day at Day zoom.
      const cell = app
        .locator('[data-testid="occupancy-cell"][data-cell-date="2026-03-03"]')
        .first();
      const name = (await cell.getAttribute('aria-label')) ?? '';
      await cell.click();
      await expect(zoom.getByRole('button', { name: words.day, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitForBars(app);
      await expect(cells).toHaveCount(0);
      const row = app.locator('.tl-row[data-highlighted]');
      await expect(row).toBeVisible();
      await expect(row.getByRole('rowheader')).toContainText(name.split(',')[0]!);
      // The day is in view from its start: its date written at the left of the axis.
      await expect(app.locator('[data-axis-label="date"]').first()).toContainText('3');
      await expect(scroll).not.toHaveJSProperty('scrollLeft', 0);
      await screenshots(app, `zoom-day-from-cell-${words.locale}`);
    });
  });
}
