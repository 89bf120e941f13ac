/**
 * A summary table (summary-table.ts, whose columns the CSV writes as field names in minutes) as a
 * report shows it to people: headers in words, minutes as hours, counts with thousands separators.
 */
import type { SummaryColumnKind, SummaryTable, SummaryValue } from '../insights/summary-table';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import type { XlsxCell } from './cell';
import { figureCell, textCell } from './figure-cells';

const MINUTE_MS = 60_000;

/** The words of each column a breakdown (by bay, tag or day) has. */
function titlesOf({ figures }: ReportWords): Readonly<Record<string, string>> {
  return {
    bay: figures.bay,
    bay_tag: figures.tag,
    bays: figures.bays,
    date: figures.date,
    bookings: figures.bookings,
    booked_minutes: figures.bookedHours,
    occupied_minutes: figures.occupiedHours,
    available_minutes: figures.availableHours,
    utilisation: figures.utilisation,
    bays_needed_p95: figures.baysNeeded,
  };
}

/** A column's words: its own, else its name with spaces (minutes said as hours), capitalised. */
function titleOf(column: string, titles: Readonly<Record<string, string>>): string {
  const spaced = column.replace(/_minutes$/, '_hours').replace(/_/g, ' ');
  return titles[column] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function cellOf(
  value: SummaryValue,
  kind: SummaryColumnKind | undefined,
  column: string,
): XlsxCell {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return textCell(value);
  if (column.endsWith('_minutes')) return figureCell(value * MINUTE_MS, 'hours');
  if (kind === 'ratio') return figureCell(value, 'share');
  if (kind === 'decimal') return { kind: 'decimal', value };
  return figureCell(value, 'count');
}

/** The table's header in words and its rows as cells. */
export function readableTable(
  table: SummaryTable,
  words: ReportWords = ENGLISH,
): {
  readonly header: string[];
  readonly rows: XlsxCell[][];
} {
  const titles = titlesOf(words);
  return {
    header: table.header.map((column) => titleOf(column, titles)),
    rows: table.rows.map((row) =>
      row.map((value, i) => cellOf(value, table.kinds[i], table.header[i] ?? '')),
    ),
  };
}
