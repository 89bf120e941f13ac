/**
 * The app as a user meets it in the browser shell: the built renderer served by startWebShell, with
 * the large demo server added as a company account, in headless Chromium.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { DemoServer } from '../../demo-api/server';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell, type WebShell } from '../../shells/web/server';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium';
import { buildRenderer } from './build-renderer';
import { COUNT_TIMELINE_ELEMENTS, PROBE_SCRIPT } from './page-scripts';

/** A laptop-sized window. */
export const VIEWPORT = { width: 1280, height: 800 };

/** One event the in-page probe recorded (see PROBE_SCRIPT). */
export interface ProbeEvent {
  readonly kind: 'data' | 'ready' | 'painted';
  readonly t: number;
  readonly after?: number | null;
  readonly timeMin?: string | null;
  readonly count?: number;
}

/** A running app with a page open on the chosen location. */
export interface WebApp {
  readonly page: Page;
  readonly browser: Browser;
  readonly shell: WebShell;
  close(): Promise<void>;
}

/** Builds the renderer, starts the shell over `server`, opens the page and waits for the first timeline. */
export async function openWebApp(options: {
  readonly repoRoot: string;
  readonly server: DemoServer;
  readonly locationId: string;
  readonly zone: string;
  /** Unminified, for readable profiles. */
  readonly minify?: boolean;
}): Promise<WebApp> {
  const work = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-web-'));
  const rendererDir = join(work, 'renderer');
  await buildRenderer(options.repoRoot, rendererDir, { minify: options.minify });
  const shell = await startWebShell({
    dataDir: join(work, 'home'),
    secretStore: createMemorySecretStore(),
    demo: { enabled: false },
    rendererDir,
    log: () => undefined,
  });
  let browser: Browser | null = null;
  try {
    const signal = new AbortController().signal;
    const added = await shell.backend.dispatch(
      'addAccount',
      { label: 'Large demo', host: options.server.host, apiKey: options.server.apiKey },
      signal,
    );
    if (!added.ok) throw new Error(`Could not add the demo account: ${added.error.message}`);
    const accountId = (added.value as { id: string }).id;
    const settings = await shell.backend.dispatch(
      'updateSettings',
      { accountId, zone: options.zone, lastLocationId: options.locationId },
      signal,
    );
    if (!settings.ok) throw new Error(`Could not save settings: ${settings.error.message}`);
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] });
    // The page follows the browser's locale: the figures read dates as en-GB writes them ("1 Oct").
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-GB',
    });
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    await page.goto(shell.url);
    await page
      .waitForSelector('[data-testid="timeline-scroll"]', { timeout: 60_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: join(tmpdir(), 'bookings-viewer-bench-failure.png') });
        throw error;
      });
    const opened = browser;
    return {
      page,
      browser: opened,
      shell,
      async close() {
        await opened.close();
        await shell.close();
        await rm(work, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    await shell.close();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** The probe's events so far. */
export async function probeEvents(page: Page): Promise<ProbeEvent[]> {
  return (await page.evaluate('window.__bench.events.slice()')) as ProbeEvent[];
}

/** The page's clock, for "events after now". */
export async function pageNow(page: Page): Promise<number> {
  return (await page.evaluate('performance.now()')) as number;
}

/** Elements under the timeline. */
export async function timelineElements(page: Page): Promise<number> {
  return (await page.evaluate(COUNT_TIMELINE_ELEMENTS)) as number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** How one view came to the screen after `since`: its data, its first painted frame and when it settled. */
export interface ViewRender {
  readonly bookings: number;
  /** Data in hand (answer parsed in the page) to the first frame with the timeline painted. */
  readonly renderMs: number;
  /** Data in hand to the last timeline repaint before the view went quiet. */
  readonly settledMs: number;
  /** The renderer's own marks: bv:data-ready to bv:timeline-painted. */
  readonly marksMs: number | null;
}

/**
 * Waits until bookings data arrived after `since`, the timeline was painted after it and nothing was
 * repainted for `quietMs`; returns the timings of the last data to arrive.
 */
export async function waitForView(
  page: Page,
  since: number,
  quietMs = 400,
  timeoutMs = 60_000,
): Promise<ViewRender> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = (await probeEvents(page)).filter((e) => e.t > since);
    if (Date.now() > deadline) {
      await page.screenshot({ path: join(tmpdir(), 'bookings-viewer-bench-failure.png') });
      throw new Error(
        `The timeline was not painted within ${timeoutMs / 1000} s; events since ${since}: ${JSON.stringify(events).slice(0, 2000)}`,
      );
    }
    const data = events.filter((e) => e.kind === 'data').at(-1);
    const painted = data
      ? events.filter((e) => e.kind === 'painted' && e.t > data.t && typeof e.after === 'number')
      : [];
    const first = painted[0];
    const last = painted.at(-1);
    if (data && first && last) {
      const now = await pageNow(page);
      if (now - (last.after as number) >= quietMs) {
        const ready = events.find((e) => e.kind === 'ready' && e.t >= data.t);
        const readyPaint = ready ? painted.find((e) => e.t >= ready.t) : undefined;
        return {
          bookings: data.count ?? -1,
          renderMs: (first.after as number) - data.t,
          settledMs: (last.after as number) - data.t,
          marksMs: ready && readyPaint ? readyPaint.t - ready.t : null,
        };
      }
    }
    await sleep(100);
  }
}
