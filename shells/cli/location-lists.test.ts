/**
 * The built command line (out/cli) against a loopback API whose lists repeat themselves: a location,
 * a bay and a booking listed twice are each counted and written once, and every location's report
 * asks for the company's bays once, however many locations there are.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { builtCli } from '#scripts/cli-build';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
const KEY = 'location-lists-key-5e2f';

const LOCATIONS = [
  { id: 'loc-0', name: 'Harbour' },
  { id: 'loc-1', name: 'Quay' },
  { id: 'loc-2', name: 'Depot' },
  // The same location again, later in the list: the first is the one kept.
  { id: 'loc-0', name: 'Harbour (again)' },
];
const ONCE = LOCATIONS.slice(0, 3);

const baysOf = (l: (typeof LOCATIONS)[number]) =>
  ['a', 'b'].map((b) => ({ id: `${l.id}-${b}`, name: `Bay ${b}`, tag: 'EV', location: l }));
// Bay a of the first location is listed twice.
const BAYS = [...ONCE.flatMap(baysOf), baysOf(LOCATIONS[0] as (typeof LOCATIONS)[number])[0]];

/** Two bookings on 2 March 2026 at the location, the first sent twice in the same answer. */
function bookingsAt(locationId: string) {
  const location = ONCE.find((l) => l.id === locationId);
  if (!location) return [];
  const [bayA, bayB] = baysOf(location);
  const booking = (n: number, bay: typeof bayA, hour: number) => ({
    id: `${locationId}-k${n}`,
    start_time: `2026-03-02T${hour}:00:00+00:00`,
    end_time: `2026-03-02T${hour + 2}:00:00+00:00`,
    user: { id: `u${n}`, name: `Person ${n}`, email: `p${n}@example.com` },
    location,
    bay,
  });
  const first = booking(1, bayA, 10);
  return [first, booking(2, bayB, 12), first];
}

let api: TestServer;
let home: string;

beforeAll(async () => {
  api = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.endsWith('/locations')) return sendJson(res, 200, LOCATIONS);
    if (url.pathname.endsWith('/bays')) return sendJson(res, 200, BAYS);
    if (url.pathname.endsWith('/bookings')) {
      const [min, max] = ['time_min', 'time_max'].map((k) =>
        Date.parse(url.searchParams.get(k) ?? ''),
      );
      const overlapping = bookingsAt(url.searchParams.get('location_id') ?? '').filter(
        (b) =>
          Date.parse(b.start_time) < (max as number) && Date.parse(b.end_time) > (min as number),
      );
      return sendJson(res, 200, overlapping);
    }
    return sendJson(res, 404, { error: 'Not found' });
  });
  home = await mkdtemp(join(tmpdir(), 'bv-location-lists-'));
});
afterAll(async () => {
  await api.close();
  await rm(home, { recursive: true, force: true });
});

/** Runs the built command line; what it printed, and how many times it asked for /bays. */
async function run(args: readonly string[]) {
  const before = api.requests.length;
  const result = await runBin([process.execPath, BIN, ...args, '--base-url', api.origin], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: KEY },
  });
  const baysRequests = api.requests
    .slice(before)
    .filter((r) => new URL(r.url, 'http://127.0.0.1').pathname.endsWith('/bays')).length;
  return { ...result, baysRequests };
}

const csv = async (name: string) =>
  parse((await readFile(join(home, name), 'utf8')).replace(/^\ufeff/, '')) as string[][];
const day = ['--from', '2026-03-02', '--tz', 'UTC'];

describe('lists that repeat themselves, from the built command line', () => {
  it('lists each location once, as first listed', async () => {
    const result = await run(['locations']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).toEqual(ONCE);
  });

  it('prints a booking the API sent twice once', async () => {
    const result = await run(['bookings', '--location', 'loc-0', ...day]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect((JSON.parse(result.stdout) as { id: string }[]).map((b) => b.id)).toEqual([
      'loc-0-k1',
      'loc-0-k2',
    ]);
  });

  it('exports every location’s bookings once, with one bays list', async () => {
    const result = await run(['export', '--location', 'all', ...day, '--out', 'all.csv']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const [header, ...rows] = await csv('all.csv');
    const id = header?.indexOf('booking_id') ?? -1;
    expect(rows.map((r) => r[id]).sort()).toEqual(
      ONCE.flatMap((l) => [`${l.id}-k1`, `${l.id}-k2`]).sort(),
    );
    expect(result.baysRequests).toBe(1);
  });

  it('reports every location once, each bay and booking counted once, with one bays list', async () => {
    const result = await run([
      'insights',
      '--location',
      'all',
      '--by',
      'location',
      ...day,
      '--compare',
      'previous',
      '--out',
      'by-location.csv',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const [header, ...rows] = await csv('by-location.csv');
    const column = (name: string) => rows.map((r) => r[header?.indexOf(name) ?? -1]);
    expect(column('location')).toEqual(['Harbour', 'Quay', 'Depot']);
    expect(column('bays')).toEqual(['2', '2', '2']);
    expect(column('bookings')).toEqual(['2', '2', '2']);
    // Both periods, every location: one GET /bays.
    expect(result.baysRequests).toBe(1);
  });

  it('writes the All locations workbook over 3 locations, with one bays list', async () => {
    const result = await run(['report', '--location', 'all', ...day, '--out', 'all.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = XLSX.read(await readFile(join(home, 'all.xlsx')));
    const summary = XLSX.utils.sheet_to_json<string[]>(workbook.Sheets.Summary as XLSX.WorkSheet, {
      header: 1,
    });
    expect(summary.find((r) => r[0] === 'Location')?.[1]).toBe('All locations (3)');
    const byLocation = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      workbook.Sheets['By location'] as XLSX.WorkSheet,
    );
    expect(byLocation.map((r) => r.Location)).toEqual([
      'Harbour',
      'Quay',
      'Depot',
      'All locations',
    ]);
    expect(byLocation.map((r) => r.Bookings)).toEqual([2, 2, 2, 6]);
    expect(result.baysRequests).toBe(1);
  });

  it('asks for the bays once for a location’s workbook with its bookings', async () => {
    const result = await run([
      'report',
      '--location',
      'loc-1',
      ...day,
      '--with-bookings',
      '--out',
      'quay.xlsx',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect(result.baysRequests).toBe(1);
  });
});
