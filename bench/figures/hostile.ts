/**
 * endless_answer_peak_rss_mb and endless_answer_give_up_ms: the built command line (`locations
 * --base-url …`, the default limit of 256 MB) against a server on 127.0.0.1 that answers with a 1 GB
 * body of blanks, and one whose body never ends, both chunked (no Content-Length announces the
 * size). Each run must end with exit code 5 and the error naming the limit; its peak resident
 * memory is its VmHWM at exit (child-hooks.mjs), its time spawn to exit.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamBlankJson } from '../../backend/api/testing/endless-answer';
import { startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { runTimed } from '../lib/child';
import type { ChildReport } from '../lib/cli-child';
import { figure, type Figure } from '../lib/figure';

/** The options of the hostile-server figures. */
export interface HostileBenchOptions {
  readonly repoRoot: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;
const KEY = 'bench-hostile-key-0a1b2c3d';
const TIMEOUT_MS = 2 * 60_000;
/** The invalid-response exit code (shells/cli/exit-codes.ts). */
const EXIT_INVALID_RESPONSE = 5;

/** A server answering every request with `totalBytes` of blank JSON (null: endless), counting what it sent. */
async function blankServer(totalBytes: number | null): Promise<TestServer & { sent: number[] }> {
  const sent: number[] = [];
  const server = await startTestServer((req, res) => {
    const before = req.socket.bytesWritten;
    res.on('close', () => sent.push(req.socket.bytesWritten - before));
    streamBlankJson(res, { totalBytes });
  });
  return Object.assign(server, { sent });
}

/** Runs the built command line's `locations` against `server` and checks that it gave up on the answer. */
async function giveUp(
  o: HostileBenchOptions,
  dir: string,
  server: TestServer,
): Promise<{ wallMs: number; rssMb: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.BOOKINGS_VIEWER_MAX_RESPONSE_MB;
  const reportPath = join(dir, 'child-report.json');
  const run = await runTimed(
    process.execPath,
    [
      '--import',
      join(o.repoRoot, 'bench', 'lib', 'child-hooks.mjs'),
      join(o.repoRoot, 'out', 'cli', 'bookings-viewer.js'),
      'locations',
      '--base-url',
      `${server.origin}/api/integrations`,
    ],
    {
      env: {
        ...env,
        BOOKINGS_API_KEY: KEY,
        BOOKINGS_VIEWER_HOME: join(dir, 'home'),
        BENCH_CHILD_REPORT: reportPath,
        NO_COLOR: '1',
      },
      cwd: o.repoRoot,
      timeoutMs: TIMEOUT_MS,
    },
  );
  if (run.code !== EXIT_INVALID_RESPONSE || !run.stderr.includes('larger than 256 MB'))
    throw new Error(
      `The command line did not give up on the answer (exit ${run.code}): ${run.stderr.slice(0, 500)}`,
    );
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as ChildReport;
  return { wallMs: run.wallMs, rssMb: report.maxRssKb / 1024 };
}

/** Runs both figures `runs` times, interleaved. */
export async function hostileFigures(o: HostileBenchOptions): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-hostile-'));
  const big = await blankServer(GB);
  const endless = await blankServer(null);
  const rssMb: number[] = [];
  const bigMs: number[] = [];
  const giveUpMs: number[] = [];
  const endlessRssMb: number[] = [];
  try {
    for (let r = 0; r < o.runs; r++) {
      const onBig = await giveUp(o, dir, big);
      const onEndless = await giveUp(o, dir, endless);
      rssMb.push(onBig.rssMb);
      bigMs.push(onBig.wallMs);
      giveUpMs.push(onEndless.wallMs);
      endlessRssMb.push(onEndless.rssMb);
      o.log(
        `  run ${r + 1}: 1 GB answer: peak RSS ${onBig.rssMb.toFixed(0)} MB in ${onBig.wallMs.toFixed(0)} ms; endless answer: given up after ${onEndless.wallMs.toFixed(0)} ms (peak RSS ${onEndless.rssMb.toFixed(0)} MB)`,
      );
    }
    const sentMb = (server: { sent: number[] }) => server.sent.map((b) => Math.round(b / MB));
    return [
      figure(
        'endless_answer_peak_rss_mb',
        'MB',
        rssMb,
        { kind: 'at-most', value: 400 },
        '≤ 400 MB',
        {
          answer: '1 GB of blank JSON, chunked',
          limitMb: 256,
          wallMs: bigMs.map(Math.round),
          serverSentMb: sentMb(big),
        },
      ),
      figure('endless_answer_give_up_ms', 'ms', giveUpMs, { kind: 'measured' }, 'measured', {
        answer: 'endless blank JSON, chunked',
        limitMb: 256,
        peakRssMb: endlessRssMb.map(Math.round),
        serverSentMb: sentMb(endless),
      }),
    ];
  } finally {
    await Promise.all([big.close(), endless.close()]);
    await rm(dir, { recursive: true, force: true });
  }
}
