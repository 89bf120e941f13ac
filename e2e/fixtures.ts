/**
 * Starts the browser shell in-process (fresh data folder, in-memory keychain, the demo company pinned
 * to a fixed "today") and a second demo server for the account tests, once per worker.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createMemorySecretStore } from '../backend/secrets/testing/memory-secret-store';
import { startDemoServer, type DemoServer } from '../demo-api/server';
import { startWebShell, type WebShell } from '../shells/web/server';
import type { SiteList } from '../shared/contract/index';

/** "Now" for the whole suite: Thursday 26 March 2026, 10:30 in Berlin; the clocks change on Sunday. */
export const NOW = Date.UTC(2026, 2, 26, 9, 30);
/** The second company's key. */
export const SECOND_KEY = 'second-company-key';

/** What a worker shares: the browser shell, the second company and the shipped sites. */
export interface Env {
  readonly shell: WebShell;
  readonly second: DemoServer;
  /** The demo company's sites as it ships them (zones, Mon–Fri 08:00–18:00), restored before each test. */
  readonly shippedSites: SiteList;
}

/**
 * Which hours the demo company's sites are open in a test: as shipped, or every hour of every day
 * (for tests of whole days: a DST night, a quiet Saturday, the heatmap's 24 hours).
 */
export type SiteHours = 'shipped' | 'all';

/**
 * The demo company's zone choice as a test opens it: a fixed zone (the system's, Berlin), as the
 * suite was written, or Site time, the app's default for sites with a zone (sites.spec).
 */
export type ZoneChoice = 'fixed' | 'site';

/** Saved screenshots for people to look at (gitignored). */
export const ARTIFACTS = join(process.cwd(), 'e2e', 'artifacts');

/**
 * Whether screenshots are written: on a developer's machine, for looking at; on CI nobody looks, and
 * encoding a hundred-odd PNGs (each light and dark) was a minute of the suite. E2E_SCREENSHOTS=1 or 0
 * decides either way.
 */
export const SAVE_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === undefined
    ? process.env.CI !== 'true' && process.env.CI !== '1'
    : process.env.E2E_SCREENSHOTS === '1';

/** Playwright's test with `env` (shell and second server, per worker) and `app` (the page, opened). */
export const test = base.extend<
  { app: Page; siteHours: SiteHours; zoneChoice: ZoneChoice },
  { env: Env }
>({
  siteHours: ['shipped', { option: true }],
  zoneChoice: ['fixed', { option: true }],
  env: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const home = await mkdtemp(join(tmpdir(), 'bv-e2e-'));
      process.env.BOOKINGS_VIEWER_HOME = home;
      const shell = await startWebShell({
        dataDir: home,
        secretStore: createMemorySecretStore(),
        demo: { enabled: true, options: { now: NOW, seed: 1 } },
        rendererDir: process.env.E2E_RENDERER_DIR,
        log: () => {},
      });
      const sites = await shell.backend.dispatch(
        'listSites',
        { accountId: 'demo' },
        new AbortController().signal,
      );
      if (!sites.ok) throw new Error(`listSites: ${sites.error.message}`);
      const shippedSites = sites.value as SiteList;
      const second = await startDemoServer({
        scale: 'large',
        seed: 2,
        apiKey: SECOND_KEY,
        now: NOW,
      });
      await use({ shell, second, shippedSites });
      await shell.close();
      await second.close();
      await rm(home, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  app: async ({ page, env, siteHours, zoneChoice }, use) => {
    // Settings live in the backend for the whole run: start each test from the defaults.
    const reset = await env.shell.backend.dispatch(
      'updateSettings',
      {
        accountId: 'demo',
        zone: null,
        lastLocationId: null,
        timeOfDay: null,
        theme: 'system',
        clock: 'auto',
        weekStart: 'auto',
        hideNames: false,
      },
      new AbortController().signal,
    );
    expect(reset.ok).toBe(true);
    const sites = await env.shell.backend.dispatch(
      'updateSites',
      {
        accountId: 'demo',
        sites: env.shippedSites.sites.map((s) => ({
          locationId: s.locationId,
          zone: s.settings?.zone ?? null,
          hours: siteHours === 'all' ? null : (s.settings?.hours ?? null),
          // An update without a target keeps the saved one: each test starts without any.
          target: null,
        })),
      },
      new AbortController().signal,
    );
    expect(sites.ok).toBe(true);
    env.second.setFaults({});
    // Before the page's first script; a choice made in the test outlives a reload.
    const choice = 'bookings-viewer:zone-choice:demo';
    await page.addInitScript(
      `if (localStorage.getItem('${choice}') === null) localStorage.setItem('${choice}', '${zoneChoice}');`,
    );
    await page.clock.setFixedTime(NOW);
    await page.goto(env.shell.url);
    await use(page);
  },
});

export { expect };
export { segment } from './segments';

/**
 * Emulates the OS's light or dark preference and waits until the app has followed it: the page hears
 * of the change through a media-query event a frame or more later, and what runs next (axe, a
 * screenshot) must see the new theme, not the old one. The app's theme must be "system" (the default).
 */
export async function emulateColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * Waits for what is opening to be drawn: two frames (Mantine's transitions take a frame each to start),
 * then the end of every running finite animation (drawers, modals, menus); endless ones (loaders)
 * are not awaited.
 */
export async function animationsSettled(page: Page): Promise<void> {
  // Page code as text: this file is type-checked without the DOM's types.
  await page.evaluate(`new Promise((frames) =>
    requestAnimationFrame(() => requestAnimationFrame(frames))
  ).then(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' &&
            a.effect &&
            a.effect.getComputedTiming().endTime !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    ),
  ).then(() => true)`);
}

/**
 * Saves a screenshot of the page at `path` once what is opening has opened. Without screenshots
 * (SAVE_SCREENSHOTS) it still waits, so the steps after it run against the same page either way.
 */
export async function screenshotAt(
  page: Page,
  path: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> {
  await animationsSettled(page);
  if (!SAVE_SCREENSHOTS) return;
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, animations: 'disabled', ...options });
}

/** Saves a screenshot of the page under e2e/artifacts once what is opening has opened. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await screenshotAt(page, join(ARTIFACTS, `${name}.png`));
}

/** Saves a screenshot of the page under e2e/artifacts, in light and then dark. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) {
    await animationsSettled(page);
    return;
  }
  await emulateColorScheme(page, 'light');
  await screenshot(page, `${name}-light`);
  await emulateColorScheme(page, 'dark');
  await screenshot(page, `${name}-dark`);
  await emulateColorScheme(page, 'light');
}

/** Waits until the timeline shows bookings. */
export async function waitForBars(page: Page): Promise<void> {
  await expect(page.getByTestId('booking-bar').first()).toBeVisible();
}

/** axe's serious and critical findings on the page, as readable lines (empty when clean). */
export async function seriousViolations(
  page: Page,
  rules: 'all' | 'contrast' = 'all',
): Promise<string[]> {
  // A theme switch changes colours only: the page just checked whole needs its contrast checked again.
  // Only violations are read: passed and incomplete results are not collected in detail, which on
  // a page of thousands of elements was most of axe's time.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const result = await (rules === 'contrast' ? axe.withRules(['color-contrast']) : axe).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/**
 * Adds the second demo company as an account behind the page's back, reloads, and switches to it;
 * returns what removes it again (faults are set on env.second).
 */
export async function useSecondCompany(
  page: Page,
  env: Env,
  label: string,
): Promise<() => Promise<void>> {
  const added = await env.shell.backend.dispatch(
    'addAccount',
    { label, host: env.second.host, apiKey: SECOND_KEY },
    new AbortController().signal,
  );
  expect(added.ok).toBe(true);
  await page.reload(); // the page listed the accounts before this one was added
  await page.getByTestId('account-switcher').click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page.getByTestId('location-title')).toHaveText('Harbour Office');
  return async () => {
    if (!added.ok) return;
    const accountId = (added.value as { id: string }).id;
    await env.shell.backend.dispatch('removeAccount', { accountId }, new AbortController().signal);
  };
}
