// Workbooks are read back with SheetJS (the `xlsx` package), which shares no code with our writer.
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ExportRequest } from '#shared/contract';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import type { Booking } from '#shared/model';
import { oracle } from '#shared/time/testing/oracle';
import { booking, createFakeClient } from '../../export/testing/fake-client';
import { exportBookingsXlsx, type XlsxExportJob } from './export-xlsx';

const ZONE = 'Europe/London';
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-xlsx-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function request(overrides: Partial<ExportRequest> = {}): ExportRequest {
  return {
    accountId: 'acc',
    locationId: 'loc-1',
    from: '2026-03-27',
    to: '2026-03-30',
    zone: ZONE,
    filter: { tags: null, search: null, timeOfDay: null },
    siteTime: false,
    delimiter: ',',
    bom: true,
    neutraliseFormulas: true,
    personalData: true,
    format: 'xlsx',
    ...overrides,
  };
}

async function run(bookings: readonly Booking[], extra: Partial<XlsxExportJob> = {}) {
  const targetPath = join(dir, 'out.xlsx');
  const outcome = await exportBookingsXlsx({
    client: createFakeClient(bookings),
    request: request(),
    locationName: 'Harbour Office',
    targetPath,
    signal: new AbortController().signal,
    onProgress: () => undefined,
    ...extra,
  });
  const workbook = XLSX.read(await readFile(extra.targetPath ?? targetPath), {
    cellNF: true,
    cellStyles: true,
  });
  return { outcome, workbook, targetPath };
}

const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });

/** Excel's serial day of a wall-clock reading, computed from Intl (the oracle), not our zone code. */
const serialOf = (date: string, time: string): number =>
  Date.parse(`${date}T${time}Z`) / 86_400_000 + 25_569;

const bookings: readonly Booking[] = [
  // The night the clocks go forward in London: 00:30 GMT to 02:30 BST is one real hour.
  booking('b-1', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', {
    user: { id: 'u1', name: '=HYPERLINK("http://evil")', email: 'ann@example.com' },
    bay: { id: 'bay', name: 'Level 1 · 04', tag: 'EV' },
  }),
  booking('b-2', '2026-03-30T09:00:00Z', '2026-03-30T09:45:30Z', {
    user: { id: 'u2', name: 'Bell\u0007 <b>&', email: null },
  }),
];

describe('bookings as an Excel workbook', () => {
  it('has the CSV’s columns, typed: local and UTC date-times, durations as numbers, text as text', async () => {
    const { outcome, workbook } = await run(bookings);
    expect(outcome.rows).toBe(2);
    expect(workbook.SheetNames).toEqual(['Bookings']);
    const sheet = workbook.Sheets.Bookings;
    const [header, first, second] = rowsOf(sheet);
    expect(header).toEqual([...BOOKING_HEADER]);
    const startLocal = oracle(ZONE, Date.parse('2026-03-29T00:30:00Z'));
    const endLocal = oracle(ZONE, Date.parse('2026-03-29T01:30:00Z'));
    expect(first).toEqual([
      'b-1',
      'Harbour Office',
      'Level 1 · 04',
      'EV',
      '=HYPERLINK("http://evil")',
      'ann@example.com',
      expect.closeTo(serialOf(startLocal.date, startLocal.time), 8),
      expect.closeTo(serialOf(endLocal.date, endLocal.time), 8),
      ZONE,
      expect.closeTo(serialOf('2026-03-29', '00:30:00'), 8),
      expect.closeTo(serialOf('2026-03-29', '01:30:00'), 8),
      60,
    ]);
    // A name that looks like a formula stays text: a string cell, no formula.
    expect(sheet?.E2).toMatchObject({ t: 's', v: '=HYPERLINK("http://evil")' });
    expect(sheet?.E2?.f).toBeUndefined();
    // Dates are numbers with a date-time format; the duration a plain number.
    expect(sheet?.G2).toMatchObject({ t: 'n', z: 'yyyy\\-mm\\-dd hh:mm:ss' });
    expect(sheet?.L3).toMatchObject({ t: 'n', v: 45.5 });
    // A character XML cannot hold is replaced, never a broken file; markup stays text.
    expect(second?.[4]).toBe('Bell\ufffd <b>&');
  });

  it('freezes the header, puts filters on it and fits the widths', async () => {
    const { workbook } = await run(bookings);
    const sheet = workbook.Sheets.Bookings;
    expect(sheet?.['!autofilter']).toEqual({ ref: 'A1:L3' });
    const widths = (sheet?.['!cols'] ?? []).map((c) => c?.wch ?? c?.width);
    expect(widths).toHaveLength(BOOKING_HEADER.length);
    // Wide enough for the longest of header and values: the formula-like name is 26 characters.
    expect(Number(widths[4])).toBeGreaterThanOrEqual(26);
    const xml = await readSheetXml(join(dir, 'out.xlsx'));
    expect(xml).toContain('state="frozen"');
  });

  it('goes on in a next sheet, named so, where a sheet is full', async () => {
    const many = Array.from({ length: 5 }, (_, i) =>
      booking(
        `b-${i}`,
        `2026-03-2${7 + (i % 3)}T0${i}:00:00Z`,
        `2026-03-2${7 + (i % 3)}T0${i}:30:00Z`,
      ),
    );
    const { outcome, workbook } = await run(many, { maxRowsPerSheet: 2 });
    expect(outcome.rows).toBe(5);
    expect(workbook.SheetNames).toEqual(['Bookings', 'Bookings 2', 'Bookings 3']);
    const ids = workbook.SheetNames.flatMap((name) =>
      rowsOf(workbook.Sheets[name])
        .slice(1)
        .map((r) => r[0]),
    );
    expect(ids.sort()).toEqual(many.map((b) => b.id).sort());
    for (const name of workbook.SheetNames)
      expect(rowsOf(workbook.Sheets[name])[0]).toEqual([...BOOKING_HEADER]);
  });

  it('writes a header-only sheet when nothing matches', async () => {
    const { outcome, workbook } = await run([]);
    expect(outcome.rows).toBe(0);
    expect(rowsOf(workbook.Sheets.Bookings)).toEqual([[...BOOKING_HEADER]]);
  });

  it('is private when new, keeps an existing file’s mode, and a cancel leaves that file untouched', async () => {
    const umask = process.umask(0o022);
    try {
      const { targetPath } = await run(bookings);
      expect((await stat(targetPath)).mode & 0o777).toBe(0o600);
      const kept = join(dir, 'kept.xlsx');
      await writeFile(kept, 'an earlier report');
      await chmod(kept, 0o640);
      const controller = new AbortController();
      controller.abort();
      await expect(
        exportBookingsXlsx({
          client: createFakeClient(bookings),
          request: request(),
          locationName: null,
          targetPath: kept,
          signal: controller.signal,
          onProgress: () => undefined,
        }),
      ).rejects.toMatchObject({ kind: 'cancelled' });
      expect(await readFile(kept, 'utf8')).toBe('an earlier report');
      await run(bookings, { targetPath: kept });
      expect((await stat(kept)).mode & 0o777).toBe(0o640);
    } finally {
      process.umask(umask);
    }
  });
});

async function readSheetXml(path: string): Promise<string> {
  const zip = XLSX.CFB.read(await readFile(path), { type: 'buffer' });
  const entry = XLSX.CFB.find(zip, '/xl/worksheets/sheet1.xml');
  return Buffer.from((entry?.content ?? []) as Uint8Array).toString('utf8');
}
