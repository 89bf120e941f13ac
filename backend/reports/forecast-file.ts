/**
 * The weeks-ahead and back-test tables written to a file, as every report file is: atomically (the
 * file appears only when complete), CSV with the export's quoting and formula neutralising, or a
 * workbook whose dates and numbers are typed cells.
 */
import type { ExportFormat } from '#shared/contract';
import type { CsvDelimiter } from '#shared/csv/line';
import { neutraliseFormula } from '#shared/csv/neutralise';
import type { XlsxCell } from '#shared/xlsx/cell';
import { writeAtomically } from './atomic-file';
import { createCsvLineEncoder, UTF8_BOM } from './csv-text';
import { writeTableSheet } from './xlsx/table-sheet';
import { writeWorkbookFile } from './xlsx/workbook-export';

/** How a column's text becomes a workbook cell. */
export type ColumnKind = 'text' | 'label' | 'date' | 'integer' | 'decimal';

/** A table to write: its header, its rows as the CSV writes them, and each column's kind. */
export interface ReportTable {
  readonly sheetName: string;
  readonly header: readonly string[];
  readonly kinds: readonly ColumnKind[];
  readonly rows: readonly (readonly string[])[];
}

/** Where and how. */
export interface TableTarget {
  readonly targetPath: string;
  readonly format: ExportFormat;
  readonly delimiter: CsvDelimiter;
  readonly bom: boolean;
  readonly neutraliseFormulas: boolean;
  readonly signal: AbortSignal;
}

function cellOf(text: string, kind: ColumnKind): XlsxCell {
  if (text === '') return null;
  switch (kind) {
    case 'text':
      return { kind: 'text', value: text };
    case 'label':
      return { kind: 'text', value: text, repeats: true };
    case 'date':
      return { kind: 'date', wallMs: Date.parse(`${text}T00:00:00Z`) };
    case 'integer':
      return { kind: 'integer', value: Number(text) };
    case 'decimal':
      return { kind: 'decimal', value: Number(text) };
  }
}

/** Writes the table; the file's size in bytes. */
export async function writeReportTable(target: TableTarget, table: ReportTable): Promise<number> {
  if (target.format === 'xlsx') {
    const rows = table.rows.map((row) =>
      row.map((text, i) => cellOf(text, table.kinds[i] ?? 'text')),
    );
    const written = await writeWorkbookFile(target.targetPath, target.signal, (workbook) =>
      writeTableSheet(workbook, table.sheetName, table.header, rows),
    );
    return written.bytes;
  }
  const line = createCsvLineEncoder(target.delimiter);
  const safe = (row: readonly string[]) =>
    target.neutraliseFormulas ? row.map(neutraliseFormula) : row;
  let text = (target.bom ? UTF8_BOM : '') + line(table.header);
  for (const row of table.rows) text += line(safe(row));
  const bytes = Buffer.from(text, 'utf8');
  await writeAtomically(target.targetPath, (file) =>
    file.writeFile(bytes, { signal: target.signal }),
  );
  return bytes.length;
}
