/**
 * export_rows_per_s, fetch_parse_floor_rows_per_s, export_peak_rss_mb, xlsx_rows_per_s and
 * xlsx_peak_rss_mb: the command line exporting a year of the large preset's biggest location to CSV and
 * to an Excel workbook, against the same requests fetched and parsed only. Both run as child processes, timed from spawn to exit, interleaved run by run so that load
 * from elsewhere on the machine falls on both alike.
 */
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoServer } from '../../electron/demo-server/server';
import { runTimed } from '../lib/child';
import { countCsvFileRows } from '../lib/csv-rows';
import { figure, type Figure } from '../lib/figure';

/** Where and what to export. */
export interface ExportBenchOptions {
  readonly repoRoot: string;
  readonly server: DemoServer;
  readonly locationName: string;
  readonly from: string;
  readonly to: string;
  readonly zone: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

interface ChildReport {
  readonly code: number;
  readonly maxRssKb: number;
  readonly uptimeMs: number;
  readonly requests: readonly { path: string; atMs: number }[];
}

const TIMEOUT_MS = 5 * 60_000;

/** Runs the CSV export, the floor and the workbook export `runs` times each and returns their figures. */
export async function exportFigures(o: ExportBenchOptions): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-'));
  const hooks = join(o.repoRoot, 'bench', 'lib', 'child-hooks.mjs');
  const floorScript = join(o.repoRoot, 'bench', 'lib', 'fetch-floor.mjs');
  const env = {
    ...process.env,
    BOOKINGS_API_KEY: o.server.apiKey,
    BOOKINGS_VIEWER_HOME: join(dir, 'home'),
    NO_COLOR: '1',
  };
  const exportRates: number[] = [];
  const floorRates: number[] = [];
  const rssMb: number[] = [];
  const exportRuns: Record<string, number>[] = [];
  const floorRuns: Record<string, number>[] = [];
  const xlsxRates: number[] = [];
  const xlsxRssMb: number[] = [];
  const xlsxRuns: Record<string, number>[] = [];
  try {
    const runExport = async (out: string): Promise<{ wallMs: number; report: ChildReport }> => {
      const reportPath = join(dir, 'child-report.json');
      const run = await runTimed(
        process.execPath,
        [
          '--import',
          hooks,
          join(o.repoRoot, 'out', 'cli', 'bookings-viewer.js'),
          'export',
          '--base-url',
          o.server.url,
          '--location',
          o.locationName,
          '--from',
          o.from,
          '--to',
          o.to,
          '--tz',
          o.zone,
          '--out',
          out,
        ],
        { env: { ...env, BENCH_CHILD_REPORT: reportPath }, cwd: o.repoRoot, timeoutMs: TIMEOUT_MS },
      );
      if (run.code !== 0)
        throw new Error(`The export failed (exit ${run.code}): ${run.stderr.slice(0, 500)}`);
      const report = JSON.parse(await readFile(reportPath, 'utf8')) as ChildReport;
      return { wallMs: run.wallMs, report };
    };
    for (let r = 0; r < o.runs; r++) {
      const out = join(dir, 'export.csv');
      const { wallMs, report } = await runExport(out);
      const rows = await countCsvFileRows(out);
      const bytes = (await stat(out)).size;
      await rm(out, { force: true });
      const bookingPaths = report.requests
        .map((q) => q.path)
        .filter((p) => p.includes('/bookings?'));
      const firstBookings = report.requests.find((q) => q.path.includes('/bookings?'))?.atMs ?? 0;
      exportRates.push((rows / wallMs) * 1000);
      rssMb.push(report.maxRssKb / 1024);
      exportRuns.push({
        rows,
        bytes,
        wallMs: Math.round(wallMs),
        startupMs: Math.round(firstBookings),
        requests: bookingPaths.length,
      });

      // The floor replays exactly the bookings requests this export made.
      const floorInput = join(dir, 'floor-input.json');
      await writeFile(
        floorInput,
        JSON.stringify({ baseUrl: o.server.url, paths: bookingPaths, concurrency: 4 }),
      );
      const floor = await runTimed(process.execPath, [floorScript], {
        env: { ...env, BENCH_FLOOR_INPUT: floorInput },
        cwd: o.repoRoot,
        timeoutMs: TIMEOUT_MS,
      });
      if (floor.code !== 0)
        throw new Error(`The fetch floor failed: ${floor.stderr.slice(0, 500)}`);
      const result = JSON.parse(floor.stdout) as {
        records: number;
        bytes: number;
        activeMs: number;
      };
      floorRates.push((result.records / floor.wallMs) * 1000);
      floorRuns.push({
        records: result.records,
        jsonBytes: result.bytes,
        wallMs: Math.round(floor.wallMs),
        activeMs: Math.round(result.activeMs),
      });
      // The same request written as a workbook: the demo data is fixed, so its rows are the CSV's.
      const workbook = join(dir, 'export.xlsx');
      const xlsx = await runExport(workbook);
      const xlsxBytes = (await stat(workbook)).size;
      await rm(workbook, { force: true });
      xlsxRates.push((rows / xlsx.wallMs) * 1000);
      xlsxRssMb.push(xlsx.report.maxRssKb / 1024);
      xlsxRuns.push({ rows, bytes: xlsxBytes, wallMs: Math.round(xlsx.wallMs) });
      o.log(
        `  export run ${r + 1}: ${rows} rows in ${Math.round(wallMs)} ms, ${Math.round(report.maxRssKb / 1024)} MB peak; floor ${Math.round(floor.wallMs)} ms; xlsx ${Math.round(xlsx.wallMs)} ms, ${Math.round(xlsx.report.maxRssKb / 1024)} MB`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const what = {
    location: o.locationName,
    from: o.from,
    to: o.to,
    zone: o.zone,
    timing: 'child process wall time, spawn to exit',
  };
  return [
    figure(
      'export_rows_per_s',
      'rows/s',
      exportRates,
      { kind: 'share-of', figure: 'fetch_parse_floor_rows_per_s', share: 0.6 },
      '≥ 60% of the floor',
      { ...what, runs: exportRuns },
    ),
    figure('fetch_parse_floor_rows_per_s', 'rows/s', floorRates, { kind: 'measured' }, 'measured', {
      ...what,
      concurrency: 4,
      runs: floorRuns,
    }),
    figure('export_peak_rss_mb', 'MB', rssMb, { kind: 'at-most', value: 400 }, '≤ 400 MB', {
      source: 'process.resourceUsage().maxRSS of the CLI process at exit',
    }),
    figure(
      'xlsx_rows_per_s',
      'rows/s',
      xlsxRates,
      { kind: 'share-of', figure: 'export_rows_per_s', share: 0.5 },
      '≥ 50% of the CSV export',
      { ...what, format: 'xlsx', runs: xlsxRuns },
    ),
    figure('xlsx_peak_rss_mb', 'MB', xlsxRssMb, { kind: 'at-most', value: 400 }, '≤ 400 MB', {
      source: 'process.resourceUsage().maxRSS of the CLI process writing the workbook',
    }),
  ];
}
