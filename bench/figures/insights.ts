/**
 * insights_year_ratio, insights_peak_heap_mb and insights_render_ms: the Insights view of the large
 * preset's biggest location in headless Chromium, through the browser shell.
 */
import type { CDPSession, Page } from 'playwright-core';
import { segment, SEGMENT_LABEL_SELECTOR } from '../../e2e/segments';
import type { ExportProgress } from '#shared/contract';
import type { LocalDays, ZonedDays } from '#shared/time/local-days';
import { figure, type Figure } from '../lib/figure';
import { setRangeScript } from '../lib/page-scripts';
import type { WebApp } from '../lib/web-app';

/** The options of the Insights figures. */
export interface InsightsBenchOptions extends ZonedDays {
  readonly app: WebApp;
  readonly locationId: string;
  /** 31 days for insights_render_ms (from and to are the year). */
  readonly month: LocalDays;
  readonly runs: number;
  readonly log: (line: string) => void;
}

// In the page: resolves with performance.now() at the first frame after the charts of the period are
// in the document (heatmap, figures and the use-over-time chart's bars).
const CHARTS_PAINTED = (period: string) => `new Promise((resolve) => {
  const ready = () => {
    const p = document.querySelector('[data-testid="insights-period"]');
    return p && p.textContent === ${JSON.stringify(period)} &&
      document.querySelector('[data-testid="heatmap"]') &&
      document.querySelector('[data-testid="insights-figures"]') &&
      document.querySelector('[data-testid="over-time-chart"] .recharts-bar-rectangle');
  };
  const check = () => {
    if (ready()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

// In the page: resolves once the expression is true, checked every frame (a string evaluated over
// CDP, as page.waitForFunction's in-page eval is refused by the app's Content-Security-Policy).
const UNTIL = (expression: string, timeoutMs: number) => `new Promise((resolve, reject) => {
  const end = performance.now() + ${timeoutMs};
  const check = () => {
    if (${expression}) resolve(true);
    else if (performance.now() > end) reject(new Error('Timed out waiting for: ' + ${JSON.stringify(expression)}));
    else requestAnimationFrame(check);
  };
  check();
})`;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The period line the view shows once the year's figures are on screen. */
async function periodText(page: Page): Promise<string> {
  return (await page.getByTestId('insights-period').textContent()) ?? '';
}

/** Wall time of the in-app CSV export of the period (the web shell writes it to a temporary file). */
async function exportWallMs(o: InsightsBenchOptions): Promise<{ ms: number; rows: number }> {
  const { backend } = o.app.shell;
  const started = performance.now();
  let finish: (p: ExportProgress) => void = () => undefined;
  const done = new Promise<ExportProgress>((resolve) => (finish = resolve));
  let exportId = '';
  const off = backend.subscribe('exportProgress', (p) => {
    if (p.exportId === exportId && p.state !== 'running') finish(p);
  });
  try {
    const r = await backend.dispatch(
      'startExport',
      {
        accountId: await accountId(o),
        locationId: o.locationId,
        from: o.from,
        to: o.to,
        zone: o.zone,
      },
      new AbortController().signal,
    );
    if (!r.ok || !r.value) throw new Error(`The export did not start: ${JSON.stringify(r)}`);
    exportId = (r.value as { exportId: string }).exportId;
    const end = await done;
    if (end.state !== 'done')
      throw new Error(`The export ended ${end.state}: ${end.error?.message}`);
    return { ms: performance.now() - started, rows: end.rows };
  } finally {
    off();
  }
}

let cachedAccount = '';
async function accountId(o: InsightsBenchOptions): Promise<string> {
  if (cachedAccount) return cachedAccount;
  const r = await o.app.shell.backend.dispatch('listAccounts', {}, new AbortController().signal);
  if (!r.ok) throw new Error(r.error.message);
  const accounts = (r.value as { accounts: { id: string; isDemo: boolean }[] }).accounts;
  cachedAccount = accounts.find((a) => !a.isDemo)?.id ?? '';
  return cachedAccount;
}

/** Sets the range and waits until the view shows its figures (the period line changes, no loading). */
async function showPeriod(page: Page, from: string, to: string, timeoutMs: number): Promise<void> {
  const before = await periodText(page);
  if (!(await page.evaluate(setRangeScript(from, to)))) throw new Error('No range picker.');
  await page.evaluate(
    UNTIL(
      `(document.querySelector('[data-testid="insights-period"]')?.textContent ?? '') !== ${JSON.stringify(before)} && !!document.querySelector('[data-testid="heatmap"]') && !document.querySelector('[data-testid="insights-loading"]')`,
      timeoutMs,
    ),
  );
}

/** A fresh page (empty query cache) in Insights, Range mode, showing a short period. */
async function freshInsights(page: Page): Promise<void> {
  // The app reopens where each company was left (renderer/.../remembered-place.ts); each run starts
  // from the Timeline, as a first visit does.
  await page.evaluate(
    `Object.keys(localStorage).filter((k) => k.startsWith('bookings-viewer:view:')).forEach((k) => localStorage.removeItem(k))`,
  );
  await page.reload();
  await page.waitForSelector('[data-testid="timeline-scroll"]', { timeout: 60_000 });
  await segment(page, 'Insights');
  await page.waitForSelector('[data-testid="insights-figures"]', { timeout: 60_000 });
  await segment(page, 'Range');
  await page.waitForSelector('[data-testid="insights-figures"]', { timeout: 60_000 });
  // The range picker is a chunk of its own: its stand-in cannot be set.
  await page.waitForSelector('[data-testid="range-picker"]', { timeout: 60_000 });
}

/** One year: time from setting the range (the picker's last click) to the charts painted, and the heap's peak. */
async function yearRun(
  o: InsightsBenchOptions,
  cdp: CDPSession,
  expectedPeriod: string,
): Promise<{ ms: number; peakHeapMb: number }> {
  const { page } = o.app;
  await freshInsights(page);
  await cdp.send('HeapProfiler.collectGarbage');
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      peak = Math.max(peak, heap.usedSize);
      await sleep(25);
    }
  })();
  const t0 = (await page.evaluate(`(() => {
    const t = performance.now();
    if (!(${setRangeScript(o.from, o.to)})) throw new Error('no range picker');
    return t;
  })()`)) as number;
  const painted = (await page.evaluate(CHARTS_PAINTED(expectedPeriod))) as number;
  sampling = false;
  await sampler;
  return { ms: painted - t0, peakHeapMb: peak / 1024 / 1024 };
}

/** insights_render_ms: 31 days already aggregated, Timeline → Insights until painted. */
async function renderRuns(o: InsightsBenchOptions): Promise<number[]> {
  const { page } = o.app;
  await freshInsights(page);
  await showPeriod(page, o.month.from, o.month.to, 120_000);
  const period = await periodText(page);
  const out: number[] = [];
  for (let i = 0; i < o.runs; i++) {
    await segment(page, 'Timeline');
    await page.waitForSelector('[data-testid="booking-bar"]', { timeout: 120_000 });
    await sleep(300);
    const t0 = (await page.evaluate(`(() => {
      const label = [...document.querySelectorAll(${JSON.stringify(SEGMENT_LABEL_SELECTOR)})].find((l) => l.textContent === 'Insights');
      const t = performance.now();
      label.click();
      return t;
    })()`)) as number;
    const painted = (await page.evaluate(CHARTS_PAINTED(period))) as number;
    out.push(painted - t0);
    o.log(`  render ${i + 1}: ${(painted - t0).toFixed(1)} ms`);
  }
  return out;
}

/** Runs the three Insights figures. */
export async function insightsFigures(o: InsightsBenchOptions): Promise<Figure[]> {
  const { page } = o.app;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const ratios: number[] = [];
  const insightsMs: number[] = [];
  const exportMs: number[] = [];
  const heaps: number[] = [];
  let rows = 0;
  // The period line as the view writes it, read from a first (untimed) visit of the year.
  await freshInsights(page);
  await showPeriod(page, o.from, o.to, 300_000);
  const yearPeriod = await periodText(page);
  for (let i = 0; i < o.runs; i++) {
    const year = await yearRun(o, cdp, yearPeriod);
    const exported = await exportWallMs(o);
    rows = exported.rows;
    insightsMs.push(year.ms);
    exportMs.push(exported.ms);
    heaps.push(year.peakHeapMb);
    ratios.push(year.ms / exported.ms);
    o.log(
      `  year ${i + 1}: insights ${(year.ms / 1000).toFixed(2)} s, export ${(exported.ms / 1000).toFixed(2)} s (${rows} rows), ratio ${(year.ms / exported.ms).toFixed(2)}, peak heap ${year.peakHeapMb.toFixed(0)} MB`,
    );
  }
  const render = await renderRuns(o);
  const period = `${o.from}..${o.to}`;
  return [
    figure('insights_year_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', {
      period,
      insightsMs,
      exportMs,
      exportRows: rows,
    }),
    figure('insights_peak_heap_mb', 'MB', heaps, { kind: 'at-most', value: 300 }, '≤ 300 MB', {
      period,
      how: 'CDP Runtime.getHeapUsage every 25 ms from the range set to the charts painted, after a GC',
    }),
    figure('insights_render_ms', 'ms', render, { kind: 'at-most', value: 100 }, '≤ 100 ms', {
      period: `${o.month.from}..${o.month.to}`,
    }),
  ];
}
