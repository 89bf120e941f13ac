// The built command line (out/cli) writing the All locations report for a director, read back by
// SheetJS and, for the print layout, from the package's own XML: headers in words, hours rather
// than minutes, a totals row, the change against last month, a 12-month trend, and every sheet set
// to print landscape, one page wide, its header and first column on every page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { LOCATION_HEADER } from '#shared/insights/location-table';
import { monthOf } from '#shared/time/period';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'director-report-test-key-3f9a';
const DAY_MS = 86_400_000;
// The command line reads the real clock: the demo's 60 days of bookings end a day from now, so
// last month and most of the month before have bookings.
const cli = useDemoCli({ apiKey: KEY, now: Date.now() - 29 * DAY_MS, folder: 'director' });

const run = (args: readonly string[]) => cli.run(args);
const everyLocation = () => [
  '--base-url',
  cli.demo.url,
  '--location',
  'all',
  '--period',
  'last-month',
  '--compare',
  'previous',
];
const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });

/** The package's parts by path, as a reader of the zip sees them. */
function partsOf(bytes: Buffer): (path: string) => string {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  return (path) => {
    const entry = XLSX.CFB.find(zip, `/${path}`) as { content: Uint8Array } | null;
    if (!entry) throw new Error(`${path} is not in the workbook`);
    return Buffer.from(entry.content).toString('utf8');
  };
}

describe('report --location all, for a director', () => {
  it('writes words, hours, totals, the change on last month, a 12-month trend, set up to print', async () => {
    const result = await run(['report', ...everyLocation(), '--out', 'r.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const bytes = await readFile(join(cli.home, 'r.xlsx'));
    const workbook = XLSX.read(bytes, { cellNF: true });
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By location',
      'Trend',
      'Weeks ahead',
      'People',
      'Double bookings',
    ]);

    // No field names and no minutes, on any sheet.
    for (const name of workbook.SheetNames) {
      const [header = []] = rowsOf(workbook.Sheets[name]);
      for (const title of header) {
        expect(String(title), name).not.toMatch(/_|minute/i);
        expect(String(title), name).toMatch(/^[A-Z0-9]/);
      }
    }

    // The same figures as the machine-read summary, whose columns stay as they were.
    const csvRun = await run([
      'insights',
      ...everyLocation(),
      '--by',
      'location',
      '--out',
      'by-location.csv',
    ]);
    expect(csvRun.code, csvRun.stderr).toBe(EXIT.ok);
    const [csvHeader = [], ...csvRows] = parse(
      (await readFile(join(cli.home, 'by-location.csv'), 'utf8')).slice(1),
    ) as string[][];
    expect(csvHeader.slice(0, LOCATION_HEADER.length)).toEqual([...LOCATION_HEADER]);
    const csvAt = (name: string) => csvHeader.indexOf(name);

    const sheet = workbook.Sheets['By location'];
    const [header = [], ...rows] = rowsOf(sheet);
    const at = (title: string) => {
      const index = header.indexOf(title);
      expect(index, title).toBeGreaterThanOrEqual(0);
      return index;
    };
    const totals = rows[rows.length - 1] ?? [];
    const locations = rows.slice(0, -1);
    expect(locations.map((r) => r[0])).toEqual(csvRows.map((r) => r[0]));
    expect(totals[0]).toBe('All locations');
    for (const [title, csvName] of [
      ['Bays', 'bays'],
      ['Bookings', 'bookings'],
    ] as const) {
      const sum = csvRows.reduce((n, r) => n + Number(r[csvAt(csvName)]), 0);
      expect(totals[at(title)], title).toBe(sum);
    }
    locations.forEach((row, i) => {
      const csv = csvRows[i] ?? [];
      // Hours, not minutes: the summary's whole minutes ÷ 60, to the minute.
      const minutes = Number(csv[csvAt('booked_minutes')]);
      expect(Math.abs(Number(row[at('Booked hours')]) - minutes / 60)).toBeLessThan(1 / 60);
      expect(row[at('Change in bookings')]).toBe(
        Number(csv[csvAt('bookings')]) - Number(csv[csvAt('bookings_before')]),
      );
      expect(row[at('Bays needed (95% of open time)')]).toBe(Number(csv[csvAt('bays_needed_p95')]));
    });
    expect(header).toEqual(
      expect.arrayContaining([
        'Spare bays',
        'Target',
        'Status',
        'Change in booked hours',
        'Change in utilisation (points)',
        'Change in bays needed',
      ]),
    );
    // Thousands separators, tenths of hours, percentages and signed changes.
    const cell = (column: string) => sheet?.[XLSX.utils.encode_cell({ r: 1, c: at(column) })];
    expect(cell('Bookings')).toMatchObject({ t: 'n', z: '#,##0' });
    expect(cell('Booked hours')).toMatchObject({ t: 'n', z: '#,##0.0' });
    expect(cell('Utilisation')).toMatchObject({ t: 'n', z: '0.0%' });
    expect(cell('Change in bookings')).toMatchObject({ t: 'n', z: '+#,##0;-#,##0;0' });

    // The trend: the 12 months ending with the report's month, a row per site and the company's.
    const summary = rowsOf(workbook.Sheets.Summary);
    const period = String(summary.find((r) => r[0] === 'Period')?.[1]);
    const [trendHeader = [], ...trendRows] = rowsOf(workbook.Sheets.Trend);
    expect(trendHeader).toHaveLength(13);
    const monthName = (day: string) =>
      new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(trendHeader[12]).toBe(`Utilisation ${monthName(period.slice(0, 10))}`);
    expect(trendHeader[1]).toBe(`Utilisation ${monthName(monthOf(period.slice(0, 10), 11).from)}`);
    expect(trendRows.map((r) => r[0])).toEqual([...csvRows.map((r) => r[0]), 'All locations']);

    // Printing: landscape, one page wide, the header row and the first column on every page; of
    // Double bookings only the lines above its list (a printed report stays a few pages).
    const part = partsOf(bytes);
    workbook.SheetNames.forEach((name, i) => {
      const xml = part(`xl/worksheets/sheet${i + 1}.xml`);
      const lines = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, {
        header: 1,
        blankrows: true,
      });
      expect(xml, name).toContain('<pageSetUpPr fitToPage="1"/>');
      expect(xml, name).toContain(
        '<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>',
      );
      const printNames = (workbook.Workbook?.Names ?? []).filter(
        (n) => n.Sheet === i && n.Name.startsWith('_xlnm.Print_'),
      );
      if (name === 'Double bookings') {
        const leadLines = lines.findIndex((r) => r.length === 0);
        expect(lines[0]?.[0]).toMatch(/^This list is left out when the report is printed/);
        expect(printNames).toEqual([
          expect.objectContaining({
            Name: '_xlnm.Print_Area',
            Ref: `'${name}'!$A$1:$G$${leadLines}`,
          }),
        ]);
        return;
      }
      // The Summary's and Weeks ahead's header rows are below their title lines; the others' first.
      const header = name === 'Summary' ? 4 : name === 'Weeks ahead' ? 3 : 1;
      expect(printNames).toEqual([
        expect.objectContaining({
          Name: '_xlnm.Print_Titles',
          Ref: `'${name}'!$A:$A,'${name}'!$${header}:$${header}`,
        }),
      ]);
    });
  });

  it('names no one without personal data, and refuses a --compare it cannot read', async () => {
    const result = await run([
      'report',
      ...everyLocation(),
      '--no-personal-data',
      '--out',
      'np.xlsx',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = XLSX.read(await readFile(join(cli.home, 'np.xlsx')));
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By location',
      'Trend',
      'Weeks ahead',
      'People',
    ]);
    const [people = []] = rowsOf(workbook.Sheets.People);
    expect(people).toContain('Double bookings');
    const bad = await run([
      'report',
      ...everyLocation().map((a) => (a === 'previous' ? 'last-time' : a)),
      '--out',
      'x.xlsx',
    ]);
    expect(bad.code).toBe(EXIT.usage);
    expect(bad.stderr).toContain('--compare must be previous, year or FROM..TO');
  });
});
