// axe on states the other specs do not reach: a bay with no bookings today, and the selected
// location while the pointer is still on it (as it is right after the click).
import { emulateColorScheme, expect, NOW, seriousViolations, test, waitForBars } from './fixtures';

/** Saturday 28 March 2026, 10:00 in Berlin: a quiet day, when some of Harbour Office's bays stay free. */
const QUIET_SATURDAY = NOW + 2 * 24 * 3_600_000 - 30 * 60_000;

test('Day view on today, with a bay that has no bookings: shown empty, read as "no bookings"', async ({
  app,
}) => {
  await app.clock.setFixedTime(QUIET_SATURDAY);
  await app.reload();
  await waitForBars(app);
  await expect(app.getByText('Sat, 28 Mar 2026').first()).toBeVisible();
  const empty = app.getByRole('rowheader', { name: /^Level 2 · 01\s*, no bookings$/ });
  // The bay is near the end of the list: the timeline draws only the rows in view.
  await app.getByTestId('timeline-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(empty).toBeVisible();
  await expect(empty.locator('.tl-label-count')).toHaveText(', no bookings');
  await expect(app.getByRole('rowheader', { name: /, [1-9]\d* bookings?$/ }).first()).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'dark');
  expect(await seriousViolations(app, 'contrast')).toEqual([]);
});

test('the selected location under the pointer keeps a 4.5:1 contrast, light and dark', async ({
  app,
}) => {
  await waitForBars(app);
  const link = app
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: /^Northgate Depot/ });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  await link.hover();
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'dark');
  await link.hover();
  expect(await seriousViolations(app)).toEqual([]);
});

test('the toolbar’s stand-ins, before their comboboxes arrive: named with their text, no axe finding, nothing moves when they arrive', async ({
  app,
}) => {
  // Hold back the comboboxes' chunks, so the stand-ins stay as long as axe looks at them.
  await app.route(/\/(TagFilter|HoursOfDaySelect|TimezoneSelect)-[^/]*\.js$/, () => undefined);
  await app.reload();
  await waitForBars(app);
  await expect(app.getByRole('button', { name: 'Bay tags: All tags' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Hours of the day: All day' })).toBeVisible();
  await expect(app.getByRole('button', { name: /^Timezone: System \(/ })).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);

  // When the comboboxes arrive, they take their stand-ins' places exactly: nothing in the toolbar or
  // below it moves.
  const wrapperOf = (name: string) =>
    app
      .locator(`[aria-label="${name}"], [aria-label^="${name}: "]`)
      .locator('xpath=ancestor::div[contains(@class, "mantine-Input-wrapper")][1]');
  // Whole pixels: the MultiSelect's pill box is a fifth of a pixel taller, which no one sees.
  const rounded = (box: { x: number; y: number; width: number; height: number } | null) =>
    box && [box.x, box.y, box.width, box.height].map(Math.round);
  const boxes = async () => ({
    tags: rounded(await wrapperOf('Bay tags').boundingBox()),
    hours: rounded(await wrapperOf('Hours of the day').boundingBox()),
    zone: rounded(await wrapperOf('Timezone').boundingBox()),
    firstBay: rounded(await app.getByRole('rowheader').first().boundingBox()),
  });
  const before = await boxes();
  await app.unroute(/\/(TagFilter|HoursOfDaySelect|TimezoneSelect)-[^/]*\.js$/);
  await app.reload();
  await waitForBars(app);
  await expect(app.getByRole('button', { name: /^Timezone: / })).toHaveCount(0);
  await expect(app.getByRole('button', { name: /^Bay tags: / })).toHaveCount(0);
  await expect(app.getByRole('button', { name: /^Hours of the day: / })).toHaveCount(0);
  expect(await boxes()).toEqual(before);
});
