// The built command line (out/cli) writing Excel workbooks, in plain Node, read back with SheetJS.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'workbook-test-key-7c1d';
const cli = useDemoCli({
  apiKey: KEY,
  now: Date.parse('2026-03-15T12:00:00Z'),
  folder: 'workbooks',
});

const run = (args: readonly string[]) => cli.run(args);
const scope = () => [
  '--base-url',
  cli.demo.url,
  '--location',
  'Harbour Office',
  '--from',
  '2026-03-02',
  '--to',
  '2026-03-08',
  '--tz',
  'Europe/London',
];
const read = async (name: string) =>
  XLSX.read(await readFile(join(cli.home, name)), { cellNF: true, cellStyles: true });
const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });

describe('workbooks from the built command line', () => {
  it('exports the same bookings as the CSV, as typed cells in a private file', async () => {
    expect((await run(['export', ...scope(), '--out', 'week.csv'])).code).toBe(EXIT.ok);
    const result = await run(['export', ...scope(), '--out', 'week.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    expect((await stat(join(cli.home, 'week.xlsx'))).mode & 0o077).toBe(0);
    const csv = parse((await readFile(join(cli.home, 'week.csv'), 'utf8')).slice(1)) as string[][];
    const rows = rowsOf((await read('week.xlsx')).Sheets.Bookings);
    expect(rows[0]).toEqual([...BOOKING_HEADER]);
    expect(rows).toHaveLength(csv.length);
    const utcIndex = BOOKING_HEADER.indexOf('start_utc');
    rows.slice(1).forEach((row, i) => {
      const record = csv[i + 1] ?? [];
      expect(row[0]).toBe(record[0]);
      // The UTC date-time cell is the CSV's instant.
      const serial = Number(row[utcIndex]);
      const ms = Math.round(((serial - 25_569) * 86_400_000) / 1000) * 1000;
      expect(new Date(ms).toISOString().replace('.000Z', 'Z')).toBe(record[utcIndex]);
      expect(row[row.length - 1]).toBe(Number(record[record.length - 1]));
    });
  });

  it('writes the summary with utilisation as a percentage, and refuses a format that contradicts --out', async () => {
    const result = await run(['insights', ...scope(), '--by', 'tag', '--out', 'tags.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const sheet = (await read('tags.xlsx')).Sheets['By tag'];
    expect(rowsOf(sheet)[0]).toEqual([
      'bay_tag',
      'bays',
      'bookings',
      'booked_minutes',
      'occupied_minutes',
      'available_minutes',
      'utilisation',
      'bays_needed_p95',
    ]);
    expect(sheet?.G2).toMatchObject({ t: 'n', z: '0.0%' });
    expect(sheet?.H2).toMatchObject({ t: 'n' });
    const wrong = await run([
      'insights',
      ...scope(),
      '--by',
      'tag',
      '--format',
      'csv',
      '--out',
      'x.xlsx',
    ]);
    expect(wrong.code).toBe(EXIT.usage);
    expect(wrong.stderr).toContain('--format is csv');
    const csvOnly = await run(['export', ...scope(), '--out', 'y.xlsx', '--delimiter', ';']);
    expect(csvOnly.code).toBe(EXIT.usage);
    expect(csvOnly.stderr).toContain('--delimiter is for CSV files');
  });

  it('writes the report workbook with every sheet, the bookings when asked', async () => {
    const result = await run(['report', ...scope(), '--out', 'report.xlsx', '--with-bookings']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = await read('report.xlsx');
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By bay',
      'By tag',
      'By day',
      'By weekday and hour',
      'Weeks ahead',
      'Bookings',
    ]);
    const summary = rowsOf(workbook.Sheets.Summary);
    expect(String(summary[0]?.[0])).toMatch(/^Bookings report/);
    expect(summary.find((r) => r[0] === 'Location')).toEqual(['Location', 'Harbour Office']);
    expect(summary.find((r) => r[0] === 'Time zone')?.[1]).toBe('Europe/London');
    const grid = rowsOf(workbook.Sheets['By weekday and hour']);
    expect(grid).toHaveLength(8);
    expect(grid[0]).toHaveLength(25);
    expect(grid[1]?.[0]).toBe('Monday');
    expect(rowsOf(workbook.Sheets['By day'])).toHaveLength(8);
    // The location's next 4 weeks from today, a row per day.
    const [aheadHeader, ...ahead] = rowsOf(workbook.Sheets['Weeks ahead']);
    expect(aheadHeader?.[0]).toBe('Location');
    expect(ahead.length).toBeGreaterThanOrEqual(20);
    expect(ahead.every((r) => r[0] === 'Harbour Office')).toBe(true);
    expect(rowsOf(workbook.Sheets.Bookings)[0]).toEqual([...BOOKING_HEADER]);
    const noName = await run(['report', ...scope(), '--out', 'report.csv']);
    expect(noName.code).toBe(EXIT.usage);
  });

  it('writes every location in one report: the company’s Summary and a row per location', async () => {
    const all = scope().map((a) => (a === 'Harbour Office' ? 'all' : a));
    const result = await run(['report', ...all, '--out', 'all.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = await read('all.xlsx');
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By location',
      'Trend',
      'Weeks ahead',
      'People',
      'Double bookings',
    ]);
    const [header, ...rows] = rowsOf(workbook.Sheets['By location']);
    expect(header?.slice(0, 3)).toEqual(['Location', 'Bays', 'Bookings']);
    const listed = JSON.parse(
      (await run(['locations', '--base-url', cli.demo.url])).stdout,
    ) as unknown[];
    // A row per location, and the totals.
    expect(rows).toHaveLength(listed.length + 1);
    expect(rows[listed.length]?.[0]).toBe('All locations');
    const summary = rowsOf(workbook.Sheets.Summary);
    expect(summary.find((r) => r[0] === 'Location')?.[1]).toBe(`All locations (${listed.length})`);
    const bays = summary.find((r) => r[0] === 'Bays')?.[1];
    expect(bays).toBe(rows.slice(0, -1).reduce((n, r) => n + Number(r[1]), 0));
    const refused = await run(['report', ...all, '--with-bookings', '--out', 'x.xlsx']);
    expect(refused.code).toBe(EXIT.usage);
    expect(refused.stderr).toContain(
      '--with-bookings: The bookings go into a report of one location',
    );
  });
});
