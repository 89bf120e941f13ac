/**
 * cold_start_ms, first_screen_js_kb and renderer_js_total_kb: the browser shell with the built-in
 * demo company, its server already running, opened in a new browser context each run, from
 * `page.goto` to the first frame that shows booking bars for the remembered location.
 * cold_start_floor_ms and cold_start_ratio: the same shell serving a page of a few lines that does only
 * the contract calls and one paint, its starts alternated with the app's.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { startWebShell, type WebShell } from '../../shells/web/server';
import { buildRenderer } from '../lib/build-renderer';
import { figure, type Figure } from '../lib/figure';
import { FIRST_SCREEN_JS_BUDGET_BYTES } from '../../scripts/first-screen-budget';
import { STARTUP_PROBE_SCRIPT } from '../lib/page-scripts';
import { FLOOR_PATH, writeFloorPage } from '../lib/floor-page';

/** The window of the issue's first measurement. */
const VIEWPORT = { width: 1440, height: 900 };
/** 1 KB = 1,000 bytes, as bundlers print sizes. */
const KB = 1000;

/** The options of the start-up figures. */
export interface StartupBenchOptions {
  readonly repoRoot: string;
  readonly runs: number;
  readonly log: (line: string) => void;
  /** Measure an unminified build (for the "before" of a change that minifies). */
  readonly minify?: boolean;
}

/** What the page reports once booking bars were painted (see STARTUP_PROBE_SCRIPT). */
interface StartupProbe {
  readonly timeOrigin: number;
  /** First frame with bars: its requestAnimationFrame time and the first task after it was painted. */
  readonly barsFrame: number;
  readonly barsPainted: number;
  readonly bars: number;
  readonly domContentLoaded: number;
  readonly resources: readonly {
    readonly name: string;
    readonly start: number;
    readonly end: number;
    readonly bytes: number;
  }[];
}

/** One cold start, with its page's own timings. */
interface ColdStart {
  readonly coldMs: number;
  readonly firstScreenJsBytes: number;
  readonly firstScreenScripts: readonly string[];
  readonly domContentLoadedMs: number;
  /** In the same page once started: one contract call that asks the demo server (listLocations). */
  readonly roundTripMs: number;
  /** The contract calls before the frame, as [method, start, end] from navigation start. */
  readonly calls: readonly (readonly [string, number, number])[];
  readonly location: string;
  readonly bars: number;
}

async function jsBytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.js'))
      total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** A timed contract call from inside the page, with the session's token (ms). */
const ROUND_TRIP_SCRIPT = `(async () => {
  const token = sessionStorage.getItem('bookingsViewer.token') || '';
  const t = performance.now();
  const res = await fetch('/api/call/listLocations', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': token },
    body: JSON.stringify({ accountId: 'demo' }),
  });
  await res.json();
  return performance.now() - t;
})()`;

async function coldStart(browser: Browser, shell: WebShell): Promise<ColdStart> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page: Page = await context.newPage();
    await page.addInitScript({ content: STARTUP_PROBE_SCRIPT });
    const started = Date.now();
    await page.goto(shell.url);
    // Polled with evaluate: waitForFunction with a string needs eval, which the page's CSP refuses.
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate('Boolean(window.__startup && window.__startup.done)'))) {
      if (Date.now() > deadline) throw new Error('No booking bars within 60 s.');
      await new Promise((r) => setTimeout(r, 50));
    }
    const probe = (await page.evaluate('window.__startup.report()')) as StartupProbe;
    const roundTripMs = (await page.evaluate(ROUND_TRIP_SCRIPT)) as number;
    const location = ((await page.getByTestId('location-title').textContent()) ?? '').trim();
    const scripts = probe.resources.filter(
      (r) => /\.m?js(\?|$)/.test(r.name) && r.end <= probe.barsPainted,
    );
    return {
      coldMs: probe.timeOrigin + probe.barsPainted - started,
      firstScreenJsBytes: scripts.reduce((sum, r) => sum + r.bytes, 0),
      firstScreenScripts: scripts.map((r) => r.name.replace(/^.*\//, '')),
      domContentLoadedMs: probe.domContentLoaded,
      roundTripMs,
      calls: probe.resources
        .filter((r) => r.name.includes('/api/call/') && r.start <= probe.barsPainted)
        .map((r) => [r.name.replace(/^.*\/api\/call\//, ''), round(r.start), round(r.end)]),
      location,
      bars: probe.bars,
    };
  } finally {
    await context.close();
  }
}

/** One start of the floor's page (bench/lib/floor-page.ts): from `page.goto` to its count painted (ms). */
async function floorStart(browser: Browser, shell: WebShell): Promise<number> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    const page: Page = await context.newPage();
    const url = new URL(shell.url);
    url.pathname = FLOOR_PATH;
    const started = Date.now();
    await page.goto(url.href);
    const deadline = Date.now() + 60_000;
    while (!(await page.evaluate('Boolean(window.__floor)'))) {
      if (Date.now() > deadline)
        throw new Error(
          `The floor page wrote no count within 60 s: ${await page.locator('body').innerText()}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
    const floor = (await page.evaluate('window.__floor')) as {
      painted: number;
      timeOrigin: number;
    };
    return floor.timeOrigin + floor.painted - started;
  } finally {
    await context.close();
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** Builds the renderer, starts the browser shell with the demo company and times cold starts. */
export async function startupFigures(o: StartupBenchOptions): Promise<Figure[]> {
  const work = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-startup-'));
  const rendererDir = join(work, 'renderer');
  await buildRenderer(o.repoRoot, rendererDir, { minify: o.minify });
  const totalBytes = await jsBytesUnder(rendererDir);
  await writeFloorPage(rendererDir);
  const shell = await startWebShell({
    dataDir: join(work, 'home'),
    secretStore: createMemorySecretStore(),
    rendererDir,
    log: () => undefined,
  });
  let browser: Browser | null = null;
  try {
    // The demo server runs before the first page; the second location is the remembered one, so the
    // start must wait for settings before it knows which bookings to show.
    const signal = new AbortController().signal;
    const listed = await shell.backend.dispatch('listLocations', { accountId: 'demo' }, signal);
    if (!listed.ok) throw new Error(`The demo company did not start: ${listed.error.message}`);
    const items = (listed.value as { items: { id: string; name: string }[] }).items;
    const remembered = items[1] ?? items[0];
    if (!remembered) throw new Error('The demo company has no locations.');
    await shell.backend.dispatch(
      'updateSettings',
      { accountId: 'demo', lastLocationId: remembered.id },
      signal,
    );
    browser = await chromium.launch({ ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args] });
    // One start that is not counted: the browser's first renderer process and disk cache warm up.
    const warmUp = await coldStart(browser, shell);
    await floorStart(browser, shell);
    const runs: ColdStart[] = [];
    const floors: number[] = [];
    for (let r = 0; r < o.runs; r++) {
      // Alternated, so a machine that slows down or speeds up during the run weighs on both alike.
      const floorMs = await floorStart(browser, shell);
      floors.push(floorMs);
      const run = await coldStart(browser, shell);
      if (run.location !== remembered.name)
        throw new Error(`The page opened ${run.location}, not the remembered ${remembered.name}.`);
      runs.push(run);
      o.log(
        `  cold start ${r + 1}: ${run.coldMs.toFixed(0)} ms (floor ${floorMs.toFixed(0)} ms), ${(run.firstScreenJsBytes / KB).toFixed(0)} KB of JS, DOMContentLoaded ${run.domContentLoadedMs.toFixed(0)} ms, round trip ${run.roundTripMs.toFixed(1)} ms, calls ${run.calls.map((c) => `${c[0]} ${c[1]}–${c[2]}`).join(', ')}`,
      );
    }
    const floor = runs.map((r) => r.domContentLoadedMs + r.roundTripMs);
    return [
      figure('cold_start_floor_ms', 'ms', floors, { kind: 'measured' }, 'measured', {
        page: FLOOR_PATH,
        what: 'listLocations, then the first location’s bookings of today, count painted',
      }),
      figure(
        'cold_start_ratio',
        '×',
        // Each app start against the floor start just before it.
        runs.map((r, i) => r.coldMs / (floors[i] ?? Number.NaN)),
        { kind: 'at-most', value: 1.5 },
        '≤ 1.5 × (stretch 1.2 ×)',
      ),
      figure(
        'cold_start_ms',
        'ms',
        runs.map((r) => r.coldMs),
        { kind: 'at-most', value: 300 },
        '≤ 300 ms',
        {
          viewport: VIEWPORT,
          location: remembered.name,
          bars: runs.map((r) => r.bars),
          warmUpMs: round(warmUp.coldMs),
          domContentLoadedMs: runs.map((r) => round(r.domContentLoadedMs)),
          roundTripMs: runs.map((r) => round(r.roundTripMs)),
          // DOMContentLoaded (the first-screen JS fetched, parsed and run) plus one call that reaches the demo server.
          floorMs: floor.map(round),
          calls: runs.map((r) => r.calls),
        },
      ),
      figure(
        'first_screen_js_kb',
        'KB',
        runs.map((r) => r.firstScreenJsBytes / KB),
        { kind: 'at-most', value: FIRST_SCREEN_JS_BUDGET_BYTES / KB },
        `≤ ${FIRST_SCREEN_JS_BUDGET_BYTES / KB} KB`,
        { scripts: runs[0]?.firstScreenScripts, minified: o.minify ?? true },
      ),
      figure(
        'renderer_js_total_kb',
        'KB',
        runs.map(() => totalBytes / KB),
        { kind: 'measured' },
        'measured',
        { minified: o.minify ?? true },
      ),
    ];
  } finally {
    await browser?.close();
    await shell.close();
    await rm(work, { recursive: true, force: true });
  }
}
