/** A summary table's values as typed cells: counts as numbers, ratios as percentages. */
import { assertNever } from '../assert-never';
import type { SummaryColumnKind, SummaryTable, SummaryValue } from '../insights/summary-table';
import type { XlsxCell } from './cell';

function cellOf(value: SummaryValue, kind: SummaryColumnKind | undefined): XlsxCell {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return { kind: 'text', value };
  switch (kind) {
    case 'ratio':
      return { kind: 'percent', value };
    case 'decimal':
      return { kind: 'decimal', value };
    case 'integer':
    case 'text':
    case undefined:
      return { kind: 'integer', value };
    default:
      return assertNever(kind, 'column kind');
  }
}

/** The table's rows as cells, in its column order. */
export function tableCells(table: SummaryTable): XlsxCell[][] {
  return table.rows.map((row) => row.map((value, i) => cellOf(value, table.kinds[i])));
}
