import { readFile } from 'node:fs/promises';
import {
  emulateColorScheme,
  expect,
  screenshots,
  segment,
  seriousViolations,
  test,
  useSecondCompany,
} from './fixtures';

// Whole days: these tests read quiet weekends, a DST night and the heatmap's 24 hours.
test.use({ siteHours: 'all' });

test('Insights: figures and heatmap, a cell opens that day in the timeline, a bay comes into view', async ({
  app,
}) => {
  await expect(app.getByTestId('location-title')).toHaveText('Harbour Office');
  await segment(app, 'Insights');
  const figures = app.getByTestId('insights-figures');
  await expect(figures).toContainText(/Bookings\s*[1-9]/);
  await expect(app.getByTestId('insights-period')).toHaveText('Thu, 26 Mar 2026');
  await expect(app.getByTestId('heatmap').getByRole('row')).toHaveCount(2);
  await screenshots(app, '20-insights-day');

  await segment(app, 'Range');
  await expect(app.getByTestId('insights-period')).toHaveText(
    'Mon, 23 Mar 2026 – Sun, 29 Mar 2026',
  );
  await expect(app.getByTestId('heatmap').getByRole('row')).toHaveCount(8);
  await expect(app.getByTestId('heatmap-card-summary')).toContainText('Busiest:');
  // Sunday 29 March lost 02:00–03:00 to the clock change: hatched, and the key says why.
  await expect(
    app.getByTestId('heatmap').getByRole('button', { name: /^Sunday 02:00–03:00: not in/ }),
  ).toHaveAttribute('aria-disabled', 'true');
  await expect(app.getByTestId('heatmap-card')).toContainText(
    'no such hour (the clocks went forward)',
  );
  await expect(figures).toContainText(/first on \w{3}, \d+ \w{3} 2026 at \d\d:\d\d/);
  await screenshots(app, '21-insights-week');
  await app.getByTestId('insights').evaluate((el) => (el.scrollTop = el.scrollHeight));
  await screenshots(app, '22-insights-week-bays');
  // The demo company's data holds people who booked two bays at once: found, with both bays.
  const people = app.getByTestId('people');
  await people.scrollIntoViewIfNeeded();
  await expect(people).toContainText(/booked over 1\.0 weeks: \d+ regular/);
  await expect(people.getByTestId('double-booking-count')).toContainText('held two bays at once');
  await expect(people.getByTestId('double-booking').first()).toContainText(
    /\w{3}, \d+ Mar 2026.*\(\d\d:\d\d–\d\d:\d\d\)/,
  );
  await screenshots(app, '23-insights-week-people');

  // The keyboard reaches the cells: Tab into the grid, arrows move, Enter opens.
  const cell = app.getByTestId('heatmap').getByRole('button', { name: /^Monday 10:00–11:00/ });
  await cell.click();
  await expect(app.getByTestId('timeline-scroll')).toBeVisible();
  await expect(app.getByTestId('day-picker')).toContainText('Mon, 23 Mar 2026');

  // One click back to the week the drill-down left.
  await app.getByTestId('back-to-insights').click();
  await expect(app.getByTestId('insights-period')).toHaveText(
    'Mon, 23 Mar 2026 – Sun, 29 Mar 2026',
  );
  const rows = app.getByTestId('bay-use-row');
  await expect(rows.first()).toBeVisible();
  // The most- and the least-used bays, both on screen at once.
  await app.getByTestId('bay-use').scrollIntoViewIfNeeded();
  await expect(rows.first()).toBeInViewport();
  const leastUsed = rows.last();
  await expect(leastUsed).toBeInViewport();
  const name = (await leastUsed.getByRole('button').textContent()) ?? '';
  await leastUsed.getByRole('button').click();
  const highlighted = app.locator('.tl-row[data-highlighted]');
  await expect(highlighted).toBeInViewport();
  await expect(highlighted.locator('.tl-label-name')).toHaveText(name);
  await screenshots(app, '23-insights-drill-bay');
});

test('Insights: keyboard through the heatmap, tables instead of charts', async ({ app }) => {
  await segment(app, 'Insights');
  await segment(app, 'Range');
  const heatmap = app.getByTestId('heatmap');
  await expect(heatmap.getByRole('row')).toHaveCount(8);
  await heatmap.getByRole('button').first().focus();
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowRight');
  await expect(heatmap.locator('button:focus')).toHaveAttribute(
    'aria-label',
    /^Tuesday 01:00–02:00/,
  );
  await app.keyboard.press('Control+End');
  await expect(heatmap.locator('button:focus')).toHaveAttribute(
    'aria-label',
    /^Sunday 23:00–00:00/,
  );
  for (const card of ['heatmap-card', 'over-time', 'by-tag']) {
    await app.getByTestId(card).getByText('Table', { exact: true }).click();
  }
  await expect(app.getByTestId('heatmap-table')).toBeVisible();
  await expect(app.getByTestId('over-time-table').getByRole('row')).toHaveCount(8);
  await expect(app.getByTestId('tag-table')).toBeVisible();
  await screenshots(app, '24-insights-tables');
  expect(await seriousViolations(app)).toEqual([]);
});

test('Insights: axe finds no serious violation, light and dark', async ({ app }) => {
  // Three full axe runs over a page of some 300 controls: slow on a busy machine.
  test.setTimeout(300_000);
  await segment(app, 'Insights');
  await segment(app, 'Range');
  await expect(app.getByTestId('heatmap')).toBeVisible();
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'dark');
  expect(await seriousViolations(app, 'contrast')).toEqual([]);
  await app.getByTestId('heatmap-card').getByText('Utilisation', { exact: true }).click();
  expect(await seriousViolations(app)).toEqual([]);
  await emulateColorScheme(app, 'light');
});

test('Insights: export the summary by bay through the export dialog', async ({ app }) => {
  await segment(app, 'Insights');
  await expect(app.getByTestId('insights-figures')).toBeVisible();
  await app.getByTestId('export-summary').click();
  await app.getByTestId('export-summary-bay').click();
  const dialog = app.getByRole('dialog', { name: 'Export a summary by bay' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Export…' }).click();
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 30_000 });
  const download = app.waitForEvent('download');
  await dialog.getByTestId('export-download').click();
  const file = await download;
  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'bay,bay_tag,bookings,booked_minutes,occupied_minutes,available_minutes,utilisation',
  );
  // Every bay of the location, even those without bookings (the timeline shows them all).
  expect(lines.length - 1).toBe(
    Number(
      (
        await app
          .getByTestId('insights-figures')
          .getByText(/^of \d+ bays$/)
          .textContent()
      )?.match(/\d+/)?.[0],
    ),
  );
});

test('Insights: a chunk that fails shows its days and the precise error, and Try again recovers', async ({
  app,
  env,
}) => {
  const remove = await useSecondCompany(app, env, 'Flaky Insights');
  await segment(app, 'Range');
  await app.getByTestId('range-picker').click();
  await app.locator('button[aria-label="9 March 2026"]').click();
  await app.locator('button[aria-label="29 March 2026"]').click();
  await expect(app.getByTestId('range-picker')).toContainText('9 Mar 2026 – 29 Mar 2026');
  // Three weeks, fetched a week or less at a time: only the chunk holding 20 March fails.
  env.second.setFaults({ failBookingsAtMs: Date.UTC(2026, 2, 20, 12), failureStatus: 400 });
  await segment(app, 'Insights');
  const alert = app.getByRole('alert').filter({ hasText: 'while loading insights' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(
    /The bookings of 2026-03-\d\d to 2026-03-\d\d could not be fetched/,
  );
  await expect(alert).toContainText('Injected failure (HTTP 400)');
  const [, first, last] = /(2026-03-\d\d) to (2026-03-\d\d)/.exec(
    (await alert.textContent()) ?? '',
  )!;
  expect(first! <= '2026-03-20' && '2026-03-20' <= last!).toBe(true);
  expect(first! > '2026-03-09' || last! < '2026-03-29').toBe(true);
  await expect(app.getByTestId('insights-figures')).toHaveCount(0);
  await screenshots(app, '26-insights-chunk-failed');
  env.second.setFaults({});
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(app.getByTestId('insights-figures')).toContainText(/Bookings\s*[1-9]/, {
    timeout: 30_000,
  });
  await expect(alert).toBeHidden();
  await remove();
});

test('Insights: saved as a PNG picture of the view', async ({ app }) => {
  await segment(app, 'Insights');
  await expect(app.getByTestId('heatmap')).toBeVisible();
  const download = app.waitForEvent('download');
  await app.getByTestId('save-png').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Insights Harbour Office 2026-03-26.png');
  const png = await readFile(await file.path());
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  // Drawn at twice the size of the view on screen (IHDR: width and height at bytes 16 and 20).
  const shown = await app.locator('.insights-print-root').boundingBox();
  expect(png.readUInt32BE(16)).toBe(Math.round(shown!.width) * 2);
  expect(png.readUInt32BE(20)).toBeGreaterThan(600);
});

test('Insights: print shows the view alone, without its controls', async ({ app }) => {
  await segment(app, 'Insights');
  await segment(app, 'Range');
  await expect(app.getByTestId('heatmap')).toBeVisible();
  const title = app.getByText('Bay use at Harbour Office');
  await expect(title).toBeHidden();
  await app.emulateMedia({ media: 'print' });
  // On paper the report names its location (the page's own title is not printed).
  await expect(title).toBeVisible();
  await expect(app.getByTestId('insights-figures')).toBeVisible();
  await expect(app.getByTestId('export-summary')).toBeHidden();
  await expect(app.getByTestId('location-title')).toBeHidden();
  await expect(app.getByRole('navigation', { name: 'Locations' })).toBeHidden();
  await app.emulateMedia({ media: 'screen' });
});

test('Insights: printing from a wide window draws the charts at the paper’s width first', async ({
  app,
}) => {
  await app.setViewportSize({ width: 1920, height: 1000 });
  await segment(app, 'Insights');
  await segment(app, 'Range');
  await expect(
    app.getByTestId('over-time-chart').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  const wide = await app.locator('.insights-print-root').boundingBox();
  expect(wide!.width).toBeGreaterThan(1300);
  // The browser's print dialog stands still in a test: record what it would print instead.
  const root = app.locator('.insights-print-root');
  await root.evaluate((el) => {
    const page = el.ownerDocument.defaultView as unknown as { printed?: number[]; print(): void };
    page.print = () => {
      const chart = el.ownerDocument.querySelector('[data-testid="over-time-chart"] svg');
      page.printed = [el.getBoundingClientRect().width, chart!.getBoundingClientRect().width];
    };
  });
  await app.getByTestId('print-insights').click();
  const printed = () =>
    root.evaluate(
      (el) => (el.ownerDocument.defaultView as unknown as { printed?: number[] }).printed ?? null,
    );
  await expect.poll(printed).not.toBeNull();
  const [width, chart] = (await printed()) as [number, number];
  // 259.4 mm of Letter landscape at 96 px an inch; the chart redrawn inside it.
  expect(width).toBeLessThanOrEqual(980);
  expect(chart).toBeLessThan(width);
  // And back to the window's width afterwards.
  await expect
    .poll(async () => (await app.locator('.insights-print-root').boundingBox())!.width)
    .toBeGreaterThan(1300);
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('numbers and weekdays follow the locale', async ({ app }) => {
    await segment(app, 'Insights');
    await segment(app, 'Range');
    await expect(app.getByTestId('heatmap').getByRole('rowheader').first()).toHaveText(/^Mo/);
    await expect(app.getByTestId('insights-figures')).toContainText(/\d+,\d\s%/);
    await screenshots(app, '25-insights-de');
  });
});
