/**
 * portfolio_year_ratio, portfolio_peak_heap_mb and compare_year_ratio: the command line's All
 * locations report (`insights --location all --by location`) over a year of the large preset, against
 * the same bookings requests fetched and parsed only, and with `--compare previous` against without.
 * The report runs as people run it on a company whose sites have settings: a saved account (its key
 * in a keychain of the bench's own, bench/lib/bench-keychain.ts) whose sites have the demo company's
 * zones and hours (Mon–Fri 08:00–18:00), in site time (no --tz), so each location is counted on its
 * own clock and open time. Child processes timed from spawn to exit, interleaved run by run.
 * portfolio_render_ms is taken in the browser (portfolioRenderFigure).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ZonedDays } from '#shared/time/local-days';
import type { DemoServer } from '../../demo-api/server';
import { type BenchKeychain, openBenchKeychain } from '../lib/bench-keychain';
import { bookingRequests, type CliBench, openCliBench } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';
import { suggestedHolidayCalendar } from '#shared/sites/holiday-suggestion';

/** Where and what to report. */
export interface PortfolioBenchOptions extends ZonedDays {
  readonly repoRoot: string;
  /** The large preset over two years: a year and the year before it both have bookings. */
  readonly server: DemoServer;
  readonly runs: number;
  readonly log: (line: string) => void;
  /** Also time the report with `--compare previous` (compare_year_ratio); default yes. */
  readonly compare?: boolean;
}

const TIMEOUT_MS = 10 * 60_000;

/** The saved account the report runs on. */
export const ACCOUNT = 'Bench company';

/** The demo company's working week (backend/sites/site-clocks.ts). */
export const DAYS = 'mon-fri';
export const HOURS = '08:00-18:00';

/**
 * Saves the account and gives each of its sites the zone its bookings were made in, the demo
 * company's hours and the public holidays suggested for its zone (issue 38: the figures must hold
 * with holidays on every site); the attempt is retried while a keychain just started still registers.
 */
export async function saveSites(bench: CliBench, server: DemoServer): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await bench.cli(['accounts', 'add', '--label', ACCOUNT, '--host', server.host]);
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  for (const site of server.sites)
    await bench.cli([
      'sites',
      'set',
      '--account',
      ACCOUNT,
      '--location',
      site.id,
      '--zone',
      site.zone,
      '--days',
      DAYS,
      '--hours',
      HOURS,
      '--holidays',
      suggestedHolidayCalendar(site.zone) ?? 'none',
    ]);
}

/**
 * Runs `work` on the command line with the saved account and its sites (saveSites), in a keychain
 * of the bench's own; the account and its key go afterwards, whatever happened.
 */
export async function withSavedCompany<T>(
  repoRoot: string,
  server: DemoServer,
  work: (bench: CliBench, keychain: string) => Promise<T>,
): Promise<T> {
  const keychain: BenchKeychain = await openBenchKeychain();
  let bench: CliBench;
  try {
    bench = await openCliBench(repoRoot, server, TIMEOUT_MS, keychain.env);
  } catch (error) {
    await keychain.close();
    throw error;
  }
  try {
    await saveSites(bench, server);
    return await work(bench, keychain.what);
  } finally {
    // The key goes with the account (an OS keychain keeps it otherwise).
    await bench.cli(['accounts', 'remove', ACCOUNT]).catch(() => undefined);
    await bench.close();
    await keychain.close();
  }
}

/** Runs the report, its floor and the compared report `runs` times each. */
export function portfolioFigures(o: PortfolioBenchOptions): Promise<Figure[]> {
  return withSavedCompany(o.repoRoot, o.server, (bench, keychain) => timedRuns(o, bench, keychain));
}

async function timedRuns(
  o: PortfolioBenchOptions,
  bench: CliBench,
  keychain: string,
): Promise<Figure[]> {
  const out = join(bench.dir, 'all.csv');
  const report = async (extra: readonly string[]) => {
    // Site time: no --tz, each location in its own zone and open time.
    const { wallMs, report: child } = await bench.cli([
      'insights',
      '--account',
      ACCOUNT,
      '--location',
      'all',
      '--by',
      'location',
      '--from',
      o.from,
      '--to',
      o.to,
      '--out',
      out,
      ...extra,
    ]);
    const [header = '', ...lines] = (await readFile(out, 'utf8')).trim().split('\n');
    // Every location was counted on its site's settings (the basis columns say so).
    const openDays = header.split(',').indexOf('open_days');
    if (openDays < 0 || lines.some((l) => l.split(',')[openDays] !== DAYS))
      throw new Error(`The report was not counted on the sites' hours:\n${header}\n${lines[0]}`);
    return { wallMs, child, rows: lines.length };
  };
  const withCompare = o.compare ?? true;
  const ratios: number[] = [];
  const heaps: number[] = [];
  const compareRatios: number[] = [];
  const runs: Record<string, number>[] = [];
  for (let r = 0; r < o.runs; r++) {
    const year = await report([]);
    const bookingPaths = bookingRequests(year.child);
    const floor = await bench.floor(bookingPaths);
    const { records } = floor;
    const compared = withCompare ? await report(['--compare', 'previous']) : null;
    ratios.push(year.wallMs / floor.wallMs);
    heaps.push(year.child.peakHeapBytes / 1024 / 1024);
    if (compared) compareRatios.push(compared.wallMs / year.wallMs);
    runs.push({
      locations: year.rows,
      bookings: records,
      requests: bookingPaths.length,
      reportMs: Math.round(year.wallMs),
      floorMs: Math.round(floor.wallMs),
      ...(compared ? { comparedMs: Math.round(compared.wallMs) } : {}),
    });
    o.log(
      `  portfolio run ${r + 1}: ${year.rows} locations, ${records} bookings in ${Math.round(year.wallMs)} ms (floor ${Math.round(floor.wallMs)} ms), heap ${Math.round(year.child.peakHeapBytes / 1024 / 1024)} MB${compared ? `; with the year before ${Math.round(compared.wallMs)} ms` : ''}`,
    );
  }
  const what = {
    from: o.from,
    to: o.to,
    sites: `${o.server.sites.length} sites in site time, each in its own zone, open ${DAYS} ${HOURS}, closed on the public holidays suggested for its zone; key in ${keychain}`,
    runs,
  };
  return [
    figure('portfolio_year_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', what),
    figure('portfolio_peak_heap_mb', 'MB', heaps, { kind: 'at-most', value: 300 }, '≤ 300 MB', {
      source: 'process.memoryUsage().heapUsed of the CLI, sampled every 20 ms, and at exit',
    }),
    ...(withCompare
      ? [
          figure(
            'compare_year_ratio',
            '×',
            compareRatios,
            { kind: 'at-most', value: 2.1 },
            '≤ 2.1',
            {
              compare: 'previous (the year before)',
            },
          ),
        ]
      : []),
  ];
}

// In the page: the time from the click on "All locations" to the first frame with every row filled
// (its utilisation cell is there only once the row has its figures; the use-per-day column may be hidden).
const ROWS_PAINTED = (rows: number) => `new Promise((resolve) => {
  const ready = () =>
    document.querySelectorAll('[data-testid="portfolio-row"] td[data-column="utilisation"]').length === ${rows};
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
      `document.querySelectorAll('[data-testid="portfolio-row"] td[data-column="utilisation"]').length`,
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
