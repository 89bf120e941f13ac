/** A bookings export in the format its request names. */
import { assertNever } from '#shared/assert-never';
import { exportBookingsCsv } from '../reports/export-csv';
import type { ExportJob, ExportOutcome } from './export-job';
import { exportBookingsXlsx } from '../reports/xlsx/export-xlsx';

/** Runs the export as CSV or as an Excel workbook. */
export function exportBookings(job: ExportJob): Promise<ExportOutcome> {
  const format = job.request.format;
  switch (format) {
    case 'csv':
      return exportBookingsCsv(job);
    case 'xlsx':
      return exportBookingsXlsx(job);
    default:
      return assertNever(format, 'export format');
  }
}
