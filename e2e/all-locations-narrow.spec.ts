/**
 * All locations as a facility manager meets it on a small laptop (1024 × 700) with the large demo
 * company (10 sites): bays needed and spare bays in view without a sideways scroll, the names kept
 * in view when more columns are chosen, the columns remembered; last month compared with the month
 * before; and switching companies returns to where the manager was.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, screenshotAt, seriousViolations, test, useSecondCompany } from './fixtures';

/** Where the screenshots for people to look at go. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';

async function choosePreset(page: Page, label: string): Promise<void> {
  await page.getByTestId('period-presets').click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page.getByTestId('period-presets')).toHaveText(label);
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Every location counted, the comparison too. */
async function allCounted(page: Page): Promise<void> {
  await expect(page.getByTestId('portfolio-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 120_000 });
}

/** How far the table reaches past its box sideways (0: no sideways scroll). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page
    .getByTestId('portfolio-scroll')
    .evaluate(
      (box: { readonly scrollWidth: number; readonly clientWidth: number }) =>
        box.scrollWidth - box.clientWidth,
    );
}

/** Whether `cell` lies wholly inside the window, sideways. */
async function inWindow(page: Page, cell: Locator): Promise<boolean> {
  const box = await cell.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

async function shot(page: Page, name: string): Promise<void> {
  await screenshotAt(page, `${SHOTS}/${name}.png`);
}

test.describe('at 1024 × 700', () => {
  test.use({ viewport: { width: 1024, height: 700 } });

  test('bays needed and spare bays for the 10 sites, without a sideways scroll', async ({
    app,
    env,
  }) => {
    const remove = await useSecondCompany(app, env, 'Large Co');
    try {
      await app.getByTestId('all-locations-link').click();
      await choosePreset(app, 'Last month');
      // Last month (February 2026) is compared with January, the month before: not 28 days back.
      await app.getByLabel('Compare with').selectOption('previous');
      await expect(app.getByTestId('portfolio-period')).toHaveText(
        'Sun, 1 Feb 2026 – Sat, 28 Feb 2026, compared with Thu, 1 Jan 2026 – Sat, 31 Jan 2026 (28 days against 31)',
      );
      await allCounted(app);
      const rows = app.getByTestId('portfolio-row');
      await expect(rows).toHaveCount(10);
      for (const compared of [true, false]) {
        for (const name of ['Bays needed', 'Spare bays', 'Utilisation']) {
          const heading = app.getByRole('columnheader', { name: new RegExp(`^${name}`) });
          await expect(heading).toBeVisible();
          expect(await inWindow(app, heading), `${name} in the window`).toBe(true);
        }
        if (compared)
          await expect(
            app.getByRole('columnheader', { name: /^Change in utilisation/ }),
          ).toBeVisible();
        expect(await sidewaysOverflow(app)).toBeLessThanOrEqual(0);
        // Each of the 10 sites has its bays needed and spare bays in view.
        for (let i = 0; i < 10; i++) {
          for (const column of ['needed', 'spare']) {
            const cell = rows.nth(i).locator(`td[data-column="${column}"]`);
            await expect(cell).toHaveText(/^\d[\d,]*$/);
            expect(await inWindow(app, cell)).toBe(true);
          }
        }
        if (compared) {
          // The change says itself in words; a change that rounds to nothing is not "down".
          const changes = app.getByTestId('portfolio-table').getByTestId('change');
          for (const c of await changes.all()) {
            const [label, shown, direction] = await Promise.all([
              c.getAttribute('aria-label'),
              c.textContent(),
              c.getAttribute('data-direction'),
            ]);
            expect(label).toMatch(/^(up|down) .+ from .+|^no change from .+/);
            expect(await c.getAttribute('title')).toBe(label);
            if (/^\S 0(\.0)?( pts| h)?$/.test(shown ?? '')) expect(direction).toBe('same');
          }
          await shot(app, 'all-locations-1024-compared');
          for (const scheme of ['light', 'dark'] as const) {
            await app.emulateMedia({ colorScheme: scheme });
            expect(await seriousViolations(app, scheme === 'light' ? 'all' : 'contrast')).toEqual(
              [],
            );
          }
          await app.emulateMedia({ colorScheme: 'light' });
          await app.getByLabel('Compare with').selectOption('none');
          await allCounted(app);
        }
      }
    } finally {
      await remove();
    }
  });

  test('the columns are the manager’s to choose, remembered, with the names kept in view', async ({
    app,
    env,
  }) => {
    const remove = await useSecondCompany(app, env, 'Large Co');
    try {
      await app.getByTestId('all-locations-link').click();
      await app.getByLabel('Compare with').selectOption('previous');
      await allCounted(app);
      await app.getByTestId('portfolio-columns').click();
      const menu = app.getByRole('dialog', { name: 'Columns' });
      for (const name of ['Busiest hour', 'Use per day', 'Change in spare bays']) {
        const box = menu.getByRole('checkbox', { name });
        await expect(box).not.toBeChecked();
        await box.check();
      }
      await app.keyboard.press('Escape');
      await expect(app.getByRole('columnheader', { name: 'Busiest hour' })).toBeVisible();
      // More than the width takes: the table scrolls sideways, its names staying in view.
      expect(await sidewaysOverflow(app)).toBeGreaterThan(0);
      const scroll = app.getByTestId('portfolio-scroll');
      await scroll.evaluate((box) => box.scrollBy({ left: 10_000 }));
      const firstName = app.getByRole('button', { name: /Auckland Wharf: open its Insights/ });
      const [name, area] = await Promise.all([firstName.boundingBox(), scroll.boundingBox()]);
      expect(name && area && name.x >= area.x && name.x < area.x + 40).toBe(true);
      expect(await inWindow(app, app.getByRole('columnheader', { name: 'Use per day' }))).toBe(
        true,
      );
      await shot(app, 'all-locations-1024-scrolled');
      // Remembered on this computer.
      await app.reload();
      await expect(app.getByTestId('all-locations')).toBeVisible();
      await expect(app.getByRole('columnheader', { name: 'Busiest hour' })).toBeVisible();
      await app.getByTestId('portfolio-columns').click();
      await menu.getByRole('button', { name: 'Fit to the window' }).click();
      await app.keyboard.press('Escape');
      await expect(app.getByRole('columnheader', { name: 'Busiest hour' })).toHaveCount(0);
      await allCounted(app);
      expect(await sidewaysOverflow(app)).toBeLessThanOrEqual(0);
    } finally {
      await remove();
    }
  });
});

test('at 1440 × 900, compared with the month before', async ({ app, env }) => {
  const remove = await useSecondCompany(app, env, 'Large Co');
  try {
    await app.getByTestId('all-locations-link').click();
    await choosePreset(app, 'Last month');
    await app.getByLabel('Compare with').selectOption('previous');
    await allCounted(app);
    await expect(app.getByTestId('portfolio-summary')).toContainText(/Change: utilisation/);
    expect(await sidewaysOverflow(app)).toBeLessThanOrEqual(0);
    await shot(app, 'all-locations-1440-compared');
    await app.emulateMedia({ colorScheme: 'dark' });
    await expect(app.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await shot(app, 'all-locations-1440-compared-dark');
  } finally {
    await remove();
  }
});

test('switching companies returns to where you were in each', async ({ app, env }) => {
  const remove = await useSecondCompany(app, env, 'Large Co');
  try {
    await app.getByTestId('all-locations-link').click();
    await choosePreset(app, 'Last month');
    await app.getByLabel('Compare with').selectOption('previous');
    await expect(app.getByTestId('portfolio-period')).toContainText('compared with');
    // To the demo company, which opens where it was (its first screen), and back.
    await app.getByTestId('account-switcher').click();
    await app.getByRole('menuitem', { name: /Demo company/ }).click();
    await expect(app.getByTestId('location-title')).toBeVisible();
    await expect(app.getByTestId('all-locations')).toHaveCount(0);
    await app.getByTestId('account-switcher').click();
    await app.getByRole('menuitem', { name: /Large Co/ }).click();
    await expect(app.getByTestId('all-locations')).toBeVisible();
    await expect(app.getByTestId('period-presets')).toHaveText('Last month');
    await expect(app.getByLabel('Compare with')).toHaveValue('previous');
    await expect(app.getByTestId('portfolio-period')).toHaveText(
      'Sun, 1 Feb 2026 – Sat, 28 Feb 2026, compared with Thu, 1 Jan 2026 – Sat, 31 Jan 2026 (28 days against 31)',
    );
    // A location of the demo company, kept there in turn.
    await app.getByTestId('account-switcher').click();
    await app.getByRole('menuitem', { name: /Demo company/ }).click();
    await app
      .getByRole('navigation', { name: 'Locations' })
      .getByText('Northgate Depot', { exact: true })
      .click();
    await expect(app.getByTestId('location-title')).toHaveText('Northgate Depot');
    await app.getByTestId('account-switcher').click();
    await app.getByRole('menuitem', { name: /Large Co/ }).click();
    await expect(app.getByTestId('all-locations')).toBeVisible();
    await app.getByTestId('account-switcher').click();
    await app.getByRole('menuitem', { name: /Demo company/ }).click();
    await expect(app.getByTestId('location-title')).toHaveText('Northgate Depot');
  } finally {
    await remove();
  }
});
