/** The progress lines of exports and reports on a terminal's stderr. */
import { formatBytes } from '#shared/view/format';

/** `12,345 rows  42%  1.2 MB`, for PersonOutput.progress to redraw in place. */
export function progressLine(p: { rows: number; percent: number; bytes: number }): string {
  return `${p.rows.toLocaleString('en-US')} rows  ${Math.floor(p.percent)}%  ${formatBytes(p.bytes)}`;
}

/** `12,345 bookings read  42%`: a report's progress, whose rows are the bookings it has read so far. */
export function bookingsReadLine(p: { rows: number; percent: number }): string {
  return `${p.rows.toLocaleString('en-US')} bookings read  ${Math.floor(p.percent)}%`;
}

/** `Wrote the report to r.xlsx: 5 sheets, 48.2 KB`: what a report workbook holds, not its rows. */
export function reportEndLine(end: { sheets: number | null; bytes: number }, path: string): string {
  const sheets =
    end.sheets === null ? '' : `${end.sheets} ${end.sheets === 1 ? 'sheet' : 'sheets'}, `;
  return `Wrote the report to ${path}: ${sheets}${formatBytes(end.bytes)}`;
}
