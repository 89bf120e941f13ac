// The built command line against one hostile API (backend/api/testing/hostile-api.ts), as
// cron runs it, in a child: nothing crashes ("Something went wrong inside" never appears), every
// failure is named with its exit code, and every export either completes or leaves the file as it was.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Attack, LONG_TEXT, startHostileApi } from '../../backend/api/testing/hostile-api';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { builtCli } from '../../scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
const KEY = 'hostile-api-key-7c1e';
/** Raw terminal controls: C0 (bar tab and newline), DEL, C1, bidi controls. */
// eslint-disable-next-line no-control-regex -- controls are what it looks for
const RAW_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

let home: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-hostile-api-'));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await rm(home, { recursive: true, force: true });
});

async function serve(attack: Attack): Promise<TestServer> {
  const server = await startHostileApi(attack);
  servers.push(server);
  return server;
}

function run(server: TestServer, args: readonly string[]) {
  return runBin(
    [process.execPath, BIN, ...args, '--base-url', `${server.origin}/api/integrations`],
    {
      cwd: home,
      env: { HOME: home, BOOKINGS_VIEWER_HOME: join(home, 'data'), BOOKINGS_API_KEY: KEY },
    },
  );
}

const WEEK = ['--from', '2026-03-02', '--to', '2026-03-08', '--tz', 'UTC'];

describe('the command line against nasty text, duplicate ids and dates out of range', () => {
  it('lists each location once, as JSON that parses to the API’s text with no raw control', async () => {
    const api = await serve({ kind: 'nasty-text' });
    const result = await run(api, ['locations']);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).not.toMatch(RAW_CONTROLS);
    const listed = JSON.parse(result.stdout) as { id: string; name: string }[];
    expect(listed.map((l) => l.id)).toEqual(['loc-1', 'loc-2']);
    expect(listed[1]?.name).toBe('\u202eSite two');
  });

  it('exports a workbook whose long cells are cut and counted, and a CSV that keeps them whole', async () => {
    const api = await serve({ kind: 'nasty-text' });
    const xlsx = join(home, 'nasty.xlsx');
    const workbook = await run(api, [
      'export',
      '--location',
      'loc-1',
      ...WEEK,
      '--format',
      'xlsx',
      '--out',
      xlsx,
    ]);
    expect(workbook.stderr).not.toMatch(/Something went wrong/);
    expect(workbook.code).toBe(EXIT.ok);
    expect(workbook.stderr).toMatch(/cut at Excel's limit|cut to Excel|32,767/i);
    expect((await readFile(xlsx)).subarray(0, 2).toString()).toBe('PK');

    const csv = join(home, 'nasty.csv');
    const text = await run(api, ['export', '--location', 'loc-1', ...WEEK, '--out', csv]);
    expect(text.code).toBe(EXIT.ok);
    const written = await readFile(csv, 'utf8');
    // A record starts each line that begins with a booking id (the names hold CR LF of their own).
    const ids = [...written.matchAll(/(?:^|\r\n)(b-(?:1|old|far)),/g)].map((m) => m[1]);
    // The booking listed twice is written once; the years 0000 and 9999 are written as they are.
    expect(ids.sort()).toEqual(['b-1', 'b-far', 'b-old']);
    expect(written).toContain('0000-01-01');
    expect(written).toContain('9999-12-31');
    // Kept whole: the 40,000-character name is in the CSV, not cut.
    expect(written).toContain(LONG_TEXT);
  });

  it('reports every location, each counted once', async () => {
    const api = await serve({ kind: 'nasty-text' });
    const out = join(home, 'report.xlsx');
    const result = await run(api, ['report', '--location', 'all', ...WEEK, '--out', out]);
    expect(result.stderr).not.toMatch(/Something went wrong/);
    expect(result.code).toBe(EXIT.ok);
    expect((await readFile(out)).subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the command line against answers that break the connection', () => {
  it('gives up on a closed connection after its retries, leaving the old file', async () => {
    const api = await serve({ kind: 'close' });
    const out = join(home, 'closed.csv');
    await writeFile(out, 'last week\n');
    const result = await run(api, ['export', '--location', 'loc-1', ...WEEK, '--out', out]);
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(result.stderr).toMatch(/^bookings-viewer: /);
    expect(result.stderr).not.toMatch(/Something went wrong/);
    // The first attempt and 3 retries, no more.
    expect(api.requests.length).toBeGreaterThan(0);
    expect(api.requests.length).toBeLessThanOrEqual(4);
    expect(await readFile(out, 'utf8')).toBe('last week\n');
  });

  it('stops at a huge answer with the host and the limit named', async () => {
    const api = await serve({ kind: 'huge-body', megabytes: 3 });
    const result = await run(api, ['bays', '--max-response-mb', '1']);
    expect(result.code).toBe(EXIT.invalidResponse);
    expect(result.stderr).toContain(`${api.host} sent an answer larger than 1 MB`);
  });

  it('follows no redirect to another host, and the key never goes there', async () => {
    const elsewhere = await startTestServer((_req, res) => sendJson(res, 200, []));
    servers.push(elsewhere);
    const api = await serve({ kind: 'redirect', to: elsewhere.origin });
    const result = await run(api, ['locations']);
    expect(result.code).not.toBe(EXIT.ok);
    expect(result.stderr).toMatch(/^bookings-viewer: /);
    expect(result.stderr).not.toMatch(/Something went wrong/);
    expect(elsewhere.requests.filter((r) => r.headers.apikey !== undefined)).toEqual([]);
  });
});
