/** How the people table is sorted: by a column, either way; the heaviest users first by default. Pure. */
import type { PersonFigures } from '#shared/insights/person-figures';
import { compareText } from '#shared/scope/row-order';

/** A column the table sorts by. */
export type PeopleColumn =
  | 'name'
  | 'email'
  | 'bookings'
  | 'days'
  | 'sites'
  | 'bookedMs'
  | 'medianBookingMs'
  | 'outsideShare'
  | 'doubleBookings';

/** The column and its direction. */
export interface PeopleSort {
  readonly column: PeopleColumn;
  readonly descending: boolean;
}

/** The default: most booked hours first. */
export const HEAVIEST_FIRST: PeopleSort = { column: 'bookedMs', descending: true };

/** The people sorted; ties keep the backend's ranking (booked hours, then name). */
export function sortedPeople(
  people: readonly PersonFigures[],
  sort: PeopleSort,
): readonly PersonFigures[] {
  const { column, descending } = sort;
  const sign = descending ? -1 : 1;
  const ranked = people.map((p, rank) => ({ p, rank }));
  ranked.sort((a, b) => {
    const x = a.p[column];
    const y = b.p[column];
    // Nothing to show (no name, no open time) goes last either way.
    if (x === null || y === null) return x === y ? a.rank - b.rank : x === null ? 1 : -1;
    const byValue =
      typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
    return sign * byValue || a.rank - b.rank;
  });
  return ranked.map((r) => r.p);
}
