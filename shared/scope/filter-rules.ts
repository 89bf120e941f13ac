/**
 * Whether a row and a booking pass the filter, the one rule the Timeline, the export and Insights
 * apply. A row passes when its bay's tag is kept. Under a search, a row whose bay name matches keeps
 * all its bookings; in other rows a booking is kept when its bay name, user name or e-mail matches,
 * and a row is shown only when its name or one of its bookings matches.
 */
import type { Booking } from '../model';
import type { RowFilter } from './booking-filter';
import { bookingMatches, normaliseSearch, textMatches } from './search';

/** True when a bay's tag passes the tag filter ('' in the filter stands for no tag). */
export function tagPasses(tags: readonly string[] | null, tag: string | null): boolean {
  if (tags === null) return true;
  return tags.includes(tag ?? '');
}

/** How a row stands under the filter, worked out once per row. */
export interface RowVerdict {
  /** Its bay's tag is kept. */
  readonly passesTag: boolean;
  /** Its bay's name matches the search (always, with no search). */
  readonly nameHit: boolean;
}

/** The filter's rules, with the search text normalised once. A class: called per booking. */
export class FilterRules {
  /** The normalised search text; '' when there is none. */
  readonly needle: string;
  private readonly tags: readonly string[] | null;

  constructor(filter: RowFilter) {
    this.tags = filter.tags;
    this.needle = normaliseSearch(filter.search);
  }

  /** The verdict on a row, from its bay's name and tag. */
  verdict(name: string | null, tag: string | null): RowVerdict {
    return { passesTag: tagPasses(this.tags, tag), nameHit: textMatches(name, this.needle) };
  }

  /** True when a booking of the row is kept. */
  keeps(row: RowVerdict & { readonly name: string | null }, b: Booking): boolean {
    return row.passesTag && (row.nameHit || bookingMatches(b, this.needle, row.name));
  }

  /** True when the row is shown, given how many of its bookings in the window were kept. */
  shows(row: RowVerdict, keptBookings: number): boolean {
    return row.passesTag && (row.nameHit || keptBookings > 0);
  }
}
