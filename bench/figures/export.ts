/**
 * export_rows_per_s, fetch_parse_floor_rows_per_s, export_peak_rss_mb, xlsx_rows_per_s and
 * xlsx_peak_rss_mb: the command line exporting a year of the large preset's biggest location to CSV and
 * to an Excel workbook, against the same requests fetched and parsed only. All run as child
 * processes, timed from spawn to exit, interleaved run by run so that load from elsewhere on the
 * machine falls on them alike.
 */
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ZonedDays } from '#shared/time/local-days';
import type { DemoServer } from '../../demo-api/server';
import { bookingRequests, openCliBench } from '../lib/cli-child';
import { countCsvFileRows } from '../lib/csv-rows';
import { figure, type Figure } from '../lib/figure';

/** Where and what to export. */
export interface ExportBenchOptions extends ZonedDays {
  readonly repoRoot: string;
  readonly server: DemoServer;
  readonly locationName: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const TIMEOUT_MS = 5 * 60_000;

/** Runs the CSV export, the floor and the workbook export `runs` times each and returns their figures. */
export async function exportFigures(o: ExportBenchOptions): Promise<Figure[]> {
  const bench = await openCliBench(o.repoRoot, o.server, TIMEOUT_MS);
  const { dir } = bench;
  const exportRates: number[] = [];
  const floorRates: number[] = [];
  const rssMb: number[] = [];
  const exportRuns: Record<string, number>[] = [];
  const floorRuns: Record<string, number>[] = [];
  const xlsxRates: number[] = [];
  const xlsxRssMb: number[] = [];
  const xlsxRuns: Record<string, number>[] = [];
  try {
    const runExport = (out: string) =>
      bench.cli([
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
      ]);
    for (let r = 0; r < o.runs; r++) {
      const out = join(dir, 'export.csv');
      const { wallMs, report } = await runExport(out);
      const rows = await countCsvFileRows(out);
      const bytes = (await stat(out)).size;
      await rm(out, { force: true });
      const bookingPaths = bookingRequests(report);
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
      const floor = await bench.floor(bookingPaths);
      const result = floor;
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
    await bench.close();
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
      source: "the CLI process's VmHWM at exit (child-hooks.mjs)",
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
      source: 'the VmHWM of the CLI process writing the workbook (child-hooks.mjs)',
    }),
  ];
}
