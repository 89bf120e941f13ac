import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, NOW, screenshot, test, waitForBars, type Env } from './fixtures';
import {
  englishOnlyWords,
  englishWordsIn,
  readPo,
  unmarkedWords,
  wordsOf,
} from './untranslated-text';

// The interface in German, French and the pseudo-language, view by view: no word left in English,
// none outside a catalog, no label cut at 1024 px.

const LOCALES_DIR = join(process.cwd(), 'renderer', 'locales');
const catalogsOf = (language: string) =>
  readdirSync(join(LOCALES_DIR, language))
    .filter((f) => f.endsWith('.po'))
    .map((f) => readPo(readFileSync(join(LOCALES_DIR, language, f), 'utf8')));

/** Every string of what the API returned for the demo company: data, never translated. */
async function dataWords(env: Env): Promise<Set<string>> {
  const signal = new AbortController().signal;
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const locations = await env.shell.backend.dispatch(
    'listLocations',
    { accountId: 'demo' },
    signal,
  );
  collect(locations.ok ? locations.value : null);
  const bays = await env.shell.backend.dispatch('listBays', { accountId: 'demo' }, signal);
  collect(bays.ok ? bays.value : null);
  const items = locations.ok ? (locations.value as { items: { id: string }[] }).items : [];
  for (const location of items) {
    const bookings = await env.shell.backend.dispatch(
      'listBookings',
      {
        accountId: 'demo',
        locationId: location.id,
        timeMin: '2026-02-01T00:00:00Z',
        timeMax: '2026-04-30T00:00:00Z',
        zone: 'Europe/Berlin',
      },
      signal,
    );
    if (!bookings.ok) throw new Error(`listBookings: ${bookings.error.message}`);
    collect(bookings.value);
  }
  return new Set(strings.flatMap(wordsOf).map((w) => w.toLowerCase()));
}

/** Month and weekday names, AM/PM and zone names as Intl writes them in a locale. */
function calendarWords(locale: string): string[] {
  const words: string[] = [];
  for (let m = 0; m < 12; m++) {
    const d = new Date(Date.UTC(2026, m, 5));
    for (const month of ['long', 'short'] as const) {
      words.push(...wordsOf(d.toLocaleDateString(locale, { month, timeZone: 'UTC' })));
    }
  }
  for (let day = 1; day <= 7; day++) {
    const d = new Date(Date.UTC(2026, 2, day));
    for (const weekday of ['long', 'short', 'narrow'] as const) {
      words.push(...wordsOf(d.toLocaleDateString(locale, { weekday, timeZone: 'UTC' })));
    }
  }
  words.push('am', 'pm', 'gmt', 'utc', 'cet', 'cest');
  for (const zone of Intl.supportedValuesOf('timeZone')) words.push(...wordsOf(zone));
  return words.map((w) => w.toLowerCase());
}

/**
 * Keyboard keys stay as they are in every language, and so do the example host in the add-account
 * dialog and the pseudo-language's own code on the language button.
 */
const KEYS = ['ctrl', 'shift', 'alt', 'esc', 'enter', 'tab', 'pgup', 'pgdn', 'home', 'end', 'cmd'];
const NOT_WORDS = ['acme', 'example', 'com', 'xx'];

interface ShownText {
  readonly text: string;
  readonly where: string;
}

/** Every visible text node and every aria-label, title and placeholder of a visible element. */
async function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(`(() => {
    const out = [];
    const path = (el) => {
      const parts = [];
      for (let e = el; e && parts.length < 4; e = e.parentElement) {
        parts.unshift(e.tagName.toLowerCase() + (e.dataset.testid ? '[' + e.dataset.testid + ']' : ''));
      }
      return parts.join(' > ');
    };
    const visible = (el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent.trim();
      if (!el || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
      if (el.closest('[aria-hidden="true"]') && !el.closest('.app-title')) continue;
      if (visible(el)) out.push({ text, where: path(el) });
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name);
        if (value && value.trim()) out.push({ text: value, where: path(el) + ' @' + name });
      }
    }
    return out;
  })()`);
}

/** Labels (buttons, choices, tabs, headers, menu items) whose text is cut: scrolled or ellipsised. */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const cut = [];
    const selector = 'button, label, [role="tab"], [role="menuitem"], th, .mantine-Badge-label, .mantine-Button-label, legend';
    for (const el of document.body.querySelectorAll(selector)) {
      if (!el.checkVisibility() || !el.textContent.includes('⟦')) continue;
      // A label that holds data beside its words (a location's name) may be cut on purpose.
      const style = getComputedStyle(el);
      const clips = style.overflow !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)) {
        cut.push(el.textContent.trim().slice(0, 80) + ' (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
      }
    }
    return cut;
  })()`);
}

/** The views the language checks visit, in order, each ready to be read. */
const VIEWS: readonly { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'timeline', open: async (page) => waitForBars(page) },
  {
    name: 'table',
    open: async (page) => {
      await page.locator('input.segmented-choice-input[value="table"] + label').click();
      await expect(page.getByTestId('booking-row').first()).toBeVisible();
    },
  },
  {
    name: 'insights',
    open: async (page) => {
      await page.locator('input.segmented-choice-input[value="insights"] + label').click();
      await expect(page.getByTestId('insights-figures')).toBeVisible();
    },
  },
  {
    name: 'export-dialog',
    open: async (page) => {
      await page.locator('input.segmented-choice-input[value="timeline"] + label').click();
      await page.getByTestId('export-button').click();
      await expect(page.getByTestId('export-dialog')).toBeVisible();
    },
  },
  {
    name: 'key-list',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('export-dialog')).toBeHidden();
      await page.getByTestId('key-list-button').click();
      await expect(page.getByTestId('key-list')).toBeVisible();
    },
  },
  {
    name: 'add-account',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('key-list')).toBeHidden();
      await page.getByTestId('account-switcher').click();
      await page.getByTestId('add-account').click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'all-locations',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.getByTestId('all-locations-link').click();
      await expect(page.getByTestId('portfolio-totals')).toBeVisible();
      await expect(page.getByTestId('portfolio-progress')).toBeHidden();
    },
  },
];

for (const { locale, language } of [
  { locale: 'de-DE', language: 'de' },
  { locale: 'fr-FR', language: 'fr' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test(`every view is in ${language}, with no English word`, async ({ app, env }) => {
      const englishOnly = englishOnlyWords(catalogsOf(language));
      const allowed = new Set([
        ...(await dataWords(env)),
        ...calendarWords(locale),
        ...KEYS,
        ...NOT_WORDS,
      ]);
      const found: string[] = [];
      for (const view of VIEWS) {
        await view.open(app);
        await screenshot(app, `language-${locale}-${view.name}`);
        for (const { text, where } of await shownTexts(app)) {
          const words = englishWordsIn(
            text.replaceAll('Bookings Viewer', ' '),
            englishOnly,
            allowed,
          );
          if (words.length > 0)
            found.push(`${view.name}: "${text}" (${words.join(', ')}) at ${where}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}

test.describe('in the pseudo-language at 1024 px', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1024, height: 768 } });

  test('every string comes from a catalog, and no label is cut', async ({ app, env }) => {
    await app.evaluate(`localStorage.setItem('bookings-viewer.language', 'pseudo')`);
    await app.reload();
    const allowed = new Set([
      ...(await dataWords(env)),
      ...calendarWords('en-GB'),
      ...KEYS,
      ...NOT_WORDS,
    ]);
    const unmarked: string[] = [];
    const cut: string[] = [];
    for (const view of VIEWS) {
      await view.open(app);
      await screenshot(app, `language-pseudo-${view.name}`);
      for (const { text, where } of await shownTexts(app)) {
        const words = unmarkedWords(text.replaceAll('Bookings Viewer', ' '), allowed);
        if (words.length > 0)
          unmarked.push(`${view.name}: "${text}" (${words.join(', ')}) at ${where}`);
      }
      cut.push(...(await cutLabels(app)).map((label) => `${view.name}: ${label}`));
    }
    expect(unmarked, `not from a catalog:\n${unmarked.join('\n')}`).toEqual([]);
    expect(cut, `cut at 1024 px:\n${cut.join('\n')}`).toEqual([]);
  });
});

test.describe('in de-DE, a site on its own clock', () => {
  test.use({ locale: 'de-DE', zoneChoice: 'site' });

  test('today at Northgate Depot (New York) in German, a bay without bookings read as such', async ({
    app,
  }) => {
    // A Saturday: a few bookings, and bays without any.
    await app.clock.setFixedTime(NOW + 2 * 24 * 3_600_000);
    await app.reload();
    await app.getByRole('navigation', { name: 'Standorte' }).getByText('Northgate Depot').click();
    await expect(app.getByTestId('location-title')).toHaveText('Northgate Depot');
    await waitForBars(app);
    // The site's day and axis, in German.
    await expect(app.getByTestId('day-picker')).toContainText('Sa., 28. März 2026');
    await expect(app.locator('.tl-tick-label').first()).toHaveText(/^\d\d:\d\d$/);
    await expect(app.getByRole('rowheader', { name: /, \d+ Buchung(en)?$/ }).first()).toBeVisible();
    await app
      .getByTestId('timeline-scroll')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    const empty = app.getByRole('rowheader', { name: /, keine Buchungen$/ }).first();
    await expect(empty).toBeVisible();
    await screenshot(app, 'language-de-DE-site-clock-today');
  });
});
