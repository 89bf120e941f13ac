/**
 * CSV text built a batch at a time instead of through a stream per record: RFC 4180 quoting exactly
 * as csv-stringify applies it with the export's options (a field is quoted when it holds the
 * delimiter, a double quote, CR or LF; quotes inside are doubled; records end with CRLF).
 */

import { type CsvDelimiter, csvFieldQuoter } from '#shared/csv/line';

export type { CsvDelimiter };

/** The UTF-8 byte-order mark, which Excel needs to read a CSV file as UTF-8. */
export const UTF8_BOM = '\ufeff';

/** Returns a function that turns one record into its CSV line, CRLF included. */
export function createCsvLineEncoder(
  delimiter: CsvDelimiter,
): (fields: readonly string[]) => string {
  const field = csvFieldQuoter(delimiter);
  return (fields) => {
    let line = fields.length > 0 ? field(fields[0] as string) : '';
    for (let i = 1; i < fields.length; i++) line += delimiter + field(fields[i] as string);
    return `${line}\r\n`;
  };
}
