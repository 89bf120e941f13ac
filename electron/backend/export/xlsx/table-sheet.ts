/** A whole table as one worksheet: bold frozen header, filters, fitted widths. */
import type { XlsxCell } from '#shared/xlsx/cell';
import {
  type ColourScale,
  fitWidths,
  headerRowXml,
  rowXml,
  sheetEnd,
  sheetStart,
  tableRange,
} from '#shared/xlsx/sheet';
import type { WorkbookFile } from './workbook-file';

/** How a table sheet is drawn beyond its rows. */
export interface TableSheetOptions {
  /** Filters on the header (default true). */
  readonly filters?: boolean;
  readonly colourScales?: readonly ColourScale[];
  /** The header stays in view (default true). */
  readonly freezeHeader?: boolean;
}

/** Writes `rows` under `header` as the workbook's next sheet. */
export async function writeTableSheet(
  workbook: WorkbookFile,
  name: string,
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  options: TableSheetOptions = {},
): Promise<void> {
  const sheet = await workbook.openSheet(name);
  await sheet.write(
    sheetStart({ widths: fitWidths(header, rows), freezeHeader: options.freezeHeader !== false }),
  );
  await sheet.write(headerRowXml(header));
  for (let i = 0; i < rows.length; i++) await sheet.write(rowXml(i + 2, rows[i] ?? [], workbook));
  const range = options.filters === false ? null : tableRange(header.length, rows.length);
  await sheet.write(
    sheetEnd({ filterRange: range ?? undefined, colourScales: options.colourScales }),
  );
  await sheet.close(range);
}
