/**
 * settings_read_ms: what every request reads from the store (an account's settings, then its
 * sites), timed in this process while another process writes to the same store without pause.
 * Each run has a fresh data folder, seeded with an account as a user would have it (its zone, last
 * location and time of day; 10 sites, each with its zone, Mon–Fri 08:00–18:00 and a target), and its
 * own writer process (bench/lib/store-writer.ts).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LOCATION_TEMPLATES } from '../../demo-api/fixtures';
import { createSettingsStore, type SettingsStore } from '../../backend/settings/settings-store';
import { openStore } from '../../backend/store/open-store';
import { figure, type Figure } from '../lib/figure';
import { median, p95 } from '../lib/stats';

/** The options of the store figure. */
export interface StoreBenchOptions {
  readonly repoRoot: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

const ACCOUNT = 'bench-account';
const SITES = 10;
/** The writer's pace: 0, as fast as it goes (each commit synced to disk, as the app's are). */
const WRITER_PER_SECOND = 0;
const WARM_UP_READS = 500;
/** Timed reads per phase: at least this many, and for at least MIN_READ_MS. */
const MIN_READS = 5_000;
const MIN_READ_MS = 2_000;
const WRITER = 'bench/lib/store-writer.ts';

/** Mon–Fri 08:00–18:00, the weekend closed. */
const WEEKDAYS = [0, 1, 2, 3, 4].map(() => ({ startMinute: 8 * 60, endMinute: 18 * 60 }));
const HOURS = [...WEEKDAYS, null, null];

/** The account's settings and its 10 sites, as the app's own calls save them. */
async function seed(settings: SettingsStore): Promise<void> {
  await settings.update(ACCOUNT, {
    zone: 'Europe/London',
    lastLocationId: 'site-1',
    timeOfDay: { startMinute: 7 * 60, endMinute: 19 * 60 },
  });
  await settings.updateSites(
    ACCOUNT,
    Array.from({ length: SITES }, (_, i) => ({
      locationId: `site-${i}`,
      zone: LOCATION_TEMPLATES[i % LOCATION_TEMPLATES.length]?.zone ?? 'UTC',
      hours: HOURS,
      target: { low: 0.6, high: 0.85 },
    })),
  );
}

/** One read as a request makes it: the account's settings, then its sites. */
async function read(settings: SettingsStore): Promise<string | null> {
  const s = await settings.get(ACCOUNT);
  const sites = await settings.sites(ACCOUNT);
  if (sites.size !== SITES) throw new Error(`Read ${sites.size} sites, not ${SITES}.`);
  return s.lastLocationId;
}

/** Times reads, one per turn of the event loop (as requests come), at least `count` and `ms` long. */
async function timedReads(
  settings: SettingsStore,
  count: number,
  minMs: number,
): Promise<{ times: number[]; changesSeen: number }> {
  const times: number[] = [];
  let changesSeen = 0;
  let before: string | null | undefined;
  const started = performance.now();
  while (times.length < count || performance.now() - started < minMs) {
    const t = performance.now();
    const last = await read(settings);
    times.push(performance.now() - t);
    if (before !== undefined && last !== before) changesSeen++;
    before = last;
    await new Promise((r) => setImmediate(r));
  }
  return { times, changesSeen };
}

/** The writer process, once it has opened the store. */
async function startWriter(
  repoRoot: string,
  dir: string,
): Promise<{
  go(): void;
  stop(): Promise<{ commits: number; ms: number }>;
  kill(): void;
}> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', WRITER, dir, ACCOUNT, String(SITES), String(WRITER_PER_SECOND)],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const lines = createInterface({ input: child.stdout });
  const next = (): Promise<string> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null): void =>
        reject(new Error(`The store writer exited (${code}): ${stderr}`));
      child.once('exit', onExit);
      lines.once('line', (line) => {
        child.off('exit', onExit);
        resolve(line);
      });
    });
  const ready = await next();
  if (ready !== 'ready') throw new Error(`The store writer said ${ready}: ${stderr}`);
  return {
    go: () => void child.stdin.write('go\n'),
    async stop() {
      const result = next();
      child.stdin.write('stop\n');
      return JSON.parse(await result) as { commits: number; ms: number };
    },
    kill: () => void (child.exitCode === null && child.kill('SIGKILL')),
  };
}

/** One run: a fresh seeded store, reads alone, then reads while the writer writes. */
async function storeRun(o: StoreBenchOptions): Promise<{
  times: number[];
  quiet: number[];
  changesSeen: number;
  commitsPerS: number;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'bookings-viewer-bench-store-'));
  const { store } = openStore(dir);
  let writer: Awaited<ReturnType<typeof startWriter>> | null = null;
  try {
    if (store.problem) throw new Error(store.problem.message);
    const settings = createSettingsStore(store);
    await seed(settings);
    writer = await startWriter(o.repoRoot, dir);
    await timedReads(settings, WARM_UP_READS, 0);
    const quiet = await timedReads(settings, MIN_READS, 0);
    writer.go();
    // Reads until the first of the writer's changes is seen, then a warm-up under writes.
    const waitUntil = performance.now() + 10_000;
    while ((await read(settings)) === 'site-1') {
      if (performance.now() > waitUntil) throw new Error('The writer changed nothing in 10 s.');
      await new Promise((r) => setTimeout(r, 1));
    }
    await timedReads(settings, WARM_UP_READS, 0);
    const busy = await timedReads(settings, MIN_READS, MIN_READ_MS);
    const written = await writer.stop();
    writer = null;
    return {
      times: busy.times,
      quiet: quiet.times,
      changesSeen: busy.changesSeen,
      commitsPerS: (written.commits / written.ms) * 1000,
    };
  } finally {
    writer?.kill();
    store.close();
    await rm(dir, { recursive: true, force: true });
  }
}

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** Times `runs` runs and returns settings_read_ms (the median of the runs' p95). */
export async function storeFigures(o: StoreBenchOptions): Promise<Figure[]> {
  const runs: Awaited<ReturnType<typeof storeRun>>[] = [];
  for (let r = 0; r < o.runs; r++) {
    const run = await storeRun(o);
    runs.push(run);
    o.log(
      `  store run ${r + 1}: ${run.times.length} reads, p95 ${p95(run.times).toFixed(3)} ms, median ${median(run.times).toFixed(3)} ms, max ${Math.max(...run.times).toFixed(1)} ms, ${run.times.filter((t) => t > 2).length} over 2 ms (alone: p95 ${p95(run.quiet).toFixed(3)} ms, max ${Math.max(...run.quiet).toFixed(1)} ms, ${run.quiet.filter((t) => t > 2).length} over 2 ms); writer ${run.commitsPerS.toFixed(0)} commits/s, ${run.changesSeen} new last locations seen by the reads`,
    );
  }
  return [
    figure(
      'settings_read_ms',
      'ms',
      runs.map((r) => p95(r.times)),
      { kind: 'at-most', value: 2 },
      '≤ 2 ms',
      {
        read: 'settings.get(account) then settings.sites(account), one per turn of the event loop',
        seeded: `one account (zone, last location, time of day) with ${SITES} sites, each with a zone, Mon–Fri 08:00–18:00 and a target`,
        writer: `another process, ${WRITER_PER_SECOND > 0 ? `${WRITER_PER_SECOND} commits/s at most` : 'as fast as it goes'}: last location and one site's target alternately, one transaction each (synchronous = FULL, WAL)`,
        warmUpReads: WARM_UP_READS,
        reads: runs.map((r) => r.times.length),
        medianReadMs: runs.map((r) => round(median(r.times))),
        maxReadMs: runs.map((r) => round(Math.max(...r.times))),
        readsOver2Ms: runs.map((r) => r.times.filter((t) => t > 2).length),
        writerCommitsPerS: runs.map((r) => Math.round(r.commitsPerS)),
        // Reads that saw another last location than the read before: the writes landed while timed.
        changesSeen: runs.map((r) => r.changesSeen),
        withoutWriterP95Ms: runs.map((r) => round(p95(r.quiet))),
        withoutWriterMedianMs: runs.map((r) => round(median(r.quiet))),
        withoutWriterMaxMs: runs.map((r) => round(Math.max(...r.quiet))),
        withoutWriterReadsOver2Ms: runs.map((r) => r.quiet.filter((t) => t > 2).length),
      },
    ),
  ];
}
