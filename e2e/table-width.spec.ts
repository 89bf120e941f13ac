import type { Page } from '@playwright/test';
import { say } from './catalog-words';
import { expect, screenshot, segment, test, waitForBars } from './fixtures';

/**
 * What is cut in the bookings table, as "column: text" lines (empty when nothing is): a key cell (bay,
 * tag, start, end, duration) of any drawn row whose text is wider than its box, any header whose
 * text runs past its cell's padding, and the table itself when it scrolls sideways. Columns are found
 * by their headers' text, not by test hooks, so the check reads the table as a user does.
 */
async function cutCells(page: Page, locale = 'en-GB'): Promise<string[]> {
  const key = ['Bay', 'Tag', 'Start', 'End', 'Duration'].map((c) => say(locale, c));
  // Page code as text: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const KEY = ${JSON.stringify(key)};
    const cut = [];
    const textRight = (el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    };
    const headers = Array.from(document.querySelectorAll('.bt-table thead th'));
    const keyColumns = [];
    headers.forEach((th, index) => {
      // The sort mark (▲/▼) is not part of the name.
      const name = th.textContent.replace(/[▲▼]/g, '').trim();
      if (KEY.includes(name)) keyColumns.push({ index, name });
      const label = th.querySelector('.bt-label') ?? th.querySelector('button') ?? th;
      const box = th.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(th).paddingRight);
      if (textRight(label) > box.right - padding + 0.5) cut.push('header: ' + name);
    });
    const missing = KEY.filter((k) => !keyColumns.some((c) => c.name === k));
    if (missing.length > 0) cut.push('missing columns: ' + missing.join(', '));
    for (const row of document.querySelectorAll('[data-testid="booking-row"]')) {
      const cells = row.querySelectorAll('td');
      for (const { index, name } of keyColumns) {
        const td = cells[index];
        if (td && (td.scrollWidth > td.clientWidth || textRight(td) > td.getBoundingClientRect().right))
          cut.push(name + ': ' + td.textContent);
      }
    }
    const scroller = document.querySelector('[data-testid="table-scroll"]');
    if (scroller && scroller.scrollWidth > scroller.clientWidth) cut.push('table: scrolls sideways');
    return cut;
  })()`);
}

/** The text of a column's cell in the table's `n`th drawn row, the column found by its header. */
async function cellText(page: Page, n: number, column: string): Promise<string> {
  // A view just switched draws its table again: its headers are read until the column is there.
  let index = -1;
  await expect
    .poll(async () => {
      const headers = await page.locator('.bt-table thead th').allTextContents();
      index = headers.findIndex((h) => h.replace(/[▲▼]/g, '').trim() === column);
      return index;
    })
    .toBeGreaterThanOrEqual(0);
  return (
    (await page.getByTestId('booking-row').nth(n).locator('td').nth(index).textContent()) ?? ''
  );
}

/** Sorts the table by a column, descending: the longest names and times come first. */
async function sortDescending(page: Page, column: string): Promise<void> {
  const header = page.getByRole('columnheader', { name: column, exact: true });
  // A first click sorts a column ascending, or turns the one sorted ascending (Start) the other way.
  await header.getByRole('button').click();
  if ((await header.getAttribute('aria-sort')) === 'ascending')
    await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
}

/** Opens the Table of the Day shown, with its rows drawn. */
async function openTable(page: Page): Promise<void> {
  await waitForBars(page);
  await segment(page, 'Table');
  await expect(page.getByTestId('booking-row').nth(20)).toBeAttached();
}

/** A clock alone, on a 24- or a 12-hour clock ("08:15", "8:15 AM"). */
const CLOCK_ONLY = /^\d{1,2}:\d\d(\s[AP]M)?$/;

const LOCALES = [
  // A 12-hour clock: "10:45 PM" is wider than "22:45".
  { locale: 'en-US', clock: /^\d{1,2}:\d\d\s[AP]M$/ },
  { locale: 'en-GB', clock: /^\d\d:\d\d$/ },
  // Longer dates ("20. März") and bays with longer names at Zürich Campus.
  { locale: 'de-DE', clock: /^\d\d:\d\d$/ },
] as const;

for (const { locale, clock } of LOCALES) {
  test.describe(`at 1024 × 700 in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1024, height: 700 } });

    test('the Day view’s table cuts no bay, time, duration or header, sorted any way', async ({
      app,
    }) => {
      await openTable(app);
      expect(await cutCells(app, locale)).toEqual([]);
      // Every row is on the day the picker shows, so a time is its clock alone.
      expect(await cellText(app, 1, say(locale, 'Start'))).toMatch(clock);
      expect(await cellText(app, 1, say(locale, 'End'))).toMatch(clock);
      // The e-mail has given way to the key columns at this width.
      await expect(app.getByRole('columnheader', { name: say(locale, 'Email') })).toHaveCount(0);
      if (locale === 'en-GB') await screenshot(app, '27-table-1024');
      for (const column of ['Bay', 'End', 'Duration'].map((c) => say(locale, c))) {
        await sortDescending(app, column);
        expect(await cutCells(app, locale)).toEqual([]);
      }
    });

    test('the Range view’s table (7 days) writes each time’s day and cuts nothing', async ({
      app,
    }) => {
      await openTable(app);
      await segment(app, 'Range');
      const start = () => cellText(app, 0, say(locale, 'Start'));
      // A day before the clock: the rows are on seven days.
      await expect.poll(start).not.toMatch(CLOCK_ONLY);
      expect(await start()).toMatch(/\D.*\d{1,2}:\d\d/);
      expect(await cutCells(app, locale)).toEqual([]);
      for (const column of ['Start', 'Duration'].map((c) => say(locale, c))) {
        await sortDescending(app, column);
        expect(await cutCells(app, locale)).toEqual([]);
      }
      if (locale === 'en-GB') await screenshot(app, '27-table-1024-range');
      if (locale !== 'de-DE') return;
      await app
        .getByRole('navigation', { name: say(locale, 'Locations') })
        .getByText('Zürich Campus')
        .click();
      await expect(app.getByTestId('location-title')).toHaveText('Zürich Campus');
      await expect(app.getByTestId('booking-row').nth(20)).toBeAttached();
      await sortDescending(app, say(locale, 'Bay'));
      expect(await cellText(app, 0, say(locale, 'Bay'))).toMatch(/^(Tiefgarage|Außenplatz)/);
      expect(await cutCells(app, locale)).toEqual([]);
      await screenshot(app, '27-table-1024-de-DE');
    });
  });
}

test('at 1440 × 900 the table has room for the e-mail too, and still cuts nothing', async ({
  app,
}) => {
  await openTable(app);
  await expect(app.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  expect(await cutCells(app)).toEqual([]);
  await screenshot(app, '27-table-1440');
});
