/**
 * A location's bookings as worksheets of a workbook, fetched and filtered exactly as the CSV export
 * is: typed cells, a frozen header with filters, widths fitted to the first batch, and a next sheet
 * ("Bookings 2", …) wherever Excel's row limit ends one.
 */
import type { ExportRequest } from '#shared/contract';
import type { Bay } from '#shared/model';
import { BOOKING_HEADER, EXCEL_MAX_DATA_ROWS } from '#shared/export/booking-columns';
import { createExportPredicate } from '#shared/export/export-predicate';
import { ENGLISH } from '#shared/report-words';
import { indexRows } from '#shared/scope/bay-index';
import { FilterRules } from '#shared/scope/filter-rules';
import { createBookingCells } from '#shared/xlsx/booking-cells';
import type { XlsxCell } from '#shared/xlsx/cell';
import {
  fitWidths,
  headerRowXml,
  rowXml,
  sheetEnd,
  sheetStart,
  tableRange,
} from '#shared/xlsx/sheet';
import type { ApiClient } from '../../api/client';
import { streamBookings } from '../../bookings/booking-stream';
import type { SheetWriter, WorkbookFile } from './workbook-file';

/** What the bookings sheets hold. */
export interface BookingSheetsJob {
  readonly client: ApiClient;
  /** The bays list when the caller has it already; else fetched. */
  readonly bays?: readonly Bay[];
  readonly request: ExportRequest;
  /** Written in the location column for bookings that do not name their location. */
  readonly locationName: string | null;
  readonly signal: AbortSignal;
  /** The name of the n-th sheet (from 1); default "Bookings", "Bookings 2", … */
  readonly sheetName?: (n: number) => string;
  /** Rows a sheet may hold: Excel's limit, unless a test makes it small. */
  readonly maxRowsPerSheet?: number;
  /** After each fetched batch: rows written so far and the share of the period fetched. */
  onBatch(rows: number, percent: number): void;
}

/** Writes the bookings as the workbook's next sheets; returns the rows written and records dropped. */
export async function writeBookingSheets(
  workbook: WorkbookFile,
  job: BookingSheetsJob,
): Promise<{ rows: number; dropped: number }> {
  const { request } = job;
  const perSheet = job.maxRowsPerSheet ?? EXCEL_MAX_DATA_ROWS;
  const sheetName = job.sheetName ?? ENGLISH.sheets.bookings;
  const bays = job.bays ?? (await job.client.listBays(job.signal)).items;
  const locationRows = indexRows({
    bays,
    locationId: request.locationId,
    rules: new FilterRules(request.filter),
  });
  const keep = createExportPredicate(request, locationRows);
  const cellsOf = createBookingCells({
    zone: request.zone,
    personalData: request.personalData,
    fallbackLocationName: job.locationName,
    rows: locationRows,
  });
  let rows = 0;
  let dropped = 0;
  let sheet: SheetWriter | null = null;
  let sheetRows = 0;
  let widths: number[] | null = null;
  const openSheet = async (): Promise<SheetWriter> => {
    const n = Math.floor(rows / perSheet) + 1;
    const next = await workbook.openSheet(sheetName(n));
    await next.write(sheetStart({ widths: widths ?? [], freezeHeader: true }));
    await next.write(headerRowXml(BOOKING_HEADER));
    sheetRows = 0;
    return next;
  };
  const closeSheet = async (open: SheetWriter): Promise<void> => {
    const range = tableRange(BOOKING_HEADER.length, sheetRows);
    await open.write(sheetEnd({ filterRange: range }));
    await open.close(range);
  };
  for await (const batch of streamBookings({
    client: job.client,
    locationId: request.locationId,
    from: request.from,
    to: request.to,
    zone: request.zone,
    signal: job.signal,
  })) {
    dropped += batch.dropped;
    const kept: XlsxCell[][] = [];
    for (const booking of batch.bookings) if (keep(booking)) kept.push(cellsOf(booking));
    // A sheet's column widths come before its rows: they are fitted to the first rows there are.
    widths ??= kept.length > 0 ? fitWidths(BOOKING_HEADER, kept) : null;
    // A batch's rows go out as one write: a write per row cost more in awaits than in XML.
    let xml = '';
    for (const cells of kept) {
      if (sheet && sheetRows === perSheet) {
        await sheet.write(xml);
        xml = '';
        await closeSheet(sheet);
        sheet = null;
      }
      sheet ??= await openSheet();
      sheetRows += 1;
      rows += 1;
      xml += rowXml(sheetRows + 1, cells, workbook);
    }
    if (sheet && xml) await sheet.write(xml);
    job.onBatch(rows, batch.percent);
  }
  await closeSheet(sheet ?? (await openSheet()));
  return { rows, dropped };
}
