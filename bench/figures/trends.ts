/**
 * trends_year_ratio: the command line's trend of every site (`insights --location all --by month`)
 * over the twelve whole months before this one on the large preset, against the same bookings
 * requests fetched and parsed only. It runs as portfolio_year_ratio does: a saved account whose
 * sites have the demo company's zones and hours, in site time (no --tz), so each site's months are
 * its own and count open time only. Child processes timed from spawn to exit, interleaved run by run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monthOf } from '#shared/time/period';
import type { DemoServer } from '../../demo-api/server';
import { bookingRequests, type CliBench } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';
import { ACCOUNT, DAYS, withSavedCompany } from './portfolio';

/** Where and what to report. */
export interface TrendsBenchOptions {
  readonly repoRoot: string;
  /** A company with bookings over the whole year of months (the large preset over two years). */
  readonly server: DemoServer;
  /** Today, YYYY-MM-DD: the twelve months before its month are counted. */
  readonly today: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const MONTHS = 12;

/** Runs the trend and its floor `runs` times each. */
export function trendsFigures(o: TrendsBenchOptions): Promise<Figure[]> {
  return withSavedCompany(o.repoRoot, o.server, async (bench, keychain) => [
    await timedRuns(o, bench, keychain),
  ]);
}

async function timedRuns(
  o: TrendsBenchOptions,
  bench: CliBench,
  keychain: string,
): Promise<Figure> {
  const from = monthOf(o.today, MONTHS).from;
  const to = monthOf(o.today, 1).to;
  const out = join(bench.dir, 'trends.csv');
  const ratios: number[] = [];
  const runs: Record<string, number>[] = [];
  for (let r = 0; r < o.runs; r++) {
    // Site time: no --tz, each site's own months in its own zone, open time only.
    const { wallMs, report: child } = await bench.cli([
      'insights',
      '--account',
      ACCOUNT,
      '--location',
      'all',
      '--by',
      'month',
      '--from',
      from,
      '--to',
      to,
      '--out',
      out,
    ]);
    const [header = '', ...lines] = (await readFile(out, 'utf8')).trim().split('\n');
    const openDays = header.split(',').indexOf('open_days');
    if (lines.length !== o.server.sites.length * MONTHS)
      throw new Error(`The trend has ${lines.length} rows, not a row per site and month.`);
    if (openDays < 0 || lines.some((l) => l.split(',')[openDays] !== DAYS))
      throw new Error(`The trend was not counted on the sites' hours:\n${header}\n${lines[0]}`);
    const bookingPaths = bookingRequests(child);
    const floor = await bench.floor(bookingPaths);
    ratios.push(wallMs / floor.wallMs);
    runs.push({
      rows: lines.length,
      bookings: floor.records,
      requests: bookingPaths.length,
      trendMs: Math.round(wallMs),
      floorMs: Math.round(floor.wallMs),
      peakHeapMb: Math.round(child.peakHeapBytes / 1024 / 1024),
    });
    o.log(
      `  trends run ${r + 1}: ${lines.length} rows, ${floor.records} bookings in ${Math.round(wallMs)} ms (floor ${Math.round(floor.wallMs)} ms), heap ${Math.round(child.peakHeapBytes / 1024 / 1024)} MB`,
    );
  }
  return figure('trends_year_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', {
    from,
    to,
    sites: `${o.server.sites.length} sites in site time, each in its own zone, open ${DAYS}; key in ${keychain}`,
    runs,
  });
}
