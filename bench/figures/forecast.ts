/**
 * forecast_ratio: the command line's weeks ahead of every site (`forecast --location all`, 4 weeks
 * from today, 12 history weeks and the back-test's 8 before them) on the large preset, against the
 * same bookings requests fetched and parsed only. It runs as trends_year_ratio does: a saved account
 * whose sites have the demo company's zones, hours and holidays, in site time (no --tz). Child
 * processes timed from spawn to exit, interleaved run by run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DemoServer } from '../../demo-api/server';
import { bookingRequests, type CliBench } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';
import { ACCOUNT, withSavedCompany } from './portfolio';

/** Where and what to report. */
export interface ForecastBenchOptions {
  readonly repoRoot: string;
  readonly server: DemoServer;
  /** Today, YYYY-MM-DD: the first day ahead. */
  readonly today: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

/** Runs the forecast and its floor `runs` times each. */
export function forecastFigures(o: ForecastBenchOptions): Promise<Figure[]> {
  return withSavedCompany(o.repoRoot, o.server, async (bench, keychain) => [
    await timedRuns(o, bench, keychain),
  ]);
}

async function timedRuns(
  o: ForecastBenchOptions,
  bench: CliBench,
  keychain: string,
): Promise<Figure> {
  const out = join(bench.dir, 'forecast.csv');
  const ratios: number[] = [];
  const runs: Record<string, number>[] = [];
  for (let r = 0; r < o.runs; r++) {
    const { wallMs, report: child } = await bench.cli([
      'forecast',
      '--account',
      ACCOUNT,
      '--location',
      'all',
      '--from',
      o.today,
      '--weeks',
      '4',
      '--history-weeks',
      '12',
      '--out',
      out,
    ]);
    const [header = '', ...lines] = (await readFile(out, 'utf8')).trim().split('\n');
    const expected = header.split(',').indexOf('expected_peak');
    // Weekdays only (the sites' hours), a row each; every site forecast.
    if (lines.length < o.server.sites.length * 15)
      throw new Error(`The forecast has ${lines.length} rows: not every site's open days.`);
    if (expected < 0 || lines.some((l) => l.split(',')[expected] === ''))
      throw new Error(`A site was not forecast:\n${header}\n${lines[0]}`);
    const bookingPaths = bookingRequests(child);
    const floor = await bench.floor(bookingPaths);
    ratios.push(wallMs / floor.wallMs);
    runs.push({
      rows: lines.length,
      bookings: floor.records,
      requests: bookingPaths.length,
      forecastMs: Math.round(wallMs),
      floorMs: Math.round(floor.wallMs),
      peakHeapMb: Math.round(child.peakHeapBytes / 1024 / 1024),
    });
    o.log(
      `  forecast run ${r + 1}: ${lines.length} rows, ${floor.records} bookings in ${Math.round(wallMs)} ms (floor ${Math.round(floor.wallMs)} ms), heap ${Math.round(child.peakHeapBytes / 1024 / 1024)} MB`,
    );
  }
  return figure('forecast_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', {
    from: o.today,
    weeks: 4,
    historyWeeks: 12,
    sites: `${o.server.sites.length} sites in site time, each in its own zone, hours and holidays; key in ${keychain}`,
    runs,
  });
}
