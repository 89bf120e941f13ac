// The built command line against servers that never stop: an endless answer ends with an error
// naming the host and the limit (exit 5) and leaves files as they were; a proxy that closes every
// connection gets a CONNECT per attempt (exit 4), not a storm. Run as cron runs it, in a child.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClosingProxy, type ClosingPoint } from '../../backend/api/testing/closing-proxy';
import { streamBlankJson } from '../../backend/api/testing/endless-answer';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { builtCli } from '../../scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
const KEY = 'hostile-server-key-4d2a9b';
const LOCATION = { id: 'loc-1', name: 'Depot' };

let home: string;
/** Every answer endless. */
let endless: TestServer;
/** Locations and bays answer; bookings never end. */
let api: TestServer;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-hostile-'));
  endless = await startTestServer((_req, res) => streamBlankJson(res));
  api = await startTestServer((req, res) => {
    const path = req.url ?? '';
    if (path.startsWith('/api/integrations/locations')) return sendJson(res, 200, [LOCATION]);
    if (path.startsWith('/api/integrations/bays')) return sendJson(res, 200, []);
    return streamBlankJson(res);
  });
});

afterAll(async () => {
  await Promise.all([endless?.close(), api?.close()]);
  await rm(home, { recursive: true, force: true });
});

function run(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  return runBin([process.execPath, BIN, ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: join(home, 'data'), BOOKINGS_API_KEY: KEY, ...env },
  });
}

const baseUrl = (server: TestServer) => `${server.origin}/api/integrations`;
const tooLarge = (server: TestServer, mb: number) =>
  `bookings-viewer: ${server.host} sent an answer larger than ${mb} MB, the most Bookings Viewer reads, so it stopped reading. If the answer should be that large, raise the limit with BOOKINGS_VIEWER_MAX_RESPONSE_MB (or --max-response-mb on the command line); otherwise tell your administrator.\n`;

describe('the command line and an endless answer', () => {
  it('stops at --max-response-mb, naming the host and the limit, and exits 5', async () => {
    const result = await run([
      'locations',
      '--base-url',
      baseUrl(endless),
      '--max-response-mb',
      '1',
    ]);
    expect(result.stderr).toBe(tooLarge(endless, 1));
    expect(result.code).toBe(EXIT.invalidResponse);
    expect(result.stdout).toBe('');
  });

  it('takes the limit from BOOKINGS_VIEWER_MAX_RESPONSE_MB, the option first', async () => {
    const fromEnv = await run(['locations', '--base-url', baseUrl(endless)], {
      BOOKINGS_VIEWER_MAX_RESPONSE_MB: '2',
    });
    expect(fromEnv.stderr).toBe(tooLarge(endless, 2));
    expect(fromEnv.code).toBe(EXIT.invalidResponse);
    const both = await run(
      ['locations', '--base-url', baseUrl(endless), '--max-response-mb', '1'],
      {
        BOOKINGS_VIEWER_MAX_RESPONSE_MB: '2',
      },
    );
    expect(both.stderr).toBe(tooLarge(endless, 1));
  });

  it('refuses a limit that is not a whole number of MB from 1 to 500, before any request', async () => {
    const before = endless.requests.length;
    for (const [args, env, source] of [
      [['--max-response-mb', '0'], {}, '--max-response-mb'],
      [['--max-response-mb', '1.5'], {}, '--max-response-mb'],
      [[], { BOOKINGS_VIEWER_MAX_RESPONSE_MB: '501' }, 'BOOKINGS_VIEWER_MAX_RESPONSE_MB'],
    ] as const) {
      const result = await run(['locations', '--base-url', baseUrl(endless), ...args], env);
      expect(result.code).toBe(EXIT.usage);
      expect(result.stderr).toMatch(
        new RegExp(`^bookings-viewer: ${source} must be a whole number of MB from 1 to 500, not`),
      );
    }
    expect(endless.requests.length).toBe(before);
  });

  it('leaves an existing export file as it was when the bookings never end', async () => {
    const out = join(home, 'week.csv');
    await writeFile(out, 'the export of last week\n');
    const result = await run([
      'export',
      '--base-url',
      baseUrl(api),
      '--location',
      LOCATION.name,
      '--from',
      '2026-03-02',
      '--to',
      '2026-03-08',
      '--tz',
      'UTC',
      '--out',
      out,
      '--max-response-mb',
      '1',
    ]);
    expect(result.stderr).toBe(tooLarge(api, 1));
    expect(result.code).toBe(EXIT.invalidResponse);
    expect(await readFile(out, 'utf8')).toBe('the export of last week\n');
    expect(await readdir(home)).not.toContainEqual(expect.stringMatching(/\.partial$/));
  });
});

describe('the command line and a proxy that closes every connection', () => {
  /** A company host only a proxy could reach: loopback is never proxied. */
  const company = 'https://bookings.acme.test/api/integrations';

  it.each<[ClosingPoint, RegExp]>([
    ['request', /^bookings-viewer: The proxy at http:\/\/127\.0\.0\.1:\d+ closed the connection/],
    ['established', /^bookings-viewer: Could not connect to bookings\.acme\.test\./],
  ])('makes one CONNECT per attempt when it closes at the %s', async (point, message) => {
    const proxy = await startClosingProxy(point);
    try {
      const result = await run(['locations', '--base-url', company], { HTTPS_PROXY: proxy.url });
      expect(result.stderr).toMatch(message);
      expect(result.code).toBe(EXIT.networkOrServer);
      // The first attempt and the client's 3 retries.
      expect(proxy.connects).toBe(4);
    } finally {
      await proxy.close();
    }
  });
});
