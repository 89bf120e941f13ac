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
import { columnName } from '#shared/xlsx/xml';
import type { WorkbookFile } from './workbook-file';

/** How a table sheet is drawn beyond its rows. */
export interface TableSheetOptions {
  /** Filters on the header (default true); they leave out the totals rows. */
  readonly filters?: boolean;
  readonly colourScales?: readonly ColourScale[];
  /** The header stays in view (default true). */
  readonly freezeHeader?: boolean;
  /**
   * A sheet for people (a report's): its header wraps within narrower columns, it is set up to print
   * (landscape, one page wide, the header on every page), and, with `titleColumn`, its first
   * column names the rows: kept in view and printed on every page.
   */
  readonly forPeople?: {
    readonly titleColumn: boolean;
    /** The printed footer's page number (&P of &N) in the workbook's language; default English. */
    readonly pageOf?: string;
  };
  /**
   * Lines above the header (a title, what the sheet leaves out), the first in bold, an empty row
   * between them and the header. Colour scales' ranges are the caller's: give none with lead lines.
   */
  readonly lead?: readonly (readonly XlsxCell[])[];
  /** How many of the last rows are totals, written bold (default 0). */
  readonly totalRows?: number;
  /**
   * Only the lead lines are printed (a long list a printed report leaves out; the first lead line
   * should say so).
   */
  readonly printLeadOnly?: boolean;
}

/** Writes `rows` under `header` as the workbook's next sheet. */
export async function writeTableSheet(
  workbook: WorkbookFile,
  name: string,
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  options: TableSheetOptions = {},
): Promise<void> {
  const { forPeople } = options;
  const lead = options.lead ?? [];
  const headerRow = lead.length > 0 ? lead.length + 2 : 1;
  const sheet = await workbook.openSheet(name);
  // The lead lines are left out of the widths: a title may run on over the columns beside it.
  const widths = fitWidths(header, rows, { wrappedHeader: forPeople !== undefined });
  await sheet.write(
    sheetStart({
      widths,
      freezeHeader: options.freezeHeader !== false,
      freezeFirstColumn: forPeople?.titleColumn ?? false,
      print: forPeople !== undefined,
      headerRow,
    }),
  );
  const bold = { strings: workbook.strings, tally: workbook.tally, bold: true };
  for (let i = 0; i < lead.length; i++)
    await sheet.write(rowXml(i + 1, lead[i] ?? [], i === 0 ? bold : workbook));
  await sheet.write(
    headerRowXml(header, { wrap: forPeople !== undefined, widths, row: headerRow }),
  );
  const firstTotal = rows.length - (options.totalRows ?? 0);
  for (let i = 0; i < rows.length; i++)
    await sheet.write(rowXml(headerRow + 1 + i, rows[i] ?? [], i >= firstTotal ? bold : workbook));
  const range = options.filters === false ? null : tableRange(header.length, firstTotal, headerRow);
  await sheet.write(
    sheetEnd({
      filterRange: range ?? undefined,
      colourScales: options.colourScales,
      print: forPeople !== undefined,
      pageOf: forPeople?.pageOf,
    }),
  );
  const printArea =
    options.printLeadOnly && lead.length > 0
      ? `A1:${columnName(Math.max(header.length, 1) - 1)}${lead.length}`
      : null;
  // Titles repeated on every page would print the list's header row beside the lead lines.
  await sheet.close(range, {
    ...(forPeople && !printArea
      ? { printTitles: { firstColumn: forPeople.titleColumn, row: headerRow } }
      : {}),
    ...(printArea ? { printArea } : {}),
  });
}
