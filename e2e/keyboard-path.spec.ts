import { expect, screenshot, screenshots, test, waitForBars } from './fixtures';

test('the keyboard path: a skip link first, one stop for the bookings, headings never between them', async ({
  app,
}) => {
  await waitForBars(app);
  const focused = app.locator(':focus');
  await app.keyboard.press('Tab');
  const skip = app.getByRole('link', { name: 'Skip to the bookings' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screenshot(app, '29-skip-link');
  await app.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('data-testid', 'booking-bar');
  // The grid says how to move, for those who cannot see the bars.
  const grid = app.getByRole('grid', { name: /Bookings at Harbour Office/ });
  await expect(grid).toHaveAccessibleDescription(/arrows move along the bay/);
  // Move away from the first bay, then Tab: out of the timeline, past no tag heading.
  for (let i = 0; i < 6; i++) await app.keyboard.press('ArrowDown');
  const bar = await focused.getAttribute('data-booking-id');
  await app.keyboard.press('Tab');
  await expect(app.locator('[role="grid"] :focus')).toHaveCount(0);
  // Back: the same booking, then the headings' one stop, then the scrolling area.
  await app.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('data-booking-id', bar ?? '');
  await app.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('data-group-key', /.+/);
  const firstHeading = await focused.textContent();
  await app.keyboard.press('ArrowDown');
  await expect(focused).toHaveAttribute('data-group-key', /.+/);
  await expect(focused).not.toHaveText(firstHeading ?? '');
  // ← folds the group here; it does not go to the previous day.
  await app.keyboard.press('ArrowLeft');
  await expect(focused).toHaveAttribute('aria-expanded', 'false');
  await app.keyboard.press('ArrowRight');
  await expect(focused).toHaveAttribute('aria-expanded', 'true');
  await expect(app.getByTestId('day-picker')).toContainText('Thu, 26 Mar 2026');
  await app.keyboard.press('Shift+Tab');
  await expect(focused).toHaveAttribute('data-testid', 'timeline-scroll');
});

test('? lists every key, and the header’s Keyboard button does too', async ({ app }) => {
  await waitForBars(app);
  await app.keyboard.press('Shift+Slash');
  const dialog = app.getByRole('dialog', { name: 'Keyboard' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The nearest booking in the bay above or below');
  await expect(dialog).toContainText('Ctrl+E');
  await screenshots(app, '29-key-list');
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Typed into the search, ? is a character, not the list.
  const search = app.getByRole('textbox', { name: 'Search bookings' });
  await search.click();
  await app.keyboard.press('Shift+Slash');
  await expect(search).toHaveValue('?');
  await expect(dialog).toBeHidden();
  await search.fill('');
  await app.getByRole('button', { name: 'Keyboard' }).click();
  await expect(dialog).toBeVisible();
});

test('a booking’s card at once on hover and on focus, for a short bar too', async ({ app }) => {
  await waitForBars(app);
  // A bar too short to show its name: its card is all there is to read it.
  const short = app.locator('[data-testid="booking-bar"]:not(:has(.tl-bar-time))').first();
  await expect(short).toBeVisible();
  const label = (await short.getAttribute('aria-label')) ?? '';
  await short.hover();
  const card = app.getByRole('tooltip');
  await expect(card).toBeVisible();
  const name = label.replace(/ \d.*$/, '');
  if (name !== '—') await expect(card).toContainText(name);
  await expect(card).toContainText('Bay');
  await expect(card).toContainText('Tag');
  await expect(card).toContainText(/Thu,? 26 Mar, \d\d:\d\d–\d\d:\d\d \(/);
  // The card is in the window and does not cover its bar.
  const [cardBox, barBox] = [await card.boundingBox(), await short.boundingBox()];
  expect(cardBox && barBox).toBeTruthy();
  if (cardBox && barBox) {
    const overlaps = cardBox.y < barBox.y + barBox.height && barBox.y < cardBox.y + cardBox.height;
    expect(overlaps).toBe(false);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(1440);
    expect(cardBox.y).toBeGreaterThanOrEqual(0);
  }
  await screenshots(app, '29-short-booking-card');
  await app.keyboard.press('Escape');
  await expect(card).toBeHidden();
  // By keyboard: the focused booking has the card, and it names the same booking as the bar.
  await app.mouse.move(5, 890);
  await app.keyboard.press('Tab');
  await app.keyboard.press('Enter');
  await app.keyboard.press('ArrowRight');
  await expect(card).toBeVisible();
  const focusedLabel = await app.locator(':focus').getAttribute('aria-label');
  const focusedName = (focusedLabel ?? '').replace(/ \d.*$/, '');
  if (focusedName !== '—') await expect(card).toContainText(focusedName);
  await expect(app.locator(':focus')).toHaveAttribute('aria-describedby', 'booking-card');
});
