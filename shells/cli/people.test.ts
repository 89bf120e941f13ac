// Issue 40's hand-worked week from the built command line (out/cli) in plain Node: `people` ranked
// by booked hours over both sites, found however a name is typed, and `insights --by domain`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { builtCli } from '#scripts/cli-build';
import type { TestServer } from '../../backend/api/testing/http-server';
import { PEOPLE_KEY, PEOPLE_WEEK, startPeopleApi } from '../../backend/api/testing/people-api';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

let api: TestServer;
let home = '';

beforeAll(async () => {
  api = await startPeopleApi();
  home = await mkdtemp(join(tmpdir(), 'bv-people-'));
});

afterAll(async () => {
  await api.close();
  await rm(home, { recursive: true, force: true });
});

const run = (args: readonly string[]) =>
  runBin([process.execPath, builtCli(), ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: PEOPLE_KEY },
  });

/** Runs a people file of every site over the week; its header and rows. */
async function peopleFile(out: string, extra: readonly string[] = [], command = 'people') {
  const result = await run([
    command,
    '--base-url',
    `${api.origin}/api/integrations`,
    '--location',
    'all',
    '--from',
    PEOPLE_WEEK.from,
    '--to',
    PEOPLE_WEEK.to,
    '--tz',
    'Europe/Berlin',
    '--delimiter',
    ',',
    '--no-bom',
    ...extra,
    '--out',
    out,
  ]);
  expect(result.code, result.stderr).toBe(EXIT.ok);
  const [header, ...rows] = parse(await readFile(join(home, out), 'utf8')) as string[][];
  return { header: header?.join(','), rows, result };
}

describe('people from the built command line', () => {
  it('ranks everyone who booked by booked hours, a booking without a user no person', async () => {
    const { header, rows } = await peopleFile('people.csv');
    expect(header).toBe(
      'name,email,bookings,days,sites,booked_hours,median_booking_minutes,outside_hours_share,double_bookings',
    );
    expect(rows.map((r) => [r[0], r[2], r[3], r[4], Number(r[5])])).toEqual([
      ['Siobhán O’Neill', '3', '3', '2', 20],
      ['Kim Vance', '2', '2', '1', 16],
      ['José Müller', '1', '1', '1', 3],
      ['Łukasz Øvergaard', '1', '1', '1', 2],
      ['Lin Chen', '1', '1', '1', 1],
    ]);
    expect(rows[0]?.[6]).toBe('360');
  });

  it('finds exactly that person however the name is typed', async () => {
    for (const [search, name] of [
      ['oneill', 'Siobhán O’Neill'],
      ['jose muller', 'José Müller'],
      ['mueller', 'José Müller'],
      ['lukasz overgaard', 'Łukasz Øvergaard'],
    ] as const) {
      const { rows } = await peopleFile(`search-${search.replace(/\W/g, '')}.csv`, [
        '--search',
        search,
      ]);
      expect(
        rows.map((r) => r[0]),
        search,
      ).toEqual([name]);
    }
  });

  it('writes each e-mail domain’s people, bookings, booked hours and share (insights --by domain)', async () => {
    const { header, rows } = await peopleFile('domains.csv', ['--by', 'domain'], 'insights');
    expect(header).toBe('domain,people,bookings,booked_hours,share_of_booked_hours');
    expect(rows.map((r) => [r[0], r[1], r[2], Number(r[3]), Number(r[4])])).toEqual([
      ['acme.example', '4', '6', 26, Number((26 / 42).toFixed(4))],
      ['contractor.example', '1', '2', 16, Number((16 / 42).toFixed(4))],
    ]);
  });

  it('writes the people as a German workbook', async () => {
    const result = await run([
      'people',
      '--base-url',
      `${api.origin}/api/integrations`,
      '--location',
      'all',
      '--from',
      PEOPLE_WEEK.from,
      '--to',
      PEOPLE_WEEK.to,
      '--tz',
      'Europe/Berlin',
      '--lang',
      'de',
      '--out',
      'people.xlsx',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const book = XLSX.read(await readFile(join(home, 'people.xlsx')));
    expect(book.SheetNames).toEqual(['Personen']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Personen!, { header: 1 });
    expect(rows[0]).toEqual([
      'Name',
      'E-Mail',
      'Buchungen',
      'Tage',
      'Standorte',
      'Gebuchte Stunden',
      'Median einer Buchung (Minuten)',
      'Anteil außerhalb der Öffnungszeiten',
      'Doppelbuchungen',
    ]);
    expect(rows[1]?.slice(0, 3)).toEqual(['Siobhán O’Neill', 'siobhan.oneill@acme.example', 3]);
  });
});
