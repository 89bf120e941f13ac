/**
 * Trends as a facility manager meets them on a small laptop (1024 × 700) with the large demo
 * company (10 sites): the last 12 whole months of every site, a chart each on one scale with the
 * sites' targets, and the same numbers in a table; then one site's months.
 */
import type { Page } from '@playwright/test';
import { companySites } from './company-sites';
import {
  emulateColorScheme,
  expect,
  screenshots,
  segment,
  seriousViolations,
  test,
  useSecondCompany,
} from './fixtures';

type Env = Parameters<typeof useSecondCompany>[1];

const signal = () => new AbortController().signal;

/** Gives the company's first three sites a target band each, so all three statuses show. */
async function setTargets(env: Env, label: string): Promise<void> {
  const { accountId, locationIds: ids } = await companySites(env, label);
  // Near the demo's use (every hour of every day counted: 10–25%), as a manager's would be.
  const targets = [
    { low: 0.3, high: 0.5 },
    { low: 0.1, high: 0.2 },
    { low: 0.05, high: 0.1 },
  ];
  const saved = await env.shell.backend.dispatch(
    'updateSites',
    {
      accountId,
      sites: targets.map((target, i) => ({
        locationId: ids[i] ?? '',
        zone: null,
        hours: null,
        target,
      })),
    },
    signal(),
  );
  expect(saved.ok).toBe(true);
}

/** Waits until every site's trend is drawn. */
async function trendsDrawn(page: Page, sites: number): Promise<void> {
  await expect(page.getByTestId('trend-card')).toHaveCount(sites, { timeout: 180_000 });
}

test.describe('at 1024 × 700', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test('12 months for the 10 sites, on one scale, with their targets and a table', async ({
    app,
    env,
  }) => {
    test.setTimeout(300_000);
    const remove = await useSecondCompany(app, env, 'Large Co');
    try {
      await setTargets(env, 'Large Co');
      await app.getByTestId('all-locations-link').click();
      await expect(app.getByTestId('portfolio-table')).toBeVisible();
      await screenshots(app, '31a-all-locations-show-as-1024');
      await segment(app, 'Trends');
      await trendsDrawn(app, 10);
      await expect(app.getByTestId('trend-period')).toHaveText(
        'March 2025 to February 2026: whole months, so March 2026 is left out until it is over.',
      );
      const charts = app.getByTestId('trend-chart');
      await expect(charts).toHaveCount(10);
      const tops = new Set<string | null>();
      for (let i = 0; i < 10; i++) {
        await expect(charts.nth(i)).toHaveAttribute('data-points', '12');
        tops.add(await charts.nth(i).getAttribute('data-scale-top'));
      }
      expect(tops.size, 'every chart on one scale').toBe(1);
      // Each site names itself and its latest month; the targeted ones say where they stand.
      const statuses = app.getByTestId('trend-card').getByTestId('target-status');
      await expect(statuses.filter({ hasText: /^(Below|Within|Above) the target of/ })).toHaveCount(
        3,
      );
      await expect(
        app.getByTestId('trend-card').getByTestId('target-status').filter({ hasText: 'No target' }),
      ).toHaveCount(7);
      // The table: a row per site, a column per month, the same percentages.
      const rows = app.getByTestId('trend-row');
      await expect(rows).toHaveCount(10);
      for (let i = 0; i < 10; i++) {
        await expect(rows.nth(i).getByRole('cell')).toHaveCount(13);
        await expect(rows.nth(i).getByRole('cell').last()).toHaveText(/^\d+\.\d%$/);
      }
      // Nothing cut at the card's edges: each name fits, or is cut with an ellipsis and a title.
      for (const card of await app.getByTestId('trend-card').all()) {
        const name = card.getByRole('heading');
        expect(await name.getAttribute('title')).toBeTruthy();
        const box = await card.boundingBox();
        expect(box && box.x + box.width <= 1024).toBe(true);
      }
      // The keyboard reaches a chart, and the arrows move between its months.
      await charts.first().locator('svg[tabindex="0"]').first().focus();
      await app.keyboard.press('ArrowRight');
      await app.keyboard.press('ArrowRight');
      await expect(charts.first().locator('.recharts-tooltip-wrapper')).toContainText(
        /(March|April|May) 2025\s*Utilisation \d/,
      );
      for (const scheme of ['light', 'dark'] as const) {
        await emulateColorScheme(app, scheme);
        expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual([]);
      }
      await screenshots(app, '31-trends-all-locations-1024');
      // Down to the table, its first columns in view (the region itself scrolls sideways).
      await app.getByRole('region', { name: /a row per location/ }).scrollIntoViewIfNeeded();
      await screenshots(app, '31b-trends-table-1024');
      // One site: its months, newest first, with every figure; the choice of Trends is kept.
      const first = await app.getByTestId('trend-card').first().getAttribute('data-location');
      await app
        .getByRole('navigation', { name: 'Locations' })
        .getByRole('button', { name: new RegExp(`^${first ?? ''}`) })
        .first()
        .click();
      await expect(app.getByTestId('location-title')).toHaveText(first ?? '');
      await trendsDrawn(app, 1);
      await expect(app.getByTestId('trend-row')).toHaveCount(12);
      await screenshots(app, '31c-trends-one-site-1024');
    } finally {
      await remove();
    }
  });
});
