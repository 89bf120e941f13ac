/**
 * All locations fits the window from 1024 px, in every language (issue 43): the large demo company
 * (10 sites, each with a target) over last month, at 1024 × 700 in English, German, French and the
 * pseudo-language, and at 1440 × 900. No page-wide sideways scroll, no heading cut, Print and the
 * spare bays in view, and at least 6 of the 10 sites on the first screen.
 */
import type { Locator, Page } from '@playwright/test';
import type { SiteZoneSuggestions } from '../shared/contract/sites';
import { say } from './catalog-words';
import { companySites } from './company-sites';
import {
  emulateColorScheme,
  expect,
  screenshot,
  test,
  useSecondCompany,
  type Env,
} from './fixtures';

const signal = () => new AbortController().signal;

/** The pseudo-language's accents (renderer/src/i18n/pseudo.ts), to find its words by their start. */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aeioucnyAEIOUCNY'].map((c, i) => [c, [...'áéíóúçñýÁÉÍÓÚÇÑÝ'][i] ?? c]),
);

/** Where a test runs: the browser's locale, and the pseudo-language over English. */
type Where = 'en-GB' | 'de-DE' | 'fr-FR' | 'pseudo';

/** The start of an interface text as shown there, as a pattern. */
function shown(where: Where, english: string): RegExp {
  const text =
    where === 'pseudo'
      ? `⟦${english.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)}`
      : say(where, english);
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Mon–Fri 08:00–18:00, the weekend closed: a working week's opening hours. */
const WORKING_WEEK = [
  ...Array.from({ length: 5 }, () => ({ startMinute: 480, endMinute: 1080 })),
  null,
  null,
];

/**
 * Sets up every site of the company as a manager who has been through the Sites page would: the
 * zone suggested for it (so each row reads its days on its own clock, and says so), a working week
 * and a target band.
 */
async function setUpSites(env: Env, label: string): Promise<void> {
  const { accountId, locationIds: ids } = await companySites(env, label);
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
async function openLastMonth(page: Page, env: Env, where: Where): Promise<() => Promise<void>> {
  const remove = await useSecondCompany(page, env, 'Large Co');
  await setUpSites(env, 'Large Co');
  if (where === 'pseudo')
    await page.evaluate(`localStorage.setItem('bookings-viewer.language', 'pseudo')`);
  // The page read the sites before they were set up.
  await page.reload();
  await page.getByTestId('all-locations-link').click();
  await page.getByTestId('period-presets').click();
  const lastMonth = shown(where, 'Last month');
  await page.getByRole('menuitem', { name: lastMonth }).click();
  await expect(page.getByTestId('period-presets')).toHaveText(lastMonth);
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
  readonly cut: readonly {
    readonly text: string;
    readonly title: string | null;
    readonly index: number;
  }[];
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
async function inView(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
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
async function checkFit(page: Page, where: Where, name: string): Promise<void> {
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
  for (const column of ['Bays needed', 'Spare bays']) {
    const heading = page.getByRole('columnheader', { name: shown(where, column) });
    expect(await inView(page, heading), `${column} in view`).toBe(true);
  }
  await screenshot(page, name);
}

for (const where of ['en-GB', 'de-DE', 'fr-FR', 'pseudo'] as const) {
  test.describe(`at 1024 × 700 in ${where}`, () => {
    test.use({
      locale: where === 'pseudo' ? 'en-GB' : where,
      viewport: { width: 1024, height: 700 },
    });

    test('the 10 sites fit: nothing cut, Print and spare bays in view, 6 sites or more', async ({
      app,
      env,
    }) => {
      const remove = await openLastMonth(app, env, where);
      try {
        await checkFit(app, where, `43-all-locations-1024-${where}`);
        expect(await rowsInView(app), 'sites readable without scrolling').toBeGreaterThanOrEqual(6);
        // Compared with the month before: the changes' columns come in, the rest still fits.
        await app.getByLabel(shown(where, 'Compare with')).selectOption('previous');
        await expect(app.getByTestId('portfolio-period')).toContainText(/\(28/);
        await expect(app.getByTestId('portfolio-progress')).toHaveCount(0, { timeout: 120_000 });
        await checkFit(app, where, `43-all-locations-1024-${where}-compared`);
        expect(await rowsInView(app), 'sites readable without scrolling').toBeGreaterThanOrEqual(6);
      } finally {
        await remove();
      }
    });
  });
}

for (const locale of ['en-GB', 'de-DE', 'fr-FR'] as const) {
  test.describe(`at 1440 × 900 in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test('more columns, the last one whole, and still no page-wide sideways scroll', async ({
      app,
      env,
    }) => {
      const remove = await openLastMonth(app, env, locale);
      try {
        await checkFit(app, locale, `43-all-locations-1440-${locale}`);
        // The table has room for more than at 1024 px, and draws its last column whole.
        const headings = app.locator('[data-testid="portfolio-table"] thead th');
        expect(await headings.count()).toBeGreaterThan(6);
        expect(await inView(app, headings.last()), 'the last column in view').toBe(true);
        expect(
          await app
            .getByTestId('portfolio-scroll')
            .evaluate(
              (box: { readonly scrollWidth: number; readonly clientWidth: number }) =>
                box.scrollWidth - box.clientWidth,
            ),
          'no sideways scroll in the table',
        ).toBeLessThanOrEqual(0);
        if (locale === 'de-DE') {
          await emulateColorScheme(app, 'dark');
          await screenshot(app, `43-all-locations-1440-${locale}-dark`);
        }
      } finally {
        await remove();
      }
    });
  });
}
