/**
 * A summary table (summary-table.ts, whose columns the CSV writes as field names in minutes) as a
 * report shows it to people: headers in words, minutes as hours, counts with thousands separators.
 */
import type { SummaryColumnKind, SummaryTable, SummaryValue } from '../insights/summary-table';
import type { XlsxCell } from './cell';
import { figureCell, textCell } from './figure-cells';

const MINUTE_MS = 60_000;

/** The words of each column a breakdown has. */
const TITLES: Readonly<Record<string, string>> = {
  bay: 'Bay',
  bay_tag: 'Tag',
  bays: 'Bays',
  date: 'Date',
  bookings: 'Bookings',
  booked_minutes: 'Booked hours',
  occupied_minutes: 'Occupied hours',
  available_minutes: 'Available hours',
  utilisation: 'Utilisation',
  bays_needed_p95: 'Bays needed (95% of open time)',
};

/** A column's words: its own, else its name with spaces (minutes said as hours), capitalised. */
function titleOf(column: string): string {
  const spaced = column.replace(/_minutes$/, '_hours').replace(/_/g, ' ');
  return TITLES[column] ?? spaced.charAt(0).toUpperCase() + spaced.slice(1);
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
export function readableTable(table: SummaryTable): {
  readonly header: string[];
  readonly rows: XlsxCell[][];
} {
  return {
    header: table.header.map(titleOf),
    rows: table.rows.map((row) =>
      row.map((value, i) => cellOf(value, table.kinds[i], table.header[i] ?? '')),
    ),
  };
}
