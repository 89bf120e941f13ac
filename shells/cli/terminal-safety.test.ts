/**
 * Text from the API (location ids and names, error bodies) and from argv must never act on the
 * terminal that shows the command line's messages: the built out/cli runs in plain Node against a
 * loopback API that answers with escape sequences, hyperlinks, an 8-bit CSI and bidi overrides.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '../../scripts/cli-build';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';
import { TERMINAL_UNSAFE as UNSAFE } from './testing/terminal-unsafe';

const BIN = builtCli();
const KEY = 'terminal-safety-key-0a1b2c';

const ESC = '\u001b';
const BEL = '\u0007';
const CLEAR_SCREEN = `${ESC}[2J`;
const HYPERLINK = `${ESC}]8;;https://evil.example/${BEL}click${ESC}]8;;${BEL}`;
const CSI_8BIT = '\u009b31m';
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';

const LOCATIONS = [
  { id: `twin-a${CLEAR_SCREEN}`, name: 'Twin' },
  { id: `twin-b${HYPERLINK}`, name: 'twin' },
  { id: `twin-c${CSI_8BIT}\r\nbookings-viewer: all fine`, name: 'TWIN' },
  { id: `twin-d${RIGHT_TO_LEFT_OVERRIDE}exe.txt`, name: ' Twin ' },
  { id: 'harbour', name: `Harbour ${CLEAR_SCREEN}${RIGHT_TO_LEFT_OVERRIDE}Office` },
  { id: 'quay', name: 'Quay' },
] as const;

const QUAY_BOOKING = {
  id: 'booking-1',
  start_time: '2026-03-02T09:00:00+00:00',
  end_time: '2026-03-02T10:00:00+00:00',
  user: { id: 'u1', name: `Ann${CSI_8BIT}${RIGHT_TO_LEFT_OVERRIDE}exe`, email: 'ann@example.com' },
  location: { id: 'quay', name: 'Quay' },
  bay: { id: 'bay-1', name: `Bay ${RIGHT_TO_LEFT_OVERRIDE}1\u0085`, tag: 'ev' },
};

let api: TestServer;
let home: string;

beforeAll(async () => {
  api = await startTestServer((req, res) => {
    if (req.url?.endsWith('/locations')) return sendJson(res, 200, LOCATIONS);
    if (req.url?.includes('/bookings?') && req.url.includes('location_id=quay'))
      return sendJson(res, 200, [QUAY_BOOKING]);
    return sendJson(res, 400, {
      error: `Bad day ${CLEAR_SCREEN}${HYPERLINK}\n${CSI_8BIT}${RIGHT_TO_LEFT_OVERRIDE}`,
    });
  });
  home = await mkdtemp(join(tmpdir(), 'bv-terminal-'));
});
afterAll(async () => {
  await api.close();
  await rm(home, { recursive: true, force: true });
});

function run(args: readonly string[]) {
  return runBin([process.execPath, BIN, ...args, '--base-url', api.origin], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: KEY },
  });
}

/** One line on stderr, ending in a newline, with nothing a terminal would act on. */
function expectOneSafeLine(stderr: string): void {
  expect(stderr.endsWith('\n'), JSON.stringify(stderr)).toBe(true);
  expect(stderr.split('\n'), JSON.stringify(stderr)).toHaveLength(2);
  expect(stderr, JSON.stringify(stderr)).not.toMatch(UNSAFE);
}

describe('the built command line keeps terminal controls out of its messages', () => {
  it('names ambiguous locations by ids the API sent with escapes, links, 8-bit CSI and bidi overrides', async () => {
    const result = await run(['bays', '--location', 'twin']);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout).toBe('');
    expectOneSafeLine(result.stderr);
    expect(result.stderr).toMatch(
      /^bookings-viewer: Several locations are named "twin"; use the id/,
    );
    // The ids are still recognisable, with their printable parts in the order the API sent them.
    for (const id of ['twin-a', 'twin-b', 'twin-c', 'twin-dexe.txt', 'https://evil.example/'])
      expect(result.stderr).toContain(id);
    // A carriage return cannot draw a fake line over the message.
    expect(result.stderr).toContain('31m bookings-viewer: all fine');
  });

  it('quotes an unknown location typed with terminal controls without acting on them', async () => {
    const result = await run([
      'bookings',
      '--location',
      `Harbour ${CLEAR_SCREEN}${HYPERLINK}${CSI_8BIT}${RIGHT_TO_LEFT_OVERRIDE}Office`,
      '--from',
      '2026-03-02',
    ]);
    expect(result.code).toBe(EXIT.usage);
    expectOneSafeLine(result.stderr);
    expect(result.stderr).toMatch(/^bookings-viewer: No location "Harbour .*Office"\. Run/);
  });

  it('quotes a server error body without its controls', async () => {
    const result = await run(['bookings', '--location', 'harbour', '--from', '2026-03-02']);
    expect(result.code).toBe(EXIT.networkOrServer);
    expectOneSafeLine(result.stderr);
    expect(result.stderr).toContain('Bad day');
  });

  // JSON.stringify escapes C0 but left the 8-bit CSI and the bidi override raw on stdout.
  it('prints the API’s data on stdout as JSON of the same value, its controls escaped', async () => {
    const result = await run(['locations']);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual(LOCATIONS);
    expect(result.stdout).not.toMatch(UNSAFE);
    expect(result.stdout).toContain('"twin-c\\u009b31m\\r\\nbookings-viewer: all fine"');
    expect(result.stdout).toContain('"twin-d\\u202eexe.txt"');
  });

  it('prints bookings on stdout as JSON of the same text, their controls escaped', async () => {
    const result = await run([
      'bookings',
      '--location',
      'quay',
      '--from',
      '2026-03-02',
      '--tz',
      'UTC',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect(result.stdout).not.toMatch(UNSAFE);
    const [booking] = JSON.parse(result.stdout) as {
      user: { name: string };
      bay: { name: string };
    }[];
    expect(booking?.user.name).toBe(QUAY_BOOKING.user.name);
    expect(booking?.bay.name).toBe(QUAY_BOOKING.bay.name);
    expect(result.stdout).toContain('Ann\\u009b31m\\u202eexe');
  });
});
