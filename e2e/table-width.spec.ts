import type { Page } from '@playwright/test';
import { expect, screenshot, segment, test, waitForBars } from './fixtures';

/**
 * The key cells (bay, tag, start, end, duration) and every header that are cut, as "column: text"
 * lines: a cell is cut when its text is wider than its box (the ellipsis shows), a header when its
 * label runs past its cell's edge; and the table, when it would have to scroll sideways (the user's
 * name would be out of sight).
 */
async function cutCells(page: Page): Promise<string[]> {
  // Page code as text: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const cut = [];
    for (const td of document.querySelectorAll('[data-testid="booking-row"] td[data-column]'))
      if (td.scrollWidth > td.clientWidth) cut.push(td.dataset.column + ': ' + td.textContent);
    for (const th of document.querySelectorAll('.bt-table th')) {
      const label = th.querySelector('.bt-label');
      const box = th.getBoundingClientRect();
      const text = label.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(th).paddingRight);
      if (text.right > box.right - padding + 0.5) cut.push('header: ' + label.textContent);
    }
    const scroller = document.querySelector('[data-testid="table-scroll"]');
    if (scroller.scrollWidth > scroller.clientWidth) cut.push('table: scrolls sideways');
    return cut;
  })()`);
}

async function keyCellCount(page: Page): Promise<number> {
  return page.locator('[data-testid="booking-row"] td[data-column]').count();
}

for (const locale of ['en-GB', 'en-US', 'de-DE']) {
  test.describe(`at 1024 × 700 in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1024, height: 700 } });

    test('the table cuts no bay, tag, time, duration or header, in a day and in a week', async ({
      app,
    }) => {
      await waitForBars(app);
      await segment(app, 'Table');
      await expect(app.getByTestId('booking-row').first()).toBeVisible();
      expect(await keyCellCount(app)).toBeGreaterThan(20);
      expect(await cutCells(app)).toEqual([]);
      // The e-mail has given way to the key columns at this width.
      await expect(app.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
      if (locale === 'en-GB') await screenshot(app, '27-table-1024-day');
      // Longest names and times first, as a user sorting them would see them.
      const bayHeader = app
        .getByRole('columnheader', { name: 'Bay', exact: true })
        .getByRole('button');
      await bayHeader.click();
      await bayHeader.click();
      expect(await cutCells(app)).toEqual([]);

      await segment(app, 'Range');
      await expect(app.getByTestId('booking-row').first()).toBeVisible();
      await expect(
        app.getByTestId('booking-row').first().locator('td[data-column="start"]'),
      ).toHaveText(/\d/);
      expect(await cutCells(app)).toEqual([]);
      await app.getByRole('button', { name: 'Duration' }).click();
      await app.getByRole('button', { name: 'Duration' }).click();
      expect(await cutCells(app)).toEqual([]);
      if (locale === 'en-GB') await screenshot(app, '27-table-1024-week');
    });
  });
}

test('at 1440 × 900 the table has room for the e-mail too, and still cuts nothing', async ({
  app,
}) => {
  await waitForBars(app);
  await segment(app, 'Table');
  await expect(app.getByTestId('booking-row').first()).toBeVisible();
  await expect(app.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  expect(await cutCells(app)).toEqual([]);
  await screenshot(app, '27-table-1440-day');
});
