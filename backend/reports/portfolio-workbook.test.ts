// The All locations report workbook and the one-location report, read back with SheetJS: the
// sites' targets, the people (named only with personal data), and the one-location Summary's new
// figures. The built command line's run over the demo company is shells/cli/director-report.test.ts.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ExportRequest } from '#shared/contract';
import type { Booking } from '#shared/model';
import { ENGLISH } from '#shared/report-words';
import type { LocationClock } from '#shared/sites/site-clock';
import type { ApiClient } from '../api/client';
import { booking, createFakeClient } from '../export/testing/fake-client';
import { writePortfolioWorkbook } from './portfolio-workbook';
import { writeReportWorkbook } from './report-workbook';

const harbour = { id: 'loc-h', name: 'Harbour Office' };
const depot = { id: 'loc-d', name: 'Northgate Depot' };
const bays = [
  { id: 'h1', name: 'Bay 1', tag: null, location: harbour },
  { id: 'h2', name: 'Bay 2', tag: null, location: harbour },
  { id: 'd1', name: 'Depot 1', tag: null, location: depot },
];
const ann = { id: 'u-ann', name: 'Ann Example', email: 'ann@example.com' };

/** Ann holds both harbour bays at once on 2 March (a double booking); the depot is busy all day. */
const BOOKINGS: readonly Booking[] = [
  booking('a1', '2026-03-02T08:00:00Z', '2026-03-02T12:00:00Z', {
    user: ann,
    location: harbour,
    bay: { id: 'h1', name: 'Bay 1', tag: null },
  }),
  booking('a2', '2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z', {
    user: ann,
    location: harbour,
    bay: { id: 'h2', name: 'Bay 2', tag: null },
  }),
  booking('d', '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z', {
    location: depot,
    bay: { id: 'd1', name: 'Depot 1', tag: null },
  }),
];

/** Each location's own bookings. */
function companyClient(): ApiClient {
  const fakes = new Map(
    [harbour, depot].map((l) => [
      l.id,
      createFakeClient(
        BOOKINGS.filter((b) => b.location?.id === l.id),
        { bays },
      ),
    ]),
  );
  const client: ApiClient = {
    baseUrl: 'http://127.0.0.1:1/api/integrations',
    listLocations: async () => ({ items: [harbour, depot], dropped: 0 }),
    listBays: async () => ({ items: bays, dropped: 0 }),
    listBookings: async (q, s) => (await client.receiveBookings(q, s)).read(),
    receiveBookings: (q, s) =>
      (fakes.get(q.locationId) ?? createFakeClient([])).receiveBookings(q, s),
  };
  return client;
}

/** The harbour aims for 60–85% of its time; the depot, 20–50%. */
const clockOf = (id: string): LocationClock => ({
  zone: 'UTC',
  site: {
    zone: 'UTC',
    hours: null,
    target: id === harbour.id ? { low: 0.6, high: 0.85 } : { low: 0.2, high: 0.5 },
  },
});

const request = (overrides: Partial<ExportRequest> = {}): ExportRequest => ({
  accountId: 'acc',
  locationId: harbour.id,
  from: '2026-03-02',
  to: '2026-03-08',
  zone: 'UTC',
  filter: { tags: null, search: null, timeOfDay: null },
  siteTime: true,
  delimiter: ',',
  bom: true,
  neutraliseFormulas: true,
  personalData: true,
  format: 'xlsx',
  report: { kind: 'workbook', withBookings: false },
  ...overrides,
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-portfolio-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });
const valueOf = (rows: unknown[][], item: string) => rows.find((r) => r[0] === item)?.[1];

async function portfolio(personalData: boolean) {
  const targetPath = join(dir, 'all.xlsx');
  const outcome = await writePortfolioWorkbook({
    client: companyClient(),
    request: request({ personalData }),
    locations: [harbour, depot],
    clockOf,
    companyName: 'Harbour Holdings',
    targetPath,
    signal: new AbortController().signal,
    nowMs: Date.parse('2026-03-10T12:00:00Z'),
    onProgress: () => undefined,
  });
  const bytes = await readFile(targetPath);
  return { outcome, workbook: XLSX.read(bytes, { cellNF: true }), parts: partsOf(bytes) };
}

/** The package's parts by path, as a reader of the zip sees them. */
function partsOf(bytes: Buffer): (path: string) => string {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  return (path) => {
    const entry = XLSX.CFB.find(zip, `/${path}`) as { content: Uint8Array } | null;
    if (!entry) throw new Error(`${path} is not in the workbook`);
    return Buffer.from(entry.content).toString('utf8');
  };
}

describe('the All locations report workbook', () => {
  it('says where each site stands against its target, and names who double-booked', async () => {
    const { outcome, workbook } = await portfolio(true);
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By location',
      'Trend',
      'Weeks ahead',
      'People',
      'Double bookings',
    ]);
    expect(outcome.sheets).toBe(6);
    const [header = [], ...rows] = rowsOf(workbook.Sheets['By location']);
    const at = (title: string) => header.indexOf(title);
    // The harbour: 4 + 1 hours of 2 bays × 168 hours; the depot: all of its week.
    expect(rows.map((r) => [r[0], r[at('Target')], r[at('Status')]])).toEqual([
      ['Harbour Office', '60–85%', 'Below'],
      ['Northgate Depot', '20–50%', 'Above'],
      ['All locations', undefined, undefined],
    ]);
    expect(valueOf(rowsOf(workbook.Sheets.Summary), 'Sites against their target')).toBe(
      '0 within, 1 below, 1 above; 0 without a target or open time',
    );
    const people = rowsOf(workbook.Sheets.People);
    expect(people[1]?.[0]).toBe('Harbour Office');
    expect(people[1]?.[people[0]?.indexOf('Double bookings') ?? -1]).toBe(1);
    // Every band its own words, whole and on a wrapped header's last line.
    const bands = people[0]?.slice(2, 8) ?? [];
    expect(new Set(bands).size).toBe(6);
    expect(bands).toContain('Days a week: under 1');
    // One double booking, listed whole: no line says what was left out, only that it is not printed.
    const [note, ...below] = rowsOf(workbook.Sheets['Double bookings']).filter((r) => r.length);
    expect(note).toEqual([ENGLISH.workbook.notPrinted]);
    const [listHeader, listed] = below;
    expect(listHeader?.[0]).toBe('Location');
    expect(listed?.slice(0, 5)).toEqual([
      'Harbour Office',
      'Ann Example',
      'ann@example.com',
      'Bay 1',
      'Bay 2',
    ]);
  });

  it('names no one without personal data: the double bookings are only counted', async () => {
    const { outcome, workbook } = await portfolio(false);
    expect(workbook.SheetNames).toEqual([
      'Summary',
      'By location',
      'Trend',
      'Weeks ahead',
      'People',
    ]);
    expect(outcome.sheets).toBe(5);
    const people = rowsOf(workbook.Sheets.People);
    expect(people[1]?.[people[0]?.indexOf('Double bookings') ?? -1]).toBe(1);
    const everyText = workbook.SheetNames.flatMap((name) => rowsOf(workbook.Sheets[name]).flat());
    expect(everyText).not.toContain('Ann Example');
    expect(everyText).not.toContain('ann@example.com');
  });
});

describe('a workbook a director forwards', () => {
  it('names the company, the report and the period above the Summary', async () => {
    const { workbook, parts } = await portfolio(true);
    const summary = rowsOf(workbook.Sheets.Summary);
    expect(summary.slice(0, 4)).toEqual([
      ['Bookings report: Harbour Holdings'],
      ['2026-03-02 to 2026-03-08'],
      [],
      ['Item', 'Value', 'Definition'],
    ]);
    // The header stays in view and prints on every page from its own row.
    expect(parts('xl/worksheets/sheet1.xml')).toContain('ySplit="4"');
    expect(parts('xl/workbook.xml')).toContain("'Summary'!$4:$4");
  });

  it('prints a few pages: the weeks ahead as one grid, the double bookings list left out', async () => {
    const { workbook, parts } = await portfolio(true);
    const [legend, header, bays, firstDay] = rowsOf(workbook.Sheets['Weeks ahead']).filter(
      (r) => r.length,
    );
    expect(legend).toEqual([ENGLISH.forecast.gridLegend]);
    expect(header).toEqual(['Date', 'Weekday', 'Harbour Office', 'Northgate Depot']);
    expect(bays?.[0]).toBe('Bays');
    expect(typeof firstDay?.[0]).toBe('number');
    const names = parts('xl/workbook.xml');
    expect(names).toContain(
      '<definedName name="_xlnm.Print_Area" localSheetId="5">\'Double bookings\'!$A$1:$G$1</definedName>',
    );
    expect(names).not.toContain("'Double bookings'!$A:$A");
    expect(names.match(/_xlnm\.Print_Area/g)).toHaveLength(1);
  });

  it('gives wrapped headers the height of their longest, and an English footer', async () => {
    const { parts } = await portfolio(true);
    const people = parts('xl/worksheets/sheet5.xml');
    expect(people).toMatch(/<row r="1" ht="\d+" customHeight="1">/);
    expect(people).toContain('&amp;RPage &amp;P of &amp;N');
  });

  it('writes its footer, bands and points in German', async () => {
    const targetPath = join(dir, 'de.xlsx');
    await writePortfolioWorkbook({
      client: companyClient(),
      request: request(),
      locations: [harbour, depot],
      clockOf,
      compare: { kind: 'previous' },
      language: 'de',
      targetPath,
      signal: new AbortController().signal,
      nowMs: Date.parse('2026-03-10T12:00:00Z'),
      onProgress: () => undefined,
    });
    const bytes = await readFile(targetPath);
    const parts = partsOf(bytes);
    expect(parts('xl/worksheets/sheet1.xml')).toContain('&amp;RSeite &amp;P von &amp;N');
    expect(parts('xl/styles.xml')).toContain('formatCode="+0.0&quot; Pkt.&quot;');
    const workbook = XLSX.read(bytes, { cellNF: true });
    const [title] = rowsOf(workbook.Sheets.Zusammenfassung);
    expect(title).toEqual(['Buchungsbericht']);
    const people = rowsOf(workbook.Sheets.Personen);
    const bands = people[0]?.slice(2, 8).map((b) => String(b).split(': ').pop());
    expect(new Set(bands).size).toBe(6);
  });
});

describe('the one-location report’s Summary', () => {
  it('gives bays needed, spare bays and the target status, and each figure’s change when compared', async () => {
    const targetPath = join(dir, 'one.xlsx');
    const outcome = await writeReportWorkbook({
      client: companyClient(),
      request: request(),
      locationName: 'Harbour Office',
      withBookings: false,
      compare: { kind: 'previous' },
      clockOf,
      targetPath,
      signal: new AbortController().signal,
      nowMs: Date.parse('2026-03-10T12:00:00Z'),
      onProgress: () => undefined,
    });
    // Summary, By bay, By tag, By day, By weekday and hour, Weeks ahead.
    expect(outcome.sheets).toBe(6);
    const sheet = XLSX.read(await readFile(targetPath), { cellNF: true }).Sheets.Summary;
    const summary = rowsOf(sheet);
    expect(summary[0]).toEqual(['Bookings report']);
    expect(summary[3]).toEqual(['Item', 'Value', 'Before', 'Change', 'Definition']);
    // Utilisation's change is in percentage points, shown as such.
    const at = summary.findIndex((r) => r[0] === 'Utilisation');
    expect(sheet?.[`D${at + 1}`]?.z).toBe('+0.0" pts";-0.0" pts";0.0" pts"');
    expect(valueOf(summary, 'Compared with')).toBe('2026-02-23 to 2026-03-01');
    // In use 5 of the week's 168 hours: no bay is needed 95% of the time, both are spare.
    expect(valueOf(summary, 'Bays needed (95% of open time)')).toBe(0);
    expect(valueOf(summary, 'Spare bays')).toBe(2);
    expect(valueOf(summary, 'Target')).toBe('60–85%');
    expect(valueOf(summary, 'Status')).toBe('Below');
    // 2 bookings this week, none the week before.
    expect(summary.find((r) => r[0] === 'Bookings')?.slice(1, 4)).toEqual([2, 0, 2]);
    expect(valueOf(summary, 'Booked hours')).toBe(5);
  });
});
