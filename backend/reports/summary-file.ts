/**
 * A finished summary table written to its file: CSV with the export's rules (RFC 4180 quoting, the
 * chosen delimiter, a UTF-8 BOM by default, formula neutralisation) or a one-sheet workbook with
 * typed cells; either written atomically.
 */
import type { ExportRequest } from '#shared/contract';
import { tableRecords } from '#shared/csv/summary-records';
import type { SummaryTable } from '#shared/insights/summary-table';
import { type ReportLanguage, reportWords } from '#shared/report-words';
import { summaryWorkbookTable } from '#shared/xlsx/summary-workbook-table';
import { loneSurrogateCount } from '#shared/export/cell-tally';
import { writeAtomically } from './atomic-file';
import { createCsvLineEncoder, UTF8_BOM } from './csv-text';
import type { ExportOutcome } from '../export/export-job';
import { writeTableSheet } from './xlsx/table-sheet';
import { writeWorkbookFile } from './xlsx/workbook-export';

/** Where and how a summary is written: the request's format and CSV options. */
export interface SummaryTarget {
  readonly request: ExportRequest;
  readonly targetPath: string;
  readonly signal: AbortSignal;
  /** The language of a workbook's sheet name, header and word values; absent: English. */
  readonly language?: ReportLanguage;
}

/**
 * Writes the table as CSV (its field names and values whatever the language: scripts read it) or as
 * a workbook whose one sheet is `sheetName`, in the target's language.
 */
export async function writeSummaryTable(
  target: SummaryTarget,
  sheetName: string,
  table: SummaryTable,
  dropped: number,
): Promise<ExportOutcome> {
  const { request } = target;
  if (request.format === 'xlsx') {
    const sheet = summaryWorkbookTable(table, reportWords(target.language));
    const written = await writeWorkbookFile(target.targetPath, target.signal, (workbook) =>
      writeTableSheet(workbook, sheetName, sheet.header, sheet.rows),
    );
    return { ...written, rows: table.rows.length, exceedsExcelLimit: false, dropped };
  }
  const { header, rows } = tableRecords(table, { neutraliseFormulas: request.neutraliseFormulas });
  const line = createCsvLineEncoder(request.delimiter);
  let text = (request.bom ? UTF8_BOM : '') + line(header);
  for (const row of rows) text += line(row);
  const bytes = Buffer.from(text, 'utf8');
  await writeAtomically(target.targetPath, (file) =>
    file.writeFile(bytes, { signal: target.signal }),
  );
  return {
    rows: rows.length,
    bytes: bytes.length,
    exceedsExcelLimit: false,
    dropped,
    charactersReplaced: loneSurrogateCount(text),
  };
}
