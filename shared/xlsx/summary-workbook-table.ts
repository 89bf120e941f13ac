/**
 * A summary table (`insights --format xlsx`, the app's Export summary as a workbook) as its one
 * sheet writes it: typed cells under the CSV's field names, or, in a language that names them
 * (German, French), its columns and its word values (weekday, target status, booker) in words.
 * The cells' numbers are the CSV's either way: minutes, ratios, counts.
 */
import type { SummaryTable } from '../insights/summary-table';
import { CLOSED_REASONS_SEPARATOR } from '../insights/closed-reasons';
import { TREND_DATA } from '../insights/trend-table';
import { ENGLISH } from '../report-words';
import { isSummaryField } from '../report-words/summary-fields';
import type { ColumnWords, ReportWords } from '../report-words/types';
import type { XlsxCell } from './cell';
import { tableCells } from './table-cells';

/** The suffixes a comparison and a trend add to a field's name, longest first. */
const SUFFIXES = [
  ['_change_year', 'changeYear'],
  ['_change', 'change'],
  ['_before', 'before'],
] as const;

/** A column's words: the field's, with its suffix's; a name no language knows stays as it is. */
export function columnTitle(column: string, columns: ColumnWords): string {
  if (isSummaryField(column)) return columns.fields[column];
  for (const [suffix, say] of SUFFIXES) {
    const base = column.slice(0, -suffix.length);
    if (column.endsWith(suffix) && isSummaryField(base)) return columns[say](columns.fields[base]);
  }
  return column;
}

/** The words of a column's text values, by the CSV's value; null for a column of names or numbers. */
function valueWords(
  column: string,
  words: ReportWords,
  columns: ColumnWords,
): Readonly<Record<string, string>> | null {
  switch (column) {
    case 'weekday':
    case 'closed':
      return Object.fromEntries(ENGLISH.weekdays.map((day, i) => [day, words.weekdays[i] ?? day]));
    case 'target_status':
      return { below: words.target.below, within: words.target.within, above: words.target.above };
    case 'booker':
      return { regular: columns.regular, occasional: columns.occasional };
    case 'days_a_week':
      return { 'under 1': columns.underOne };
    case 'data':
      return { [TREND_DATA.yes]: columns.dataYes, [TREND_DATA.none]: columns.dataNone };
    default:
      return null;
  }
}

/** The sheet's header and rows in the language's words. */
export function summaryWorkbookTable(
  table: SummaryTable,
  words: ReportWords = ENGLISH,
): { readonly header: string[]; readonly rows: XlsxCell[][] } {
  const rows = tableCells(table);
  const { columns } = words;
  if (!columns) return { header: [...table.header], rows };
  const values = table.header.map((column) => valueWords(column, words, columns));
  const worded = (cell: XlsxCell, i: number): XlsxCell => {
    const say = values[i];
    // Why a site was closed: its weekdays in words, a holiday's or closure's own name as it is.
    if (table.header[i] === 'closed' && cell?.kind === 'text' && say)
      return {
        ...cell,
        value: cell.value
          .split(CLOSED_REASONS_SEPARATOR)
          .map((part) => (Object.hasOwn(say, part) ? (say[part] ?? part) : part))
          .join(CLOSED_REASONS_SEPARATOR),
      };
    if (!say || cell?.kind !== 'text' || !Object.hasOwn(say, cell.value)) return cell;
    return { ...cell, value: say[cell.value] ?? cell.value };
  };
  return {
    header: table.header.map((column) => columnTitle(column, columns)),
    rows: rows.map((row) => row.map(worded)),
  };
}
