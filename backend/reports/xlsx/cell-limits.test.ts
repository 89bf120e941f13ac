// What a workbook cannot hold as it came: texts past Excel's 32,767 characters, text SpreadsheetML
// would read as an escape, carriage returns, characters XML forbids, and times outside Excel's
// dates. The files are read back as an XML reader hands them on (see readAsXmlReaders) by SheetJS.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ExportRequest } from '#shared/contract';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import type { Booking } from '#shared/model';
import { writeReportWorkbook } from '../report-workbook';
import { exportSummary } from '../summary-report';
import { exportBookingsCsv } from '../export-csv';
import { booking, createFakeClient } from '../../export/testing/fake-client';
import { exportBookingsXlsx } from './export-xlsx';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-cells-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const request = (overrides: Partial<ExportRequest> = {}): ExportRequest => ({
  accountId: 'acc',
  locationId: 'loc-1',
  from: '2026-03-27',
  to: '2026-03-30',
  zone: 'UTC',
  filter: { tags: null, search: null, timeOfDay: null },
  siteTime: false,
  delimiter: ',',
  bom: true,
  neutraliseFormulas: true,
  personalData: true,
  format: 'xlsx',
  ...overrides,
});

/**
 * The workbook as an XML 1.0 reader hands its text on: every raw CR LF and CR a line feed (XML 1.0,
 * 2.11 End-of-Line Handling), which SheetJS, reading the XML as text, does not do itself. SheetJS
 * then decodes `_xHHHH_` as Excel and LibreOffice do.
 */
function readAsXmlReaders(bytes: Buffer): XLSX.WorkBook {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  for (const entry of zip.FileIndex as { name: string; content: Uint8Array }[])
    if (entry.name.endsWith('.xml') || entry.name.endsWith('.rels'))
      entry.content = Buffer.from(
        Buffer.from(entry.content).toString('utf8').replace(/\r\n?/g, '\n'),
        'utf8',
      );
  return XLSX.read(XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' }), { cellNF: true });
}

const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });
const column = (name: (typeof BOOKING_HEADER)[number]) => BOOKING_HEADER.indexOf(name);

async function exportXlsx(bookings: readonly Booking[], overrides: Partial<ExportRequest> = {}) {
  const targetPath = join(dir, 'out.xlsx');
  const outcome = await exportBookingsXlsx({
    client: createFakeClient(bookings),
    request: request(overrides),
    locationName: 'Harbour Office',
    targetPath,
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
  return { outcome, workbook: readAsXmlReaders(await readFile(targetPath)) };
}

const LONG_EMAIL = `${'a'.repeat(39_995)}@x.co.uk`;
const LONG_BAY = 'B'.repeat(40_003);
const longOnes = ['b-1', 'b-2'].map((id, i) =>
  booking(id, `2026-03-28T0${i}:00:00Z`, `2026-03-28T0${i}:30:00Z`, {
    user: { id: 'u', name: 'Ann', email: LONG_EMAIL },
    bay: { id: 'bay-long', name: LONG_BAY, tag: 'EV' },
  }),
);

describe('cells past Excel’s 32,767 characters', () => {
  it('are cut there with … at their end, and the export counts them', async () => {
    const { outcome, workbook } = await exportXlsx(longOnes);
    const [, first] = rowsOf(workbook.Sheets.Bookings);
    const email = String(first?.[column('user_email')]);
    const bay = String(first?.[column('bay')]);
    expect(email).toHaveLength(32_767);
    expect(email).toBe(`${'a'.repeat(32_766)}…`);
    expect(bay).toBe(`${'B'.repeat(32_766)}…`);
    // Two rows, each with a cut e-mail and a cut bay (the bay from the shared string table).
    expect(outcome).toMatchObject({ rows: 2, cellsCut: 4, charactersReplaced: 0 });
  });

  it('are cut and counted in the report workbook, its bookings and its breakdowns alike', async () => {
    const targetPath = join(dir, 'report.xlsx');
    const outcome = await writeReportWorkbook({
      client: createFakeClient(longOnes),
      request: request({ report: { kind: 'workbook', withBookings: true } }),
      locationName: 'Harbour Office',
      withBookings: true,
      targetPath,
      signal: new AbortController().signal,
      nowMs: Date.parse('2026-03-31T12:00:00Z'),
      onProgress: () => undefined,
    });
    const workbook = readAsXmlReaders(await readFile(targetPath));
    const byBay = rowsOf(workbook.Sheets['By bay']);
    expect(byBay[1]?.[0]).toBe(`${'B'.repeat(32_766)}…`);
    // By bay's row, and the e-mail and bay of each of the two bookings.
    expect(outcome.cellsCut).toBe(5);
  });
});

describe('text SpreadsheetML would read otherwise', () => {
  const odd = booking('b-odd', '2026-03-28T09:00:00Z', '2026-03-28T10:00:00Z', {
    user: { id: 'u', name: '_x0007_bell', email: 'line 1\r\nline 2\rend' },
    bay: { id: 'bay', name: 'Bay _X0041_ _x005F_', tag: 'EV' },
  });

  it('comes back as it was written: a literal _xHHHH_ and carriage returns', async () => {
    const { outcome, workbook } = await exportXlsx([odd]);
    const [, row] = rowsOf(workbook.Sheets.Bookings);
    expect(row?.[column('user_name')]).toBe('_x0007_bell');
    expect(row?.[column('user_email')]).toBe('line 1\r\nline 2\rend');
    expect(row?.[column('bay')]).toBe('Bay _X0041_ _x005F_');
    expect(outcome.charactersReplaced).toBe(0);
  });

  it('counts every character replaced with U+FFFD, in every cell it is in', async () => {
    const bad = ['b-1', 'b-2'].map((id, i) =>
      booking(id, `2026-03-28T0${i}:00:00Z`, `2026-03-28T0${i}:30:00Z`, {
        user: { id: 'u', name: 'Bell\u0007', email: 'x\ud800@example.com' },
        bay: { id: 'bay', name: 'Bay\u001b', tag: 'EV' },
      }),
    );
    const { outcome, workbook } = await exportXlsx(bad);
    const [, row] = rowsOf(workbook.Sheets.Bookings);
    expect(row?.[column('user_name')]).toBe('Bell\ufffd');
    expect(row?.[column('user_email')]).toBe('x\ufffd@example.com');
    expect(row?.[column('bay')]).toBe('Bay\ufffd');
    expect(outcome.charactersReplaced).toBe(6);
  });

  it('is counted in a summary workbook too', async () => {
    const outcome = await exportSummary({
      client: createFakeClient(
        longOnes.map((b) => ({ ...b, bay: { id: 'bay', name: 'Bay\u0001', tag: null } })),
      ),
      request: request(),
      by: 'bay',
      targetPath: join(dir, 'by-bay.xlsx'),
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    expect(outcome.charactersReplaced).toBe(1);
  });
});

describe('times outside Excel’s dates', () => {
  it('are ISO-like text cells; times inside stay date-times', async () => {
    // What the API can send: 0000-01-01T00:00+01:00 to 9999-12-31T24:00-05:00.
    const far = booking('b-far', '-000001-12-31T23:00:00Z', '+010000-01-01T05:00:00Z');
    const near = booking('b-near', '0000-01-01T00:00:00Z', '9999-12-31T23:59:00Z');
    const { workbook } = await exportXlsx([far, near]);
    const sheet = workbook.Sheets.Bookings;
    const rows = rowsOf(sheet);
    const farRow = rows.find((r) => r[0] === 'b-far');
    const nearRow = rows.find((r) => r[0] === 'b-near');
    expect(farRow?.[column('start_local')]).toBe('-0001-12-31 23:00:00');
    expect(farRow?.[column('end_local')]).toBe('+10000-01-01 05:00:00');
    expect(farRow?.[column('start_utc')]).toBe('-0001-12-31 23:00:00');
    expect(nearRow?.[column('start_utc')]).toBe('0000-01-01 00:00:00');
    const serial = Date.parse('9999-12-31T23:59:00Z') / 86_400_000 + 25_569;
    expect(nearRow?.[column('end_utc')]).toBeCloseTo(serial, 8);
  });
});

describe('the same cells in a CSV', () => {
  it('are written whole, byte for byte (no cut), and its replaced characters are counted', async () => {
    const targetPath = join(dir, 'out.csv');
    const withBroken = longOnes.map((b) => ({
      ...b,
      user: { id: 'u', name: 'Ann \ud800', email: LONG_EMAIL },
    }));
    const outcome = await exportBookingsCsv({
      client: createFakeClient(withBroken),
      request: request({ format: 'csv' }),
      locationName: 'Harbour Office',
      targetPath,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    const text = await readFile(targetPath, 'utf8');
    expect(text).toContain(`,Ann \ufffd,${LONG_EMAIL},`);
    expect(text).toContain(`,${LONG_BAY},`);
    expect(outcome).toMatchObject({ rows: 2, charactersReplaced: 2 });
    expect(outcome.cellsCut ?? 0).toBe(0);
  });
});
