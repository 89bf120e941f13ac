/**
 * A summary table (shared/insights/summary-table.ts) as CSV text cells: ratios and averages to 4
 * decimals, names and tags neutralised. Quoting, the BOM and the delimiter are the CSV writer's; a
 * workbook writes the same table as typed cells instead (shared/xlsx/table-cells.ts).
 */
import type { Insights, SummaryBy } from '../insights/types';
import {
  type SummaryColumnKind,
  summaryTable,
  type SummaryTable,
  type SummaryValue,
} from '../insights/summary-table';
import { neutraliseFormula } from './neutralise';

/** Whole minutes, rounded down: 59.9 s is 0 minutes. */
export function wholeMinutes(ms: number): string {
  return String(Math.floor(ms / 60_000));
}

/** A ratio to 4 decimals, or empty when there is nothing to divide by. */
export function ratio(numerator: number, denominator: number): string {
  return denominator > 0 ? (numerator / denominator).toFixed(4) : '';
}

/** The header and data records of a summary report, as CSV text cells. */
export function summaryRecords(
  insights: Insights,
  by: SummaryBy,
  options: { readonly neutraliseFormulas?: boolean } = {},
): { header: readonly string[]; rows: string[][] } {
  return tableRecords(summaryTable(insights, by), options);
}

/** Any summary table as CSV text cells: ratios and averages to 4 decimals, texts neutralised. */
export function tableRecords(
  table: SummaryTable,
  options: { readonly neutraliseFormulas?: boolean } = {},
): { header: readonly string[]; rows: string[][] } {
  const neutralise = options.neutraliseFormulas !== false;
  const cell = (value: SummaryValue, kind: SummaryColumnKind | undefined): string => {
    if (value === null) return '';
    if (typeof value === 'string') return neutralise && value ? neutraliseFormula(value) : value;
    return kind === 'ratio' || kind === 'decimal' ? value.toFixed(4) : String(value);
  };
  return {
    header: table.header,
    rows: table.rows.map((row) => row.map((value, i) => cell(value, table.kinds[i]))),
  };
}
