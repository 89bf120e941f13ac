import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { EXIT } from './exit-codes';
import { runCli } from './run';
import { captureIo } from './testing/capture-io';

const NOW = Date.parse('2026-03-15T12:00:00Z');
const KEY = 'test-key-9f8e7d6c5b4a';

let demo: DemoServer;
let home: string;
const seenOutput: string[] = [];

beforeAll(async () => {
  demo = await startDemoServer({ apiKey: KEY, now: NOW });
});
afterAll(async () => {
  await demo.close();
});
beforeEach(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-cli-'));
  demo.setFaults({});
});
afterEach(async () => {
  await rm(home, { recursive: true, force: true });
});

async function cli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = { BOOKINGS_API_KEY: KEY },
  stdin = '',
) {
  const captured = captureIo({ env: { BOOKINGS_VIEWER_HOME: home, ...env }, cwd: home, stdin });
  const code = await runCli(args, captured.io);
  const result = { code, stdout: captured.stdout(), stderr: captured.stderr() };
  seenOutput.push(result.stdout, result.stderr);
  return result;
}

const range = [
  '--location',
  'Harbour Office',
  '--from',
  '2026-03-02',
  '--to',
  '2026-03-20',
  '--tz',
  'Europe/London',
];

describe('the command line, in-process against the demo server', () => {
  it('prints help for every command and exits 0', async () => {
    const top = await cli(['--help']);
    expect(top.code).toBe(EXIT.ok);
    for (const name of ['accounts', 'locations', 'bays', 'bookings', 'export']) {
      expect(top.stdout).toContain(name);
      const one = await cli([name, '--help']);
      expect(one.code).toBe(EXIT.ok);
      expect(one.stdout).toMatch(/^Usage:/);
    }
    expect((await cli(['export', '--help'])).stdout).toContain('--no-bom');
    expect((await cli(['accounts', '--help'])).stdout).toContain('shell history');
  });

  it('lists locations and bays as JSON', async () => {
    const locations = await cli(['locations', '--base-url', demo.url]);
    expect(locations.code).toBe(EXIT.ok);
    const list = JSON.parse(locations.stdout) as { id: string; name: string }[];
    expect(list.map((l) => l.name)).toContain('Harbour Office');
    const bays = await cli(['bays', '--base-url', demo.host, '--location', 'harbour office']);
    expect(bays.code).toBe(EXIT.ok);
    const harbour = list.find((l) => l.name === 'Harbour Office');
    const bayList = JSON.parse(bays.stdout) as { location: { id: string } }[];
    expect(bayList.length).toBeGreaterThan(0);
    expect(bayList.every((b) => b.location.id === harbour?.id)).toBe(true);
  });

  it('prints bookings as JSON, each once, in start order, and export writes the same bookings', async () => {
    const bookings = await cli(['bookings', '--base-url', demo.url, ...range]);
    expect(bookings.code).toBe(EXIT.ok);
    const list = JSON.parse(bookings.stdout) as { id: string; startUtc: string }[];
    expect(list.length).toBeGreaterThan(10);
    expect(new Set(list.map((b) => b.id)).size).toBe(list.length);
    const starts = list.map((b) => Date.parse(b.startUtc));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);

    const exported = await cli(['export', '--base-url', demo.url, ...range, '--out', 'report.csv']);
    expect(exported.code).toBe(EXIT.ok);
    expect(exported.stderr).toBe('');
    const raw = await readFile(join(home, 'report.csv'));
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(raw, { bom: true }) as string[][];
    expect(rows[0]).toEqual(BOOKING_HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.map((b) => b.id));
    expect(rows.slice(1).every((r) => r[8] === 'Europe/London')).toBe(true);
  });

  it('--no-personal-data leaves the user columns empty and keeps every other one', async () => {
    const base = ['export', '--base-url', demo.url, ...range, '--out'];
    expect((await cli([...base, 'full.csv'])).code).toBe(EXIT.ok);
    const result = await cli([...base, 'counts.csv', '--no-personal-data']);
    expect(result.code).toBe(EXIT.ok);
    const read = async (name: string) =>
      parse(await readFile(join(home, name)), { bom: true }) as string[][];
    const full = await read('full.csv');
    const counts = await read('counts.csv');
    expect(full.slice(1).some((r) => r[4] !== '' && r[5] !== '')).toBe(true);
    expect(counts[0]).toEqual(BOOKING_HEADER);
    expect(counts.slice(1)).toEqual(
      full.slice(1).map((r) => r.map((cell, i) => (i === 4 || i === 5 ? '' : cell))),
    );
    expect((await cli(['export', '--help'])).stdout).toContain('--no-personal-data');
  });

  it('honours --delimiter ";" and --no-bom', async () => {
    const result = await cli([
      'export',
      '--base-url',
      demo.url,
      ...range,
      '--out',
      'semi.csv',
      '--delimiter',
      ';',
      '--no-bom',
    ]);
    expect(result.code).toBe(EXIT.ok);
    const text = await readFile(join(home, 'semi.csv'), 'utf8');
    expect(text.startsWith(`${BOOKING_HEADER.join(';')}\r\n`)).toBe(true);
  });

  it.each([
    [['frobnicate']],
    [['export', '--bogus']],
    [['bookings', '--base-url', 'x', '--location', 'L']],
    [['bookings', '--location', 'L', '--from', '2026-02-30']],
    [['bookings', '--location', 'L', '--from', '2026-03-02', '--to', '2026-03-01']],
    [['bookings', '--location', 'L', '--from', '2026-03-02', '--tz', 'Mars/Olympus']],
    [['bookings', '--location', 'L', '--period', 'fortnight']],
    [['bookings', '--location', 'L', '--period', 'today', '--from', '2026-03-02']],
    [['locations']],
    [['locations', '--account', 'a', '--base-url', 'http://127.0.0.1:1']],
    [['locations', '--base-url', 'http://example.com/api/integrations']],
    [['export', '--base-url', 'http://127.0.0.1:1', '--location', 'L', '--from', '2026-03-02']],
    [
      [
        'export',
        '--base-url',
        'http://127.0.0.1:1',
        '--location',
        'L',
        '--from',
        '2026-03-02',
        '--out',
        'x.csv',
        '--delimiter',
        '|',
      ],
    ],
    [['accounts']],
    [['accounts', 'add', '--label', 'A', '--host', 'a.example.com', '--api-key', KEY]],
  ])('exits 2 on a usage error: %j', async (args) => {
    const result = await cli(args);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^bookings-viewer: /);
    expect(result.stdout).toBe('');
  });

  it('exits 2 naming the variable when the proxy setting is not a URL it can use', async () => {
    const result = await cli(['locations', '--base-url', demo.url], {
      BOOKINGS_API_KEY: KEY,
      HTTPS_PROXY: 'socks5://carol:hunter2@socks.corp:1080',
    });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toMatch(
      /^bookings-viewer: HTTPS_PROXY must be an http:\/\/ or https:\/\//,
    );
    expect(result.stderr).not.toContain('hunter2');
  });

  it('exits 2 without a key for --base-url, and for an unknown location', async () => {
    expect((await cli(['locations', '--base-url', demo.url], {})).code).toBe(EXIT.usage);
    const unknown = await cli([
      'bookings',
      '--base-url',
      demo.url,
      '--location',
      'Atlantis',
      '--from',
      '2026-03-02',
    ]);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toContain('Atlantis');
  });

  it('exits 3 when the key is rejected', async () => {
    const result = await cli(['locations', '--base-url', demo.url], {
      BOOKINGS_API_KEY: 'wrong-key-123456',
    });
    expect(result.code).toBe(EXIT.auth);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toContain('wrong-key-123456');
  });

  it('exits 2 for a key too short to be real, saying so before any request', async () => {
    const before = demo.stats.requests;
    const result = await cli(['locations', '--base-url', demo.url], { BOOKINGS_API_KEY: 'x' });
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toBe(
      'bookings-viewer: BOOKINGS_API_KEY: The API key is too short (1 character): a real key has at least 8. Paste the whole key your administrator gave you.\n',
    );
    expect(demo.stats.requests).toBe(before);
  });

  it('masks a wrong key only where it stands alone, not inside other words', async () => {
    // "dministrator" is inside "administrator" in the message: that word stays whole.
    const inside = await cli(['locations', '--base-url', demo.url], {
      BOOKINGS_API_KEY: 'dministrator',
    });
    expect(inside.code).toBe(EXIT.auth);
    expect(inside.stderr).toContain('ask your administrator for a new one');
  });

  it('exits 4 when nothing listens on the port', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = s.address() as { port: number };
        s.close(() => resolve(p));
      });
    });
    const result = await cli([
      'locations',
      '--base-url',
      `http://127.0.0.1:${port}/api/integrations`,
    ]);
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exits 4 when the server fails, and the export keeps the existing file', async () => {
    await writeFile(join(home, 'keep.csv'), 'last week');
    demo.setFaults({ failureRate: 1, failureStatus: 503 });
    const result = await cli(['export', '--base-url', demo.url, ...range, '--out', 'keep.csv']);
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(await readFile(join(home, 'keep.csv'), 'utf8')).toBe('last week');
    expect((await readdir(home)).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('exits 5 on malformed JSON', async () => {
    demo.setFaults({ malformedJson: true });
    const result = await cli([
      'bookings',
      '--base-url',
      demo.url,
      '--location',
      '00000000-0000-0000-0000-000000000000',
      '--from',
      '2026-03-02',
    ]);
    expect(result.code).toBe(EXIT.invalidResponse);
    const locations = await cli(['locations', '--base-url', demo.url]);
    expect(locations.code).toBe(EXIT.invalidResponse);
    expect(locations.stdout).toBe('');
  });

  it('uses the built-in demo company through the backend with --account demo', async () => {
    const accounts = await cli(['accounts', 'list'], {});
    expect(accounts.code).toBe(EXIT.ok);
    expect((JSON.parse(accounts.stdout) as { id: string }[]).map((a) => a.id)).toContain('demo');
    const locations = await cli(['locations', '--account', 'Demo company'], {});
    expect(locations.code).toBe(EXIT.ok);
    expect(JSON.parse(locations.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Harbour Office' })]),
    );
    const unknown = await cli(['locations', '--account', 'Nobody'], {});
    expect(unknown.code).toBe(EXIT.usage);
  });

  it('adds an account with the key from the environment, or says why the keychain cannot hold it', async () => {
    const added = await cli(['accounts', 'add', '--label', 'Local', '--host', demo.host], {
      BOOKINGS_API_KEY: KEY,
      BOOKINGS_VIEWER_KEYCHAIN_SERVICE: `Bookings Viewer test ${process.pid}`,
    });
    if (added.code === EXIT.ok) {
      expect(JSON.parse(added.stdout)).toMatchObject({ label: 'Local', host: demo.host });
      const removed = await cli(['accounts', 'remove', 'Local'], {
        BOOKINGS_VIEWER_KEYCHAIN_SERVICE: `Bookings Viewer test ${process.pid}`,
      });
      expect(removed.code).toBe(EXIT.ok);
    } else {
      expect(added.code).toBe(EXIT.other);
      expect(added.stderr).toMatch(/keychain/i);
    }
  });

  it('reads the key for accounts add from stdin, and refuses to go on without one', async () => {
    const service = { BOOKINGS_VIEWER_KEYCHAIN_SERVICE: `Bookings Viewer test ${process.pid}` };
    const none = await cli(
      ['accounts', 'add', '--label', 'Piped', '--host', demo.host],
      service,
      '',
    );
    expect(none.code).toBe(EXIT.usage);
    expect(none.stderr).toContain('BOOKINGS_API_KEY');
    const piped = await cli(
      ['accounts', 'add', '--label', 'Piped', '--host', demo.host],
      service,
      `${KEY}\n`,
    );
    // Past the key: either saved, or stopped by a machine without a keychain (exit 1), never a usage error.
    expect([EXIT.ok, EXIT.other]).toContain(piped.code);
    if (piped.code === EXIT.ok) {
      expect((await cli(['accounts', 'remove', 'Piped'], service)).code).toBe(EXIT.ok);
    }
  });

  it('filters an export by tag and search', async () => {
    const tagged = await cli([
      'export',
      '--base-url',
      demo.url,
      ...range,
      '--out',
      'ev.csv',
      '--tag',
      'EV',
    ]);
    expect(tagged.code).toBe(EXIT.ok);
    const rows = (parse(await readFile(join(home, 'ev.csv')), { bom: true }) as string[][]).slice(
      1,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r[3] === 'EV')).toBe(true);
    const searched = await cli([
      'export',
      '--base-url',
      demo.url,
      ...range,
      '--out',
      's.csv',
      '--search',
      'courtyard',
    ]);
    expect(searched.code).toBe(EXIT.ok);
    const found = (parse(await readFile(join(home, 's.csv')), { bom: true }) as string[][]).slice(
      1,
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => `${r[2]} ${r[4]} ${r[5]}`.toLowerCase().includes('courtyard'))).toBe(
      true,
    );
  });

  it('never prints the API key', () => {
    for (const text of seenOutput) expect(text).not.toContain(KEY);
  });
});
