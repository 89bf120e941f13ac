/**
 * The table view's rows and sorting. Sorting uses precomputed keys so 60,000 rows sort quickly.
 */
import type { Booking } from '../model';
import { compareText, type BayRow } from './rows';

/** One table line. */
export interface TableRow {
  readonly booking: Booking;
  readonly userName: string | null;
  readonly email: string | null;
  readonly bayName: string | null;
  readonly tag: string | null;
  readonly startMs: number;
  readonly endMs: number;
  readonly durationMs: number;
}

/** A sortable column. */
export type SortKey = 'user' | 'email' | 'bay' | 'tag' | 'start' | 'end' | 'duration';
/** Sort direction. */
export type SortDirection = 'asc' | 'desc';
/** A column and a direction. */
export interface SortState {
  readonly key: SortKey;
  readonly direction: SortDirection;
}

/** Flattens the shown rows into table lines. */
export function tableRows(rows: readonly BayRow[]): TableRow[] {
  const out: TableRow[] = [];
  for (const r of rows) {
    for (const b of r.row.bookings) {
      out.push({
        booking: b,
        userName: b.user?.name ?? null,
        email: b.user?.email ?? null,
        bayName: r.bay.name,
        tag: r.bay.tag,
        startMs: b.startMs,
        endMs: b.endMs,
        durationMs: b.endMs - b.startMs,
      });
    }
  }
  return out;
}

function textOf(row: TableRow, key: SortKey): string | null {
  switch (key) {
    case 'user':
      return row.userName;
    case 'email':
      return row.email;
    case 'bay':
      return row.bayName;
    case 'tag':
      return row.tag;
    default:
      return null;
  }
}

function numberOf(row: TableRow, key: SortKey): number {
  if (key === 'end') return row.endMs;
  if (key === 'duration') return row.durationMs;
  return row.startMs;
}

/** Sorts table lines by a column (missing values last either way), then by start and id. */
export function sortTableRows(rows: readonly TableRow[], sort: SortState): TableRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const numeric = sort.key === 'start' || sort.key === 'end' || sort.key === 'duration';
  const tie = (a: TableRow, b: TableRow): number =>
    a.startMs - b.startMs ||
    (a.booking.id < b.booking.id ? -1 : a.booking.id > b.booking.id ? 1 : 0);
  if (numeric) {
    return [...rows].sort(
      (a, b) => sign * (numberOf(a, sort.key) - numberOf(b, sort.key)) || tie(a, b),
    );
  }
  return [...rows].sort((a, b) => {
    const x = textOf(a, sort.key);
    const y = textOf(b, sort.key);
    if (x === null || y === null) return compareText(x, y) || tie(a, b);
    return sign * compareText(x, y) || tie(a, b);
  });
}
