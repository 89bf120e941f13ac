/** Exports a location's bookings to an .xlsx workbook of any size (booking-sheets.ts). */
import { exceedsExcelLimit } from '#shared/export/booking-columns';
import type { ExportJob, ExportOutcome } from '../../export/export-job';
import { type ExportCounters, throttleProgress } from '../../export/progress';
import { writeBookingSheets } from './booking-sheets';
import { writeWorkbookFile } from './workbook-export';

/** An export job, with the rows a sheet may hold (Excel's limit; tests make it small). */
export interface XlsxExportJob extends ExportJob {
  readonly maxRowsPerSheet?: number;
}

/** Runs an .xlsx export; resolves once the file is in place, throws AppFailure as the CSV's does. */
export async function exportBookingsXlsx(job: XlsxExportJob): Promise<ExportOutcome> {
  const progress = throttleProgress((c: ExportCounters) => job.onProgress(c));
  let rows = 0;
  let dropped = 0;
  const written = await writeWorkbookFile(
    job.targetPath,
    job.signal,
    async (workbook, signal, size) => {
      const sheets = await writeBookingSheets(workbook, {
        client: job.client,
        request: job.request,
        locationName: job.locationName,
        signal,
        maxRowsPerSheet: job.maxRowsPerSheet,
        onBatch: (n, percent) => progress.report({ rows: n, percent, bytes: size() }),
      });
      rows = sheets.rows;
      dropped = sheets.dropped;
    },
  );
  progress.report({ rows, percent: 100, bytes: written.bytes }, true);
  return { ...written, rows, exceedsExcelLimit: exceedsExcelLimit(rows), dropped };
}
