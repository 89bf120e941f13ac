import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { builtCli } from '../../scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
const KEY = 'bin-test-key-1a2b3c4d5e';

let demo: DemoServer;
let home: string;

beforeAll(async () => {
  demo = await startDemoServer({ apiKey: KEY, now: Date.parse('2026-03-15T12:00:00Z') });
  home = await mkdtemp(join(tmpdir(), 'bv-bin-'));
});
afterAll(async () => {
  await demo.close();
  await rm(home, { recursive: true, force: true });
});

/** Runs the real bin in a child process, as cron would; `onSpawn` may signal it. */
function run(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  onSpawn?: (child: ChildProcess) => void,
) {
  return runBin([process.execPath, BIN, ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home, ...env },
    onSpawn,
  });
}

describe('the built command line (out/cli), as a separate process', () => {
  it('prints help and exits 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toContain('Usage: bookings-viewer <command>');
  });

  it('exports a CSV end to end and exits 0, silently when stderr is not a terminal', async () => {
    const result = await run(
      [
        'export',
        '--base-url',
        demo.url,
        '--location',
        'Harbour Office',
        '--from',
        '2026-03-01',
        '--to',
        '2026-03-14',
        '--tz',
        'UTC',
        '--out',
        'out.csv',
      ],
      { BOOKINGS_API_KEY: KEY },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    const rows = parse(await readFile(join(home, 'out.csv')), { bom: true }) as string[][];
    expect(rows.length).toBeGreaterThan(2);
  });

  it('writes the same CSV bytes whatever the machine’s locale, its separator given (ISO dates, the documented columns)', async () => {
    const exportIn = async (locale: string) => {
      const out = `locale-${locale}.csv`;
      const result = await run(
        [
          'export',
          '--base-url',
          demo.url,
          '--location',
          'Harbour Office',
          '--from',
          '2026-03-28',
          '--to',
          '2026-03-29',
          '--tz',
          'Europe/Berlin',
          // Without it the separator is the locale's (`;` in de_DE): report-languages.test.ts.
          '--delimiter',
          ',',
          '--out',
          out,
        ],
        { BOOKINGS_API_KEY: KEY, LC_ALL: locale, LANG: locale },
      );
      expect(result.code, result.stderr).toBe(EXIT.ok);
      return readFile(join(home, out));
    };
    const reference = await exportIn('C');
    for (const locale of ['en_US.UTF-8', 'de_DE.UTF-8', 'ja_JP.UTF-8'])
      expect((await exportIn(locale)).equals(reference), locale).toBe(true);
    const rows = parse(reference, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'booking_id',
      'location',
      'bay',
      'bay_tag',
      'user_name',
      'user_email',
      'start_local',
      'end_local',
      'timezone',
      'start_utc',
      'end_utc',
      'duration_minutes',
    ]);
    expect(rows[1]?.[6]).toMatch(/^2026-03-2\d \d\d:\d\d:\d\d$/);
    expect(rows[1]?.[9]).toMatch(/^2026-03-2\dT\d\d:\d\d:\d\dZ$/);
  });

  it('exits 2 on a usage error with one line on stderr and no stack trace', async () => {
    const result = await run(['bookings', '--from', 'tomorrow']);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('exits 5 on malformed JSON, never printing the key', async () => {
    demo.setFaults({ malformedJson: true });
    try {
      const result = await run(['locations', '--base-url', demo.url], { BOOKINGS_API_KEY: KEY });
      expect(result.code).toBe(EXIT.invalidResponse);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr + result.stdout).not.toContain(KEY);
    } finally {
      demo.setFaults({});
    }
  });

  it('Ctrl+C during an export exits 130, removes the temporary file and keeps the old report', async () => {
    await writeFile(join(home, 'weekly.csv'), 'last week');
    demo.setFaults({ latencyMs: 1500 });
    demo.resetStats();
    try {
      const result = await run(
        [
          'export',
          '--base-url',
          demo.url,
          '--location',
          'Harbour Office',
          '--from',
          '2026-02-01',
          '--to',
          '2026-03-14',
          '--out',
          'weekly.csv',
        ],
        { BOOKINGS_API_KEY: KEY },
        (child) => {
          // Interrupt once a bookings request is in flight (the server holds it for 1.5 s).
          const poll = setInterval(() => {
            if (demo.stats.bookingsRequests > 0) {
              clearInterval(poll);
              child.kill('SIGINT');
            }
          }, 20);
          child.on('close', () => clearInterval(poll));
        },
      );
      expect(result.code).toBe(EXIT.interrupted);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(await readFile(join(home, 'weekly.csv'), 'utf8')).toBe('last week');
      expect((await readdir(home)).filter((n) => n.endsWith('.partial'))).toEqual([]);
    } finally {
      demo.setFaults({});
    }
  });
});
