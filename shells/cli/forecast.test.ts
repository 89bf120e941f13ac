// Issue 41's hand-worked site from the built command line (out/cli) in plain Node: `forecast` of the
// weeks ahead, and its back-test. Under --base-url the site has no saved hours: every day is open.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { builtCli } from '#scripts/cli-build';
import type { TestServer } from '../../backend/api/testing/http-server';
import { STEADY_KEY, startSteadyApi } from '../../backend/api/testing/steady-api';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

let api: TestServer;
let home = '';

beforeAll(async () => {
  api = await startSteadyApi();
  home = await mkdtemp(join(tmpdir(), 'bv-forecast-'));
});

afterAll(async () => {
  await api.close();
  await rm(home, { recursive: true, force: true });
});

const forecast = (extra: readonly string[]) =>
  runBin(
    [
      process.execPath,
      builtCli(),
      'forecast',
      '--base-url',
      `${api.origin}/api/integrations`,
      '--location',
      'Steady Yard',
      '--from',
      '2026-06-01',
      '--tz',
      'Europe/London',
      ...extra,
    ],
    { cwd: home, env: { HOME: home, BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: STEADY_KEY } },
  );

describe('forecast from the built command line', () => {
  it('writes each open day ahead: its booked peak, the peak to expect and its status', async () => {
    const result = await forecast(['--delimiter', ',', '--no-bom', '--out', 'ahead.csv']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const [header, ...rows] = parse(await readFile(join(home, 'ahead.csv'), 'utf8')) as string[][];
    expect(header?.join(',')).toBe(
      'location,date,weekday,bays,booked_peak,expected_peak,expected_low,expected_high,status',
    );
    expect(rows).toHaveLength(28);
    expect(rows[0]).toEqual([
      'Steady Yard',
      '2026-06-01',
      'Monday',
      '6',
      '6',
      '6',
      '6',
      '6',
      'full',
    ]);
    expect(rows[1]).toEqual([
      'Steady Yard',
      '2026-06-02',
      'Tuesday',
      '6',
      '1',
      '3',
      '3',
      '3',
      'room',
    ]);
    const pattern: Record<string, string> = {
      Monday: '5',
      Tuesday: '3',
      Wednesday: '4',
      Thursday: '4',
      Friday: '2',
    };
    for (const row of rows.slice(2)) expect(row[5], row[1]).toBe(pattern[row[2] as string] ?? '0');
  });

  it('prints and writes the back-test: 8 weeks, no error on a steady history', async () => {
    const result = await forecast(['--backtest', '--out', 'backtest.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect(result.stdout).toContain('Steady Yard: mean absolute error 0.00 bays');
    expect(result.stdout).toContain('over 8 weeks');
    const book = XLSX.read(await readFile(join(home, 'backtest.xlsx')));
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['Back-test']!);
    expect(rows[0]).toMatchObject({
      location: 'Steady Yard',
      method: 'weekday-median',
      backtest_weeks: 8,
      mean_absolute_error_bays: 0,
    });
  });

  it('refuses weeks out of range before connecting', async () => {
    const result = await forecast(['--weeks', '9']);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--weeks must be a whole number from 1 to 8');
  });
});
