/** The file name offered in the save dialog (and used by the browser shell's download). */

/** In UTF-16 units: 60 keeps a whole name within 255 bytes of UTF-8, whatever the script. */
const MAX_SLUG = 60;

/** `text` cut to at most `max` UTF-16 units, never between the two halves of one character. */
function cutWhole(text: string, max: number): string {
  const cut = text.slice(0, max);
  // A high surrogate last means its low half was cut off: the character goes, not half of it.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A file-name-safe form of a location name: letters and digits of any script, joined by '-'. A lone
 * surrogate in the name is neither, so it becomes '-' like any other mark.
 */
export function slugForFileName(name: string): string {
  return cutWhole(
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
    MAX_SLUG,
  ).replace(/-+$/, '');
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
