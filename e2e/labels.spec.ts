import type { Locator, Page } from '@playwright/test';
import { say } from './catalog-words';
import { expect, screenshot, segment, test, waitForBars } from './fixtures';

/**
 * Every axis label under `root` that is cut, covered or squeezed, as readable lines. Each label's
 * text (its Range's boxes, line by line) is compared with its space: on an axis, from its start to
 * the next label's start or the visible edge; in a heatmap, its heading's cell. The visible box is
 * the window cut by every clipping ancestor (the timeline's scroller, a card), and a label must be
 * on top all along its text (not under the sticky bay column, a sticky date or a line). The
 * timeline's and heatmap's labels carry data-axis-label; the charts' are Recharts' tick texts.
 */
async function labelProblems(root: Locator): Promise<string[]> {
  // Page code as text (this file is type-checked without the DOM's types), given its root by a mark.
  await root.evaluate((el) => el.setAttribute('data-label-check', ''));
  return root.page().evaluate(
    `(() => {
      const root = document.querySelector('[data-label-check]');
      root.removeAttribute('data-label-check');
      const problems = [];
      const name = (el) => JSON.stringify(el.textContent);
      const px = (n) => Math.round(n * 10) / 10;
      // The part of the window an element may show: cut by each ancestor that clips.
      const visibleBox = (el) => {
        const box = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
        for (let a = el.parentElement; a; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const r = a.getBoundingClientRect();
          const left = r.left + a.clientLeft;
          const top = r.top + a.clientTop;
          box.left = Math.max(box.left, left);
          box.top = Math.max(box.top, top);
          box.right = Math.min(box.right, left + a.clientWidth);
          box.bottom = Math.min(box.bottom, top + a.clientHeight);
        }
        return box;
      };
      const textLines = (el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()].filter((r) => r.width > 0);
      };
      const textBox = (el) => {
        const lines = textLines(el);
        return {
          left: Math.min(...lines.map((r) => r.left)),
          right: Math.max(...lines.map((r) => r.right)),
          top: Math.min(...lines.map((r) => r.top)),
          bottom: Math.max(...lines.map((r) => r.bottom)),
        };
      };
      const inside = (r, box) =>
        r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
      // Whatever is drawn over the text (the bay column, a sticky date, a line), sampled every 2 px.
      const coveredBy = (el) => {
        for (const line of textLines(el)) {
          const y = (line.top + line.bottom) / 2;
          for (let x = line.left + 1; x < line.right; x += 2) {
            const hit = document.elementFromPoint(x, y);
            if (hit && hit !== el && !el.contains(hit)) return hit.className || hit.tagName;
          }
        }
        return null;
      };
      // One axis' labels, left to right: each as wide as its space at most.
      const checkAxis = (what, labels, box) => {
        const placed = labels
          .map((el) => ({ el, text: textBox(el) }))
          .sort((a, b) => a.text.left - b.text.left);
        placed.forEach(({ el, text }, i) => {
          const next = placed[i + 1];
          const end = Math.min(box.right, next ? next.text.left : Infinity);
          const start = Math.max(box.left, i > 0 ? placed[i - 1].text.right : -Infinity);
          const width = text.right - text.left;
          if (text.left < start - 0.5 || width > end - text.left + 0.5)
            problems.push(what + ' ' + name(el) + ' is ' + px(width) + ' px wide in ' + px(end - Math.max(start, text.left)) + ' px of space');
          else if (!inside(text, box)) problems.push(what + ' ' + name(el) + ' is cut by its container');
        });
      };
      const html = [...root.querySelectorAll('[data-axis-label]')];
      if (html.length === 0 && !root.querySelector('.recharts-cartesian-axis-tick-labels text'))
        problems.push('no axis label to check');
      const kinds = new Set(html.map((el) => el.dataset.axisLabel));
      for (const kind of kinds) {
        const labels = html.filter((el) => el.dataset.axisLabel === kind);
        for (const el of labels) {
          if (el.scrollWidth > el.clientWidth + 1) problems.push(kind + ' ' + name(el) + ' is cut short by its own box');
          const by = coveredBy(el);
          if (by) problems.push(kind + ' ' + name(el) + ' is covered by ' + by);
        }
        if (kind.startsWith('heatmap')) {
          for (const el of labels) {
            const cell = el.parentElement.getBoundingClientRect();
            const text = textBox(el);
            if (text.right - text.left > cell.width + 0.5)
              problems.push(kind + ' ' + name(el) + ' is ' + px(text.right - text.left) + ' px wide in a ' + px(cell.width) + ' px cell');
            if (!inside(cell, visibleBox(el.parentElement))) problems.push(kind + ' ' + name(el) + ' is cut by its card');
          }
        } else if (labels.length > 0) {
          // The timeline: the axis in view starts where the sticky bay column ends.
          const box = visibleBox(labels[0]);
          const corner = root.querySelector('.tl-corner');
          if (corner) box.left = Math.max(box.left, corner.getBoundingClientRect().right);
          checkAxis(kind, labels, box);
        }
      }
      for (const el of root.querySelectorAll('.hm-cell')) {
        if (el.scrollWidth > el.clientWidth + 1) problems.push('heatmap value ' + name(el) + ' is wider than its cell');
      }
      for (const svg of root.querySelectorAll('svg.recharts-surface')) {
        const frame = svg.getBoundingClientRect();
        const clip = visibleBox(svg);
        const box = {
          left: Math.max(frame.left, clip.left),
          right: Math.min(frame.right, clip.right),
          top: frame.top,
          bottom: frame.bottom,
        };
        for (const axis of svg.querySelectorAll('.recharts-cartesian-axis-tick-labels')) {
          const texts = [...axis.querySelectorAll('text')].filter((t) => t.textContent !== '');
          const vertical = axis.classList.contains('recharts-yAxis-tick-labels');
          if (vertical) {
            for (const t of texts) if (!inside(t.getBoundingClientRect(), box)) problems.push('chart label ' + name(t) + ' is cut by the chart’s edge');
          } else checkAxis('chart label', texts, box);
          // Recharts writes a label too wide for its axis on more lines: none may be.
          for (const t of texts) if (t.querySelectorAll('tspan').length > 1) problems.push('chart label ' + name(t) + ' is broken over lines');
        }
      }
      return problems;
    })()`,
  );
}

async function choosePreset(page: Page, label: string): Promise<void> {
  await page.getByTestId('period-presets').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page.getByTestId('period-presets')).toHaveText(label);
  // Closed, so it covers no label.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Waits for the period's bookings (its first days may have none: the holidays, in 90 days). */
async function timelineLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('timeline-scroll')).toBeVisible();
  await expect(page.getByTestId('timeline-loading')).toHaveCount(0);
}

/**
 * Expects no label problem in the timeline at its start, a little over a third in (no day starts at
 * the view's edges there) and its end: only the part in view is drawn.
 */
async function expectTimelineLabelsWhole(
  page: Page,
  what: string,
  screenshotName?: string,
): Promise<void> {
  const scroller = page.getByTestId('timeline-scroll');
  // Out of the bars' way, so no booking's card covers the axis.
  await page.mouse.move(0, 0);
  for (const at of [0, 0.37, 1]) {
    await scroller.evaluate((el, f) => {
      el.scrollLeft = Math.round((el.scrollWidth - el.clientWidth) * f);
    }, at);
    // The axis is drawn for the new position a frame or more after the scroll event.
    await expect
      .poll(() => labelProblems(scroller), { message: `${what}, scrolled to ${at}` })
      .toEqual([]);
    if (at === 0.37 && screenshotName) await screenshot(page, screenshotName);
  }
}

/** A card's label problems, once it is scrolled into view (its labels must be seen to be judged). */
async function cardProblems(card: Locator): Promise<string[]> {
  await card.scrollIntoViewIfNeeded();
  return labelProblems(card);
}

const RANGES = ['Last 7 days', 'Last 30 days', 'Last 90 days'] as const;

for (const locale of ['en-US', 'de-DE']) {
  for (const viewport of [
    { width: 1024, height: 700 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ locale, viewport });

      test('no axis label is cut, covered or squeezed: the timeline and Insights, for a day and 7, 30 and 90 days', async ({
        app,
      }) => {
        const shots = locale === 'en-US' && viewport.width === 1024;
        await waitForBars(app);
        await expectTimelineLabelsWhole(app, 'Day');
        await segment(app, 'Range');
        for (const range of ['Today', ...RANGES]) {
          await choosePreset(app, say(locale, range));
          await timelineLoaded(app);
          const name = shots && range === 'Last 30 days' ? '28-range-30-days-1024' : undefined;
          await expectTimelineLabelsWhole(app, range, name);
        }

        await segment(app, 'Insights');
        const period = app.getByTestId('insights-period');
        for (const range of ['Today', ...RANGES]) {
          const before = range === 'Today' ? null : await period.textContent();
          await choosePreset(app, say(locale, range));
          // The new period's figures, not the last one's.
          if (before === null) await expect(period).toBeVisible({ timeout: 60_000 });
          else await expect(period).not.toHaveText(before, { timeout: 60_000 });
          const heatmap = app.getByTestId('heatmap');
          await expect(heatmap).toBeVisible();
          await app.mouse.move(0, 0);
          expect(await cardProblems(heatmap), `${range}, heatmap`).toEqual([]);
          expect(await cardProblems(app.getByTestId('tag-chart')), `${range}, tags`).toEqual([]);
          if (range === 'Today') continue;
          const chart = app.getByTestId('over-time-chart');
          await expect(chart.locator('.recharts-xAxis-tick-labels text').first()).toBeVisible();
          expect(await cardProblems(chart), `${range}, use over time`).toEqual([]);
          if (shots && range === 'Last 90 days') {
            await screenshot(app, '28-insights-90-days-1024');
            await heatmap.scrollIntoViewIfNeeded();
            await screenshot(app, '28-insights-heatmap-90-days-1024');
          }
        }

        // Hours of the day: each day is half as wide, and the dates have half the room.
        await segment(app, 'Timeline');
        const hours = app.getByRole('combobox', { name: say(locale, 'Hours of the day') });
        await hours.click();
        await app
          .getByRole('option', { name: /^0?7:00/ })
          .first()
          .click();
        for (const range of RANGES) {
          await choosePreset(app, say(locale, range));
          await timelineLoaded(app);
          await expectTimelineLabelsWhole(app, `${range}, 07–19`);
        }
      });
    });
  }
}
