import type { Page } from '@playwright/test';
import { expect, screenshot, segment, test, waitForBars } from './fixtures';

/**
 * Every axis label that is cut, covered or past its chart's edge, as readable lines: the timeline's
 * dates and hours (those drawn, inside the grid, overlapping none of their kind), the charts' tick
 * texts (inside their SVG, overlapping none on their axis) and the heatmap's headings (inside their
 * cell). Each label's width is compared with its space.
 */
async function clippedLabels(page: Page): Promise<string[]> {
  // Page code as text: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const problems = [];
    const box = (el) => el.getBoundingClientRect();
    const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom && b.top < a.bottom;
    const name = (el) => JSON.stringify(el.textContent);
    const grid = document.querySelector('.tl-grid');
    if (grid) {
      const edge = box(grid).right + 0.5;
      for (const kind of ['date', 'hour']) {
        const labels = [...grid.querySelectorAll('[data-axis-label="' + kind + '"]')];
        labels.forEach((el, i) => {
          const r = box(el);
          if (r.right > edge) problems.push('timeline ' + kind + ' ' + name(el) + ' runs past the axis end');
          for (const other of labels.slice(i + 1))
            if (overlap(r, box(other))) problems.push('timeline ' + kind + ' ' + name(el) + ' overlaps ' + name(other));
        });
      }
    }
    for (const svg of document.querySelectorAll('.recharts-wrapper svg.recharts-surface')) {
      const frame = box(svg);
      // Recharts draws each axis' tick labels in a layer of their own.
      for (const axis of svg.querySelectorAll('.recharts-cartesian-axis-tick-labels')) {
        const texts = [...axis.querySelectorAll('text.recharts-cartesian-axis-tick-value')];
        texts.forEach((el, i) => {
          const r = box(el);
          if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5)
            problems.push('chart label ' + name(el) + ' is cut by the chart’s edge');
          for (const other of texts.slice(i + 1))
            if (overlap(r, box(other))) problems.push('chart label ' + name(el) + ' overlaps ' + name(other));
        });
      }
    }
    for (const el of document.querySelectorAll('.hm-hour > [aria-hidden], .hm-day > [aria-hidden]')) {
      const r = box(el);
      const cell = box(el.parentElement);
      if (r.width > cell.width + 0.5) problems.push('heatmap heading ' + name(el) + ' is wider than its cell');
    }
    return problems;
  })()`);
}

async function choosePreset(page: Page, label: string): Promise<void> {
  await page.getByTestId('period-presets').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page.getByTestId('period-presets')).toHaveText(label);
}

/** Waits for the period's bookings (its first days may have none: the holidays, in 90 days). */
async function timelineLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('timeline-scroll')).toBeVisible();
  await expect(page.getByTestId('timeline-loading')).toHaveCount(0);
}

/** Checks the timeline at its start, middle and end (only the part in view is drawn). */
async function timelineClipped(page: Page): Promise<string[]> {
  const scroller = page.getByTestId('timeline-scroll');
  const problems: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await scroller.evaluate((el, f) => {
      el.scrollLeft = (el.scrollWidth - el.clientWidth) * f;
    }, at);
    // The axis is drawn for the new position once the scroll event has been handled.
    await page.evaluate(
      'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))',
    );
    problems.push(...(await clippedLabels(page)));
  }
  return problems;
}

const RANGES = ['Last 7 days', 'Last 30 days', 'Last 90 days'] as const;

for (const locale of ['en-US', 'de-DE']) {
  for (const viewport of [
    { width: 1024, height: 700 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      test('no timeline date or hour is cut, in a day and in 7, 30 and 90 days, all day and 07–19', async ({
        app,
      }) => {
        await waitForBars(app);
        expect(await timelineClipped(app)).toEqual([]);
        await segment(app, 'Range');
        for (const range of RANGES) {
          await choosePreset(app, range);
          await timelineLoaded(app);
          expect(await timelineClipped(app), range).toEqual([]);
          if (range === 'Last 30 days' && locale === 'en-US' && viewport.width === 1024) {
            // Out of the bars' way, so no booking's card covers the axis.
            await app.mouse.move(0, 0);
            await screenshot(app, '28-range-30-days-1024');
          }
        }
        // Hours of the day: each day is half as wide, and the dates have half the room.
        const hours = app.getByRole('combobox', { name: 'Hours of the day' });
        await hours.click();
        await app
          .getByRole('option', { name: /^0?7:00/ })
          .first()
          .click();
        for (const range of RANGES) {
          await choosePreset(app, range);
          await timelineLoaded(app);
          expect(await timelineClipped(app), `${range}, 07–19`).toEqual([]);
        }
      });

      test('no Insights chart or heatmap label is cut, for a day and 7, 30 and 90 days', async ({
        app,
      }) => {
        await waitForBars(app);
        await segment(app, 'Insights');
        const chart = app.getByTestId('over-time-chart').locator('.recharts-xAxis');
        for (const range of ['Today', ...RANGES]) {
          const period = app.getByTestId('insights-period');
          const before = range === 'Today' ? null : await period.textContent();
          await choosePreset(app, range);
          // The new period's figures, not the last one's.
          if (before === null) await expect(period).toBeVisible({ timeout: 60_000 });
          else await expect(period).not.toHaveText(before, { timeout: 60_000 });
          if (range !== 'Today') await expect(chart).toBeVisible({ timeout: 60_000 });
          await expect(app.getByTestId('heatmap')).toBeVisible();
          expect(await clippedLabels(app), range).toEqual([]);
          if (range !== 'Today')
            await expect(app.locator('.recharts-xAxis-tick-labels text').first()).toBeVisible();
          if (range === 'Last 30 days' && locale === 'en-US' && viewport.width === 1024) {
            await app.getByTestId('over-time-chart').scrollIntoViewIfNeeded();
            await screenshot(app, '28-insights-30-days-1024');
          }
        }
      });
    });
  }
}
