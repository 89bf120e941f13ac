import type { Page } from '@playwright/test';
import { expect, screenshot, segment, test, waitForBars } from './fixtures';

// The browser shell takes the locale from navigator.languages, which Playwright's `locale` sets.

/** The picker's weekday headings, in order, with the picker open. */
async function weekdayHeadings(page: Page): Promise<string[]> {
  const headings = page.locator('.mantine-DatePickerInput-weekday');
  await expect(headings.first()).toBeVisible();
  return headings.allTextContents();
}

const wholeHourLabels = async (page: Page) =>
  (await page.locator('.tl-tick-label').allTextContents()).map((t) =>
    t.replace(/[\u00a0\u202f]/g, ' '),
  );

test.describe('in en-US', () => {
  test.use({ locale: 'en-US' });

  test('a 12-hour axis, American dates and weeks from Sunday; the setting overrides both', async ({
    app,
  }) => {
    await waitForBars(app);
    await expect(app.getByTestId('day-picker')).toContainText('Thu, Mar 26, 2026');
    const labels = await wholeHourLabels(app);
    expect(labels).toContain('1 PM');
    expect(labels.every((l) => /^\d{1,2}(:\d\d)? (AM|PM)$/.test(l))).toBe(true);
    const bar = app.getByTestId('booking-bar').first();
    expect(await bar.getAttribute('aria-label')).toMatch(/\d:\d\d\s(AM|PM)–/);
    await screenshot(app, 'locale-en-US-timeline-day');

    await app.getByTestId('day-picker').click();
    expect(await weekdayHeadings(app)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    await screenshot(app, 'locale-en-US-picker');
    await app.keyboard.press('Escape');

    await segment(app, 'Range');
    await expect(app.getByTestId('range-picker')).toContainText('Mar 22, 2026 – Mar 28, 2026');
    await waitForBars(app);
    await screenshot(app, 'locale-en-US-timeline-range');

    await segment(app, 'Table');
    const start = app.getByTestId('booking-row').first().locator('td.bt-num').first();
    // A range: each time with its day, without the year (the range is in one).
    await expect(start).toHaveText(/^[A-Z][a-z]{2}, Mar \d{1,2}, \d{1,2}:\d\d\s(AM|PM)$/);
    // The longest of the locales' date-times fits its column.
    const fits = await start.evaluate((td) => td.scrollWidth <= td.clientWidth);
    expect(fits).toBe(true);
    await screenshot(app, 'locale-en-US-table');
    await segment(app, 'Timeline');
    await segment(app, 'Day');

    // Hours of the day on a 12-hour clock.
    await app.locator('input[aria-label="Hours of the day"]').click();
    await expect(app.getByRole('option', { name: /^7:00\sAM–7:00\sPM$/ })).toBeVisible();
    await screenshot(app, 'locale-en-US-hours');
    await app.keyboard.press('Escape');

    // The user's settings win over the locale, and are kept.
    await app.getByTestId('region-menu').click();
    await expect(app.getByRole('menuitem', { name: 'Automatic (12-hour)' })).toBeVisible();
    // The button's tooltip stays out of the way of the open menu.
    await expect(app.getByRole('tooltip')).toHaveCount(0);
    await screenshot(app, 'locale-en-US-settings');
    await app.getByRole('menuitem', { name: '24-hour' }).click();
    await expect.poll(() => wholeHourLabels(app)).toContain('13:00');
    await app.getByTestId('region-menu').click();
    await app.getByRole('menuitem', { name: 'Monday' }).click();
    await app.getByTestId('day-picker').click();
    expect(await weekdayHeadings(app)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    await app.keyboard.press('Escape');
    await app.reload();
    await waitForBars(app);
    await expect.poll(() => wholeHourLabels(app)).toContain('13:00');
  });
});

test.describe('Insights in en-US', () => {
  test.use({ locale: 'en-US' });

  // Whole days: the heatmap's hours from midnight.
  test.use({ siteHours: 'all' });

  test('the heatmap’s hours on a 12-hour clock', async ({ app }) => {
    await segment(app, 'Insights');
    const heatmap = app.getByTestId('heatmap');
    await expect(heatmap.getByRole('columnheader', { name: /^12:00\sAM–1:00\sAM$/ })).toBeVisible();
    await expect(
      heatmap.getByRole('button', { name: /^Thursday 10:00\sAM–11:00\sAM: / }),
    ).toBeVisible();
    await expect(app.getByTestId('insights-period')).toHaveText('Thu, Mar 26, 2026');
    await screenshot(app, 'locale-en-US-insights');
    // A week's rows start on Sunday, as the date pickers' weeks do.
    await segment(app, 'Range');
    await expect(heatmap.getByRole('rowheader')).toHaveCount(7);
    await expect(heatmap.getByRole('rowheader').first()).toHaveText(/^Sun/);
    await expect(heatmap.getByRole('rowheader').last()).toHaveText(/^Sat/);
  });
});

test.describe('in de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('a 24-hour axis, German dates and numbers, and weeks from Monday', async ({ app }) => {
    await waitForBars(app);
    await expect(app.getByTestId('day-picker')).toContainText('Do., 26. März 2026');
    const labels = await wholeHourLabels(app);
    expect(labels).toContain('13:00');
    expect(labels.every((l) => /^\d\d:\d\d$/.test(l))).toBe(true);
    await screenshot(app, 'locale-de-DE-timeline-day');

    await app.getByTestId('day-picker').click();
    expect(await weekdayHeadings(app)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
    await expect(app.locator('.mantine-DatePickerInput-calendarHeaderLevel')).toHaveText(
      'März 2026',
    );
    await screenshot(app, 'locale-de-DE-picker');
    await app.keyboard.press('Escape');

    await segment(app, 'Range');
    await expect(app.getByTestId('range-picker')).toContainText('23. März 2026 – 29. März 2026');
    await waitForBars(app);
    await screenshot(app, 'locale-de-DE-timeline-range');

    await segment(app, 'Table');
    const start = app.getByTestId('booking-row').first().locator('td.bt-num').first();
    await expect(start).toHaveText(/^[A-Z][a-z]\., \d{1,2}\. März, \d\d:\d\d$/);
    // Utilisation with a decimal comma.
    await expect(app.getByTestId('total-utilisation')).toContainText(/\d,\d\s%/);
    await screenshot(app, 'locale-de-DE-table');
  });
});

test.describe('in ja-JP', () => {
  test.use({ locale: 'ja-JP' });

  test('Japanese dates, a 24-hour axis, and the calendar’s month heading year first', async ({
    app,
  }) => {
    await waitForBars(app);
    await expect(app.getByTestId('day-picker')).toContainText('2026年3月26日(木)');
    expect(await wholeHourLabels(app)).toContain('13:00');
    await app.getByTestId('day-picker').click();
    expect(await weekdayHeadings(app)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    await expect(app.locator('.mantine-DatePickerInput-calendarHeaderLevel')).toHaveText(
      '2026年3月',
    );
  });
});
