/** The file name offered in the save dialog (and used by the browser shell's download). */

const MAX_SLUG = 60;

/** A file-name-safe form of a location name: letters and digits of any script, joined by '-'. */
export function slugForFileName(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}

/** `bookings-<location>-<from>-to-<to>.csv`, or `…-<day>.csv` for one day; safe on every OS. */
export function suggestedExportFileName(
  locationName: string | null,
  from: string,
  to: string,
): string {
  const slug = locationName ? slugForFileName(locationName) : '';
  const safeFrom = from.replace(/[^0-9-]/g, '');
  const safeTo = to.replace(/[^0-9-]/g, '');
  const range = safeFrom === safeTo ? safeFrom : `${safeFrom}-to-${safeTo}`;
  return slug ? `bookings-${slug}-${range}.csv` : `bookings-${range}.csv`;
}

/** The name with the extension of the export's format: `.csv`, or `.xlsx` for a workbook. */
export function withFormatExtension(fileName: string, format: 'csv' | 'xlsx'): string {
  return format === 'xlsx' ? fileName.replace(/\.csv$/i, '') + '.xlsx' : fileName;
}
