/**
 * All locations fits the window from 1024 px, in every language (issue 43): the large demo company
 * (10 sites, each with a target) over last month, at 1024 × 700 in English, German, French and the
 * pseudo-language, and at 1440 × 900. No page-wide sideways scroll, no heading cut, Print and the
 * spare bays in view, and at least 6 of the 10 sites on the first screen.
 */
import type { Page } from '@playwright/test';
import type { AccountSummary } from '../shared/contract/index';
import type { SiteZoneSuggestions } from '../shared/contract/sites';
import { say } from './catalog-words';
import { emulateColorScheme, expect, screenshot, test, useSecondCompany, type Env } from './fixtures';

const signal = () => new AbortController().signal;

/** Mon–Fri 08:00–18:00, the weekend closed: a working week's opening hours. */
const WORKING_WEEK = [...Array.from({ length: 5 }, () => ({ startMinute: 480, endMinute: 1080 })), null, null];

/**
 * Sets up every site of the company as a manager who has been through the Sites page would: the
 * zone suggested for it (so each row reads its days on its own clock, and says so), a working week
 * and a target band.
 */
async function setUpSites(env: Env, label: string): Promise<void> {
  const accounts = await env.shell.backend.dispatch('listAccounts', {}, signal());
  if (!accounts.ok) throw new Error(accounts.error.message);
  const list = (accounts.value as { accounts: readonly AccountSummary[] }).accounts;
  const accountId = list.find((a) => a.label === label)?.id ?? '';
  const sites = await env.shell.backend.dispatch('listSites', { accountId }, signal());
  if (!sites.ok) throw new Error(sites.error.message);
  const ids = (sites.value as { sites: readonly { locationId: string }[] }).sites.map(
    (s) => s.locationId,
  );
  expect(ids).toHaveLength(10);
  const suggested = await env.shell.backend.dispatch('suggestSiteZones', { accountId }, signal());
  if (!suggested.ok) throw new Error(suggested.error.message);
  const zones = new Map(
    (suggested.value as SiteZoneSuggestions).suggestions.map((s) => [s.locationId, s.zone]),
  );
  // Bands near the demo's use, so some sites are below, some within and some above theirs.
  const bands = [
    { low: 0.3, high: 0.5 },
    { low: 0.1, high: 0.2 },
    { low: 0.05, high: 0.1 },
  ];
  const saved = await env.shell.backend.dispatch(
    'updateSites',
    {
      accountId,
      sites: ids.map((locationId, i) => ({
        locationId,
        zone: zones.get(locationId) ?? null,
        hours: WORKING_WEEK,
        target: bands[i % bands.length],
      })),
    },
    signal(),
  );
  expect(saved.ok).toBe(true);
}

/** The large company with targets, its All locations for last month, every site counted. */
async function openLastMonth(page: Page, env: Env, locale: string): Promise<() => Promise<void>> {
  const remove = await useSecondCompany(page, env, 'Large Co');
  await setUpSites(env, 'Large Co');
  // The page read the sites before they were set up.
  await page.reload();
  await page.getByTestId('all-locations-link').click();
  await page.getByTestId('period-presets').click();
  const lastMonth = say(locale, 'Last month');
  await page.getByRole('menuitem', { name: lastMonth }).click();
  await expect(page.getByTestId('period-presets')).toContainText(lastMonth);
  await expect(page.getByTestId('portfolio-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByTestId('portfolio-row')).toHaveCount(10);
  await expect(page.getByTestId('target-status').first()).toBeVisible();
  return remove;
}

/** What the page measures: its width against the window's, and each heading's cut, if any. */
interface Fit {
  readonly pageWidth: number;
  readonly windowWidth: number;
  /** Each heading whose text runs past its box: its text, and its title (null: none). */
  readonly cut: readonly { readonly text: string; readonly title: string | null; readonly index: number }[];
  readonly headings: readonly string[];
}

async function measure(page: Page): Promise<Fit> {
  // Page code as text: this file is type-checked without the DOM's types.
  return page.evaluate(`(() => {
    const cut = [];
    const headings = [];
    const ths = Array.from(document.querySelectorAll('[data-testid="portfolio-table"] thead th'));
    ths.forEach((th, index) => {
      const text = th.querySelector('[data-heading]') ?? th.querySelector('button') ?? th;
      const range = document.createRange();
      range.selectNodeContents(text);
      const words = range.getBoundingClientRect();
      const box = th.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(th).paddingRight);
      headings.push(th.textContent.trim());
      if (
        text.scrollWidth > text.clientWidth ||
        words.right > box.right - padding + 0.5 ||
        words.bottom > box.bottom + 0.5
      )
        cut.push({ text: th.textContent.trim(), title: th.getAttribute('title'), index });
    });
    return {
      pageWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      cut,
      headings,
    };
  })()`);
}

/**
 * How many site rows can be read without scrolling: wholly inside the window, and between the
 * headings and the totals (both kept in view over the rows).
 */
async function rowsInView(page: Page): Promise<number> {
  const size = page.viewportSize();
  // The cells are what stays in view (sticky), not their rows.
  const [head, foot, box] = await Promise.all([
    page.locator('[data-testid="portfolio-table"] thead th').first().boundingBox(),
    page.getByTestId('portfolio-totals').locator('td').first().boundingBox(),
    page.getByTestId('portfolio-scroll').boundingBox(),
  ]);
  if (!size || !head || !foot || !box) return 0;
  const top = Math.max(head.y + head.height, box.y, 0);
  const bottom = Math.min(foot.y, box.y + box.height, size.height);
  let n = 0;
  for (const row of await page.getByTestId('portfolio-row').all()) {
    const r = await row.boundingBox();
    if (r && r.y >= top - 0.5 && r.y + r.height <= bottom + 0.5 && r.x >= 0) n++;
  }
  return n;
}

/** Whether the element lies wholly inside the window. */
async function inView(page: Page, testIdOrLocator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await testIdOrLocator.boundingBox();
  const size = page.viewportSize();
  return (
    box !== null &&
    size !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

/** Checks everything of the "Done when" at the window's size, and saves a screenshot. */
async function checkFit(page: Page, locale: string, name: string): Promise<void> {
  const fit = await measure(page);
  expect(fit.pageWidth, 'no page-wide sideways scroll').toBeLessThanOrEqual(fit.windowWidth);
  // A heading cut short has its whole name as tooltip and for a screen reader.
  for (const { title, index } of fit.cut) {
    expect(title, `heading ${fit.headings[index]} is cut without a title`).not.toBeNull();
    const th = page.locator('[data-testid="portfolio-table"] thead th').nth(index);
    await expect(th).toHaveAccessibleName(title ?? '');
  }
  expect(await inView(page, page.getByTestId('print-all-locations')), 'Print in view').toBe(true);
  expect(await inView(page, page.getByTestId('export-all-locations')), 'Export in view').toBe(true);
  const spare = page.getByRole('columnheader', { name: new RegExp(`^${say(locale, 'Spare bays')}`) });
  expect(await inView(page, spare), 'Spare bays in view').toBe(true);
  const needed = page.getByRole('columnheader', {
    name: new RegExp(`^${say(locale, 'Bays needed')}`),
  });
  expect(await inView(page, needed), 'Bays needed in view').toBe(true);
  await screenshot(page, name);
  console.log(name, JSON.stringify(fit), await rowsInView(page));
}

for (const locale of ['en-GB', 'de-DE', 'fr-FR'] as const) {
  test.describe(`at 1024 × 700 in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1024, height: 700 } });

    test('the 10 sites fit: nothing cut, Print and spare bays in view, 6 sites or more', async ({
      app,
      env,
    }) => {
      const remove = await openLastMonth(app, env, locale);
      try {
        await checkFit(app, locale, `43-all-locations-1024-${locale}`);
        expect(await rowsInView(app)).toBeGreaterThanOrEqual(6);
      } finally {
        await remove();
      }
    });
  });
}
