/**
 * people_year_ratio and people_peak_heap_mb: the command line's people of every site (`people
 * --location all`) over the export's year of the large preset, against the same bookings requests
 * fetched and parsed only. It runs as portfolio_year_ratio does: a saved account whose sites have
 * the demo company's zones, hours and holidays, in site time (no --tz). Child processes timed from
 * spawn to exit, interleaved run by run.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ZonedDays } from '#shared/time/local-days';
import type { DemoServer } from '../../demo-api/server';
import { bookingRequests, type CliBench } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';
import { ACCOUNT, withSavedCompany } from './portfolio';

/** Where and what to report. */
export interface PeopleBenchOptions extends ZonedDays {
  readonly repoRoot: string;
  readonly server: DemoServer;
  readonly runs: number;
  readonly log: (line: string) => void;
}

/** Runs the people file and its floor `runs` times each. */
export function peopleFigures(o: PeopleBenchOptions): Promise<Figure[]> {
  return withSavedCompany(
    o.repoRoot,
    o.server,
    async (bench, keychain) => await timedRuns(o, bench, keychain),
  );
}

async function timedRuns(
  o: PeopleBenchOptions,
  bench: CliBench,
  keychain: string,
): Promise<Figure[]> {
  const out = join(bench.dir, 'people.csv');
  const ratios: number[] = [];
  const heaps: number[] = [];
  const runs: Record<string, number>[] = [];
  for (let r = 0; r < o.runs; r++) {
    const { wallMs, report: child } = await bench.cli([
      'people',
      '--account',
      ACCOUNT,
      '--location',
      'all',
      '--from',
      o.from,
      '--to',
      o.to,
      '--out',
      out,
    ]);
    const lines = (await readFile(out, 'utf8')).trim().split('\n').length - 1;
    if (lines < 100) throw new Error(`The people file has ${lines} rows: nobody was counted.`);
    const bookingPaths = bookingRequests(child);
    const floor = await bench.floor(bookingPaths);
    ratios.push(wallMs / floor.wallMs);
    heaps.push(child.peakHeapBytes / 1024 / 1024);
    runs.push({
      people: lines,
      bookings: floor.records,
      requests: bookingPaths.length,
      peopleMs: Math.round(wallMs),
      floorMs: Math.round(floor.wallMs),
    });
    o.log(
      `  people run ${r + 1}: ${lines} people, ${floor.records} bookings in ${Math.round(wallMs)} ms (floor ${Math.round(floor.wallMs)} ms), heap ${Math.round(child.peakHeapBytes / 1024 / 1024)} MB`,
    );
  }
  const what = {
    from: o.from,
    to: o.to,
    sites: `${o.server.sites.length} sites in site time, each in its own zone, hours and holidays; key in ${keychain}`,
    runs,
  };
  return [
    figure('people_year_ratio', '×', ratios, { kind: 'at-most', value: 1.5 }, '≤ 1.5', what),
    figure('people_peak_heap_mb', 'MB', heaps, { kind: 'at-most', value: 300 }, '≤ 300 MB', {
      source: 'process.memoryUsage().heapUsed of the CLI, sampled every 20 ms, and at exit',
    }),
  ];
}
