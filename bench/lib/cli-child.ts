/**
 * The built command line run as a measured child (with child-hooks.mjs recording its requests, peak
 * RSS and heap), and the fetch floor that replays a run's bookings requests: shared by the export
 * and All locations figures.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoServer } from '../../demo-api/server';
import { runTimed } from './child';

/** What child-hooks.mjs writes as the child exits. */
export interface ChildReport {
  readonly code: number;
  readonly maxRssKb: number;
  readonly peakHeapBytes: number;
  readonly uptimeMs: number;
  readonly requests: readonly { path: string; atMs: number }[];
}

/** A folder of the bench's own, with the CLI's home in it, and how to run children there. */
export interface CliBench {
  readonly dir: string;
  /** Runs `bookings-viewer ...args`; throws when it fails. */
  cli(args: readonly string[]): Promise<{ wallMs: number; report: ChildReport }>;
  /** Fetches and parses these bookings requests, 4 at a time, and nothing else. */
  floor(
    paths: readonly string[],
  ): Promise<{ wallMs: number; records: number; bytes: number; activeMs: number }>;
  close(): Promise<void>;
}

/** Opens a bench folder for children that talk to `server` (with `extraEnv`, e.g. a keychain's). */
export async function openCliBench(
  repoRoot: string,
  server: DemoServer,
  timeoutMs: number,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<CliBench> {
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-'));
  const env = {
    ...process.env,
    ...extraEnv,
    BOOKINGS_API_KEY: server.apiKey,
    BOOKINGS_VIEWER_HOME: join(dir, 'home'),
    NO_COLOR: '1',
  };
  return {
    dir,
    async cli(args) {
      const reportPath = join(dir, 'child-report.json');
      const run = await runTimed(
        process.execPath,
        [
          '--import',
          join(repoRoot, 'bench', 'lib', 'child-hooks.mjs'),
          join(repoRoot, 'out', 'cli', 'bookings-viewer.js'),
          ...args,
        ],
        { env: { ...env, BENCH_CHILD_REPORT: reportPath }, cwd: repoRoot, timeoutMs },
      );
      if (run.code !== 0)
        throw new Error(`${args[0]} failed (exit ${run.code}): ${run.stderr.slice(0, 500)}`);
      const report = JSON.parse(await readFile(reportPath, 'utf8')) as ChildReport;
      return { wallMs: run.wallMs, report };
    },
    async floor(paths) {
      const input = join(dir, 'floor-input.json');
      await writeFile(input, JSON.stringify({ baseUrl: server.url, paths, concurrency: 4 }));
      const run = await runTimed(
        process.execPath,
        [join(repoRoot, 'bench', 'lib', 'fetch-floor.mjs')],
        {
          env: { ...env, BENCH_FLOOR_INPUT: input },
          cwd: repoRoot,
          timeoutMs,
        },
      );
      if (run.code !== 0) throw new Error(`The fetch floor failed: ${run.stderr.slice(0, 500)}`);
      const result = JSON.parse(run.stdout) as { records: number; bytes: number; activeMs: number };
      return { wallMs: run.wallMs, ...result };
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The bookings requests among a child's requests, in order. */
export function bookingRequests(report: ChildReport): string[] {
  return report.requests.map((q) => q.path).filter((p) => p.includes('/bookings?'));
}
