import { expect, screenshots, segment, test, waitForBars } from './fixtures';

test('first run shows the demo company with data', async ({ app }) => {
  await expect(app.getByTestId('account-switcher')).toContainText('Demo company');
  await expect(app.getByTestId('location-title')).toHaveText('Harbour Office');
  await waitForBars(app);
  await expect(app.getByTestId('total-bookings')).toContainText(/Bookings\s*[1-9]/);
  await expect(app.getByRole('grid', { name: /Bookings at Harbour Office/ })).toBeVisible();
  await expect(app.getByTestId('now-line')).toBeVisible();
  await screenshots(app, '01-timeline-day');
  // Ctrl+R refreshes the data, and keeps the browser from reloading the page (Playwright's key
  // presses never reload, so the default being prevented is checked on an event of our own).
  await app.getByTestId('location-title').click();
  const refetched = app.waitForRequest((r) => r.url().includes('/api/call/listBookings'));
  await app.keyboard.press('Control+r');
  await refetched;
  // Page code as text: this file is type-checked without the DOM's types.
  const reloadPrevented = await app.evaluate(`(() => {
    const press = new KeyboardEvent('keydown', { key: 'r', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    return press.defaultPrevented;
  })()`);
  expect(reloadPrevented).toBe(true);
});

test('pick a location, Day view, details and keyboard navigation', async ({ app }) => {
  await waitForBars(app);
  // Down through all of Harbour Office's bays: the timeline scrolls to keep the focused booking in view.
  const focused = app.locator('[data-testid="booking-bar"]:focus');
  await app.getByTestId('booking-bar').first().focus();
  for (let i = 0; i < 30; i++) await app.keyboard.press('ArrowDown');
  await expect(focused).toBeInViewport();
  expect(await app.getByTestId('timeline-scroll').evaluate((el) => el.scrollTop)).toBeGreaterThan(
    0,
  );
  await screenshots(app, '02a-keyboard-last-bay');
  await app.getByRole('navigation', { name: 'Locations' }).getByText('Zürich Campus').click();
  await expect(app.getByTestId('location-title')).toHaveText('Zürich Campus');
  await waitForBars(app);
  await expect(app.getByTestId('day-picker')).toContainText('Thu, 26 Mar 2026');
  await app.keyboard.press('ArrowRight');
  await expect(app.getByTestId('day-picker')).toContainText('Fri, 27 Mar 2026');
  await app.keyboard.press('t');
  await expect(app.getByTestId('day-picker')).toContainText('Thu, 26 Mar 2026');
  await waitForBars(app);
  const bar = app.getByTestId('booking-bar').first();
  await bar.focus();
  // Arrow keys move between bookings inside the timeline (and do not change the day there).
  const firstLabel = await focused.getAttribute('aria-label');
  await app.keyboard.press('ArrowRight');
  await expect(focused).toHaveCount(1);
  await expect(focused).not.toHaveAttribute('aria-label', firstLabel ?? '');
  for (let i = 0; i < 12; i++) await app.keyboard.press('ArrowDown');
  await expect(focused).toBeInViewport();
  await app.keyboard.press('Home');
  await expect(focused).toHaveAttribute('data-booking-index', '0');
  await expect(app.getByTestId('day-picker')).toContainText('Thu, 26 Mar 2026');
  // The bars are one tab stop: Tab leaves the timeline, Shift+Tab comes back to the same booking.
  const current = await focused.getAttribute('data-booking-id');
  await app.keyboard.press('Tab');
  await expect(focused).toHaveCount(0);
  await app.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('data-booking-id', current ?? '');
  await app.keyboard.press('Enter');
  const details = app.getByTestId('booking-details');
  await expect(details).toBeVisible();
  await expect(details).toContainText('Europe/Berlin');
  await screenshots(app, '02-booking-details');
  await app.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // Focus comes back to the booking once the drawer has gone.
  await expect(focused).toHaveAttribute('data-booking-id', current ?? '');
  await app.keyboard.press('/');
  await expect(app.getByRole('textbox', { name: 'Search bookings' })).toBeFocused();
});

test('changing the timezone moves the times', async ({ app }) => {
  await waitForBars(app);
  await segment(app, 'Table');
  await app.getByRole('button', { name: 'Start' }).click();
  // Latest first: read the first row only once the sort is applied, or the comparison below would
  // compare two different bookings and pass whatever the zone did.
  await expect(app.getByRole('columnheader', { name: 'Start' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const firstStart = app.getByTestId('booking-row').first().locator('td').nth(4);
  const berlin = await firstStart.textContent();
  await app.getByTestId('timezone-picker').click();
  await app.getByTestId('timezone-picker').fill('Tokyo');
  await app.getByRole('option', { name: /Asia\/Tokyo/ }).click();
  await expect(app.getByTestId('timezone-picker')).toHaveValue(/Asia\/Tokyo/);
  await expect(firstStart).not.toHaveText(berlin ?? '');
  // Tokyo is 8 hours ahead of Berlin in March (before the change); the first row may now be another
  // booking, so compare a booking by its details instead.
  await app.getByTestId('booking-row').first().click();
  await expect(app.getByTestId('booking-details')).toContainText('UTC+09:00');
  await app.keyboard.press('Escape');
  await screenshots(app, '03-table-tokyo');
});

test('a DST-change day has 23 hours on the axis', async ({ app }) => {
  await waitForBars(app);
  for (let i = 0; i < 3; i++) await app.keyboard.press('ArrowRight');
  await expect(app.getByTestId('day-picker')).toContainText('Sun, 29 Mar 2026');
  await waitForBars(app);
  const labels = await app.locator('.tl-tick-label').allTextContents();
  expect(labels).not.toContain('02:00');
  expect(labels).toContain('03:00');
  await expect(app.locator('.tl-corner-zone')).toContainText('UTC+1 → +2');
  await expect(app.locator('.tl-tick[data-shift]')).toHaveText('03:00');
  await screenshots(app, '04-dst-day');
});

test('Range view with a time of day, and the table', async ({ app }) => {
  await waitForBars(app);
  await segment(app, 'Range');
  await expect(app.getByTestId('range-picker')).toContainText('23 Mar 2026 – 29 Mar 2026');
  await waitForBars(app);
  await app.getByTestId('range-picker').click();
  await app.locator('button[aria-label="23 March 2026"]').click();
  await app.locator('button[aria-label="27 March 2026"]').click();
  await expect(app.getByTestId('range-picker')).toContainText('23 Mar 2026 – 27 Mar 2026');
  await waitForBars(app);
  await app.locator('input[aria-label="Hours of the day"]').click();
  await app.getByRole('option', { name: '07:00–19:00' }).click();
  await waitForBars(app);
  const dates = await app.locator('.tl-tick-date').allTextContents();
  expect(dates.length).toBeGreaterThanOrEqual(5);
  expect(dates[0]).toBe('Mon 23 Mar');
  await screenshots(app, '05-range-view');
  // End goes to a bay's last booking, days to the right: the timeline scrolls sideways to draw it.
  const focused = app.locator('[data-testid="booking-bar"]:focus');
  await app.getByTestId('booking-bar').first().focus();
  const left = await app.getByTestId('timeline-scroll').evaluate((el) => el.scrollLeft);
  await app.keyboard.press('End');
  await expect(focused).toBeInViewport();
  expect(await app.getByTestId('timeline-scroll').evaluate((el) => el.scrollLeft)).toBeGreaterThan(
    left,
  );
  await app.keyboard.press('Home');
  await expect(focused).toHaveAttribute('data-booking-index', '0');
  await expect(focused).toBeInViewport();
  await segment(app, 'Table');
  await expect(app.getByTestId('booking-row').first()).toBeVisible();
  await app.getByRole('button', { name: 'Duration' }).click();
  await app.getByRole('button', { name: 'Duration' }).click();
  await expect(app.getByRole('columnheader', { name: 'Duration' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await screenshots(app, '06-range-table');
  await app.getByRole('tab', { name: 'Bays' }).click();
  await expect(app.getByTestId('bay-row').first()).toBeVisible();
  await screenshots(app, '07-bays');
});
