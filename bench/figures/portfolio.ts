/**
 * portfolio_year_ratio, portfolio_peak_heap_mb and compare_year_ratio: the command line's All
 * locations report (`insights --location all --by location`) over a year of the large preset, against
 * the same bookings requests fetched and parsed only, and with `--compare previous` against without.
 * Child processes timed from spawn to exit, interleaved run by run. portfolio_render_ms is taken in
 * the browser (portfolioRenderFigure).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ZonedDays } from '#shared/time/local-days';
import type { DemoServer } from '../../electron/demo-server/server';
import { bookingRequests, openCliBench } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';

/** Where and what to report. */
export interface PortfolioBenchOptions extends ZonedDays {
  readonly repoRoot: string;
  /** The large preset over two years: a year and the year before it both have bookings. */
  readonly server: DemoServer;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const TIMEOUT_MS = 10 * 60_000;

/** Runs the report, its floor and the compared report `runs` times each. */
export async function portfolioFigures(o: PortfolioBenchOptions): Promise<Figure[]> {
  const bench = await openCliBench(o.repoRoot, o.server, TIMEOUT_MS);
  const out = join(bench.dir, 'all.csv');
  const report = async (extra: readonly string[]) => {
    const { wallMs, report: child } = await bench.cli([
      'insights',
      '--base-url',
      o.server.url,
      '--location',
      'all',
      '--by',
      'location',
      '--from',
      o.from,
      '--to',
      o.to,
      '--tz',
      o.zone,
      '--out',
      out,
      ...extra,
    ]);
    const rows = (await readFile(out, 'utf8')).trim().split('\n').length - 1;
    return { wallMs, child, rows };
  };
  const ratios: number[] = [];
  const heaps: number[] = [];
  const compareRatios: number[] = [];
  const runs: Record<string, number>[] = [];
  try {
    for (let r = 0; r < o.runs; r++) {
      const year = await report([]);
      const bookingPaths = bookingRequests(year.child);
      const floor = await bench.floor(bookingPaths);
      const { records } = floor;
      const compared = await report(['--compare', 'previous']);
      ratios.push(year.wallMs / floor.wallMs);
      heaps.push(year.child.peakHeapBytes / 1024 / 1024);
      compareRatios.push(compared.wallMs / year.wallMs);
      runs.push({
        locations: year.rows,
        bookings: records,
        requests: bookingPaths.length,
        reportMs: Math.round(year.wallMs),
        floorMs: Math.round(floor.wallMs),
        comparedMs: Math.round(compared.wallMs),
      });
      o.log(
        `  portfolio run ${r + 1}: ${year.rows} locations, ${records} bookings in ${Math.round(year.wallMs)} ms (floor ${Math.round(floor.wallMs)} ms), heap ${Math.round(year.child.peakHeapBytes / 1024 / 1024)} MB; with the year before ${Math.round(compared.wallMs)} ms`,
      );
    }
  } finally {
    await bench.close();
  }
  const what = { from: o.from, to: o.to, zone: o.zone, runs };
  return [
    figure('portfolio_year_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', what),
    figure('portfolio_peak_heap_mb', 'MB', heaps, { kind: 'at-most', value: 300 }, '≤ 300 MB', {
      source: 'process.memoryUsage().heapUsed of the CLI, sampled every 20 ms, and at exit',
    }),
    figure('compare_year_ratio', '×', compareRatios, { kind: 'at-most', value: 2.1 }, '≤ 2.1', {
      compare: 'previous (the year before)',
    }),
  ];
}

// In the page: the time from the click on "All locations" to the first frame with every row filled.
const ROWS_PAINTED = (rows: number) => `new Promise((resolve) => {
  const ready = () =>
    document.querySelectorAll('[data-testid="portfolio-row"] .use-per-day').length === ${rows};
  const check = () => {
    if (ready()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    else requestAnimationFrame(check);
  };
  check();
})`;

/**
 * portfolio_render_ms: All locations with every location's figures cached (opened once before),
 * from the click on its entry to the table painted with all its rows.
 */
export async function portfolioRenderFigure(
  page: Page,
  locations: number,
  runs: number,
  log: (line: string) => void,
): Promise<Figure> {
  const link = '[data-testid="all-locations-link"]';
  await page.click(link);
  // Polled from here: the app's Content-Security-Policy refuses page.waitForFunction's eval.
  const filled = async () =>
    (await page.evaluate(
      `document.querySelectorAll('[data-testid="portfolio-row"] .use-per-day').length`,
    )) as number;
  const deadline = Date.now() + 600_000;
  while ((await filled()) !== locations) {
    if (Date.now() > deadline) throw new Error('All locations never filled in.');
    await new Promise((r) => setTimeout(r, 100));
  }
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.click('nav[aria-label="Locations"] button.location-link:not([data-testid])');
    await page.waitForSelector('[data-testid="location-title"]', { timeout: 60_000 });
    const t0 = (await page.evaluate(`(() => {
      const t = performance.now();
      document.querySelector(${JSON.stringify(link)}).click();
      return t;
    })()`)) as number;
    const painted = (await page.evaluate(ROWS_PAINTED(locations))) as number;
    out.push(painted - t0);
    log(`  All locations ${i + 1}: ${(painted - t0).toFixed(1)} ms`);
  }
  return figure('portfolio_render_ms', 'ms', out, { kind: 'at-most', value: 100 }, '≤ 100 ms', {
    locations,
    timing: 'click on All locations to the first frame with every row filled, all cached',
  });
}
