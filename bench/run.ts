/**
 * `npm run bench`: measures the app against the limits of issue 6 on the demo server's `large`
 * preset, prints a table and writes bench/results.json (medians, raw runs, machine facts).
 * Options: --runs N (default 7; at least 5 for committed results), --only tz,export,browser,insights,aggregate,portfolio,trends,people,forecast,startup,hostile,store,
 * --figure NAME[,NAME] (those figures only: their groups, and in the portfolio group only what they
 * need), --out FILE (default bench/results.json).
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCATION_TEMPLATES } from '../demo-api/fixtures';
import { startDemoServer, type DemoServer } from '../demo-api/server';
import { addDays } from '#shared/time/civil';
import { exportFigures } from './figures/export';
import { hostileFigures } from './figures/hostile';
import { insightsFigures } from './figures/insights';
import { portfolioFigures, portfolioRenderFigure } from './figures/portfolio';
import { portfolioIpcFigure } from './figures/portfolio-ipc';
import { insightsAggregateFigures } from './figures/insights-aggregate';
import { renderFigures } from './figures/render';
import { requestFigures } from './figures/requests';
import { startupFigures } from './figures/startup';
import { storeFigures } from './figures/store';
import { trendsFigures } from './figures/trends';
import { forecastFigures } from './figures/forecast';
import { peopleFigures } from './figures/people';
import { tzFormatFigures } from './figures/tz-format';
import { figure, figuresTable, judge, type Figure } from './lib/figure';
import { machineInfo } from './lib/machine';
import { updateReadme } from './lib/readme';
import { openWebApp } from './lib/web-app';
import { ensureCliBuilt } from '../scripts/cli-build';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const GROUPS = [
  'tz',
  'export',
  'browser',
  'insights',
  'aggregate',
  'portfolio',
  'trends',
  'people',
  'forecast',
  'startup',
  'hostile',
  'store',
] as const;
type Group = (typeof GROUPS)[number];

/** Every figure of the issue, in the order, with the group that measures it. */
const FIGURE_ORDER: readonly [string, Group][] = [
  ['day_render_ms', 'browser'],
  ['range_render_ms', 'browser'],
  ['scroll_frame_ms_p95', 'browser'],
  ['dom_nodes_range', 'browser'],
  ['tz_format_per_s', 'tz'],
  ['dayjs_tz_format_per_s', 'tz'],
  ['export_rows_per_s', 'export'],
  ['fetch_parse_floor_rows_per_s', 'export'],
  ['export_peak_rss_mb', 'export'],
  ['xlsx_rows_per_s', 'export'],
  ['xlsx_peak_rss_mb', 'export'],
  ['revisit_upstream_requests', 'browser'],
  ['superseded_requests_completed', 'browser'],
  ['insights_year_ratio', 'insights'],
  ['insights_peak_heap_mb', 'insights'],
  ['insights_render_ms', 'insights'],
  ['insights_aggregate_rows_per_s', 'aggregate'],
  ['portfolio_year_ratio', 'portfolio'],
  ['portfolio_peak_heap_mb', 'portfolio'],
  ['compare_year_ratio', 'portfolio'],
  ['portfolio_render_ms', 'portfolio'],
  ['portfolio_ipc_kb', 'portfolio'],
  ['trends_year_ratio', 'trends'],
  ['people_year_ratio', 'people'],
  ['people_peak_heap_mb', 'people'],
  ['forecast_ratio', 'forecast'],
  ['cold_start_ms', 'startup'],
  ['cold_start_floor_ms', 'startup'],
  ['cold_start_ratio', 'startup'],
  ['first_screen_js_kb', 'startup'],
  ['renderer_js_total_kb', 'startup'],
  ['endless_answer_peak_rss_mb', 'hostile'],
  ['endless_answer_give_up_ms', 'hostile'],
  ['settings_read_ms', 'store'],
];

const DEFAULT_OUT = join(REPO_ROOT, 'bench', 'results.json');
const log = (line: string): void => void process.stderr.write(`${line}\n`);

function parseArgs(argv: readonly string[]): {
  runs: number;
  only: Set<Group>;
  /** The figures asked for with --figure; null: every figure of the groups. */
  figures: Set<string> | null;
  out: string;
} {
  let runs = 7;
  let only = new Set<Group>(GROUPS);
  let figures: Set<string> | null = null;
  let out = DEFAULT_OUT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value.`);
      return v;
    };
    if (arg === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error('--runs must be a whole number ≥ 1.');
    } else if (arg === '--only') {
      const names = value().split(',');
      const unknown = names.filter((n) => !(GROUPS as readonly string[]).includes(n));
      if (unknown.length)
        throw new Error(`--only takes ${GROUPS.join(', ')}; not ${unknown.join(', ')}.`);
      only = new Set(names as Group[]);
    } else if (arg === '--figure') {
      const names = value().split(',');
      const unknown = names.filter((n) => !FIGURE_ORDER.some(([f]) => f === n));
      if (unknown.length)
        throw new Error(
          `--figure takes ${FIGURE_ORDER.map(([f]) => f).join(', ')}; not ${unknown.join(', ')}.`,
        );
      figures = new Set(names);
      only = new Set(FIGURE_ORDER.filter(([f]) => names.includes(f)).map(([, g]) => g));
    } else if (arg === '--out') out = resolve(value());
    else
      throw new Error(
        `Unknown option ${arg}. Usage: npm run bench -- [--runs N] [--only ${GROUPS.join(',')}] [--figure NAME[,NAME]] [--out FILE]`,
      );
  }
  return { runs, only, figures, out };
}

/** The location with the most bays, with the zone that shaped its data. */
async function biggestLocation(
  server: DemoServer,
): Promise<{ id: string; name: string; zone: string; bays: number }> {
  const get = async (path: string): Promise<unknown> =>
    (await fetch(`${server.url}${path}`, { headers: { ApiKey: server.apiKey } })).json();
  const locations = (await get('/locations')) as { id: string; name: string }[];
  const bays = (await get('/bays')) as { location: { id: string } }[];
  const counts = new Map<string, number>();
  for (const b of bays) counts.set(b.location.id, (counts.get(b.location.id) ?? 0) + 1);
  const best = [...locations].sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0))[0];
  if (!best) throw new Error('The demo server has no locations.');
  const zone = LOCATION_TEMPLATES.find((t) => t.name === best.name)?.zone ?? 'UTC';
  return { ...best, zone, bays: counts.get(best.id) ?? 0 };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const wants = (name: string): boolean => args.figures === null || args.figures.has(name);
  const started = Date.now();
  // The export figure runs the built command line, as users run it.
  if (
    args.only.has('export') ||
    args.only.has('portfolio') ||
    args.only.has('trends') ||
    args.only.has('people') ||
    args.only.has('hostile')
  )
    ensureCliBuilt();
  const machine = machineInfo(REPO_ROOT);
  const loadStart = loadavg();
  log(`Starting the large demo server…`);
  const server = await startDemoServer({ scale: 'large', now: started });
  const figures: Figure[] = [];
  const failures: Record<string, string> = {};
  const attempt = async (group: Group, run: () => Promise<Figure[]>): Promise<void> => {
    if (!args.only.has(group)) return;
    try {
      figures.push(...(await run()));
    } catch (error) {
      failures[group] = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log(`The ${group} figures failed: ${failures[group]}`);
    }
  };
  const location = await biggestLocation(server).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    const loc = location;
    const todayUtc = new Date(started).toISOString().slice(0, 10);
    const from = addDays(todayUtc, -334);
    const to = addDays(todayUtc, 30);
    log(`Biggest location: ${loc.name} (${loc.bays} bays, ${loc.zone}).`);

    if (args.only.has('tz')) log('Time-zone formatting…');
    await attempt('tz', async () => tzFormatFigures(args.runs));
    if (args.only.has('export')) log(`Export of ${from}..${to} through the command line…`);
    await attempt('export', () =>
      exportFigures({
        repoRoot: REPO_ROOT,
        server,
        locationName: loc.name,
        from,
        to,
        zone: loc.zone,
        runs: args.runs,
        log,
      }),
    );
    if (args.only.has('aggregate')) log(`Insights aggregation of ${from}..${to} in memory…`);
    await attempt('aggregate', () =>
      insightsAggregateFigures({
        server,
        locationId: loc.id,
        from,
        to,
        zone: loc.zone,
        runs: args.runs,
        log,
      }),
    );
    if (args.only.has('browser')) log('Browser shell in headless Chromium…');
    await attempt('browser', async () => {
      const app = await openWebApp({
        repoRoot: REPO_ROOT,
        server,
        locationId: loc.id,
        zone: loc.zone,
      });
      try {
        machine.chromium = await app.browser.version();
        const rendered = await renderFigures({
          page: app.page,
          zone: loc.zone,
          firstDataDay: from,
          runs: args.runs,
          log,
        });
        const requests = await requestFigures({ page: app.page, server, runs: args.runs, log });
        return [...rendered, ...requests];
      } finally {
        await app.close();
      }
    });
    if (args.only.has('insights')) log(`Insights of ${from}..${to} in headless Chromium…`);
    await attempt('insights', async () => {
      const app = await openWebApp({
        repoRoot: REPO_ROOT,
        server,
        locationId: loc.id,
        zone: loc.zone,
      });
      try {
        machine.chromium = await app.browser.version();
        return await insightsFigures({
          app,
          locationId: loc.id,
          zone: loc.zone,
          from,
          to,
          month: { from: addDays(to, -60), to: addDays(to, -30) },
          runs: args.runs,
          log,
        });
      } finally {
        await app.close();
      }
    });
    if (args.only.has('portfolio'))
      log(`All locations of ${from}..${to}, and with the year before, through the command line…`);
    await attempt('portfolio', async () => {
      // The same company over two years, so the year before has its bookings too.
      const twoYears = await startDemoServer({ scale: 'large-2y', now: started });
      try {
        const cli = await portfolioFigures({
          repoRoot: REPO_ROOT,
          server: twoYears,
          from,
          to,
          zone: loc.zone,
          runs: args.runs,
          log,
          compare: wants('compare_year_ratio'),
        });
        if (!wants('portfolio_render_ms') && !wants('portfolio_ipc_kb')) return cli;
        const app = await openWebApp({
          repoRoot: REPO_ROOT,
          server,
          locationId: loc.id,
          zone: loc.zone,
        });
        try {
          const listed = await fetch(`${server.url}/locations`, {
            headers: { ApiKey: server.apiKey },
          });
          const locations = ((await listed.json()) as unknown[]).length;
          const ipc = wants('portfolio_ipc_kb')
            ? [await portfolioIpcFigure(app.page, locations, args.runs, log)]
            : [];
          const render = wants('portfolio_render_ms')
            ? [await portfolioRenderFigure(app.page, locations, args.runs, log)]
            : [];
          return [...cli, ...ipc, ...render];
        } finally {
          await app.close();
        }
      } finally {
        await twoYears.close();
      }
    });
    if (args.only.has('trends'))
      log('Every site’s trend over the twelve months before this one, through the command line…');
    await attempt('trends', async () => {
      // The same company over two years, so each of the twelve months has its bookings.
      const twoYears = await startDemoServer({ scale: 'large-2y', now: started });
      try {
        return await trendsFigures({
          repoRoot: REPO_ROOT,
          server: twoYears,
          today: todayUtc,
          runs: args.runs,
          log,
        });
      } finally {
        await twoYears.close();
      }
    });
    if (args.only.has('people'))
      log(`Every person of every site over ${from}..${to}, through the command line…`);
    await attempt('people', async () =>
      peopleFigures({
        repoRoot: REPO_ROOT,
        server,
        from,
        to,
        zone: loc.zone,
        runs: args.runs,
        log,
      }),
    );
    if (args.only.has('forecast'))
      log('Every site’s 4 weeks ahead from 12 weeks of history, through the command line…');
    await attempt('forecast', () =>
      forecastFigures({ repoRoot: REPO_ROOT, server, today: todayUtc, runs: args.runs, log }),
    );
    if (args.only.has('startup'))
      log('Cold starts of the browser shell with the demo company in headless Chromium…');
    await attempt('startup', () => startupFigures({ repoRoot: REPO_ROOT, runs: args.runs, log }));
    if (args.only.has('hostile'))
      log('The command line against a 1 GB answer and an endless one, on 127.0.0.1…');
    await attempt('hostile', () => hostileFigures({ repoRoot: REPO_ROOT, runs: args.runs, log }));
    if (args.only.has('store'))
      log('Settings and sites read while another process writes to the store…');
    await attempt('store', () => storeFigures({ repoRoot: REPO_ROOT, runs: args.runs, log }));
  } finally {
    await server.close();
  }

  const byName = new Map(figures.map((f) => [f.name, f]));
  const ordered = FIGURE_ORDER.filter(([name, g]) => args.only.has(g) && wants(name)).map(
    ([name]) =>
      byName.get(name) ?? figure(name, '', [], { kind: 'at-most', value: 0 }, 'not measured'),
  );
  judge(ordered);
  const table = figuresTable(ordered);
  process.stdout.write(`\n${table}\n\n`);
  const results = {
    command: 'npm run bench',
    runsPerFigure: args.runs,
    durationS: Math.round((Date.now() - started) / 1000),
    machine: {
      ...machine,
      loadAverage: {
        start: loadStart.map((l) => Math.round(l * 100) / 100),
        end: loadavg().map((l) => Math.round(l * 100) / 100),
      },
    },
    dataSet: {
      preset: 'large',
      seed: 1,
      location: { name: location.name, bays: location.bays, zone: location.zone },
    },
    figures: ordered,
    failures,
  };
  await writeFile(args.out, `${JSON.stringify(results, null, 2)}\n`);
  log(`Wrote ${args.out} in ${results.durationS} s.`);
  if (args.out === DEFAULT_OUT && args.only.size === GROUPS.length && args.figures === null) {
    await updateReadme(join(REPO_ROOT, 'bench', 'README.md'), table, machine);
    log('Updated the table in bench/README.md.');
  }
  if (Object.keys(failures).length > 0) process.exitCode = 1;
}

await main();
