/**
 * What narrows a scope's bookings to those the user sees: bay tags, a free-text search and a time of
 * day. The contract's schema (shared/contract/index.ts) parses exactly this shape; the renderer builds it
 * from its toolbar, so an export of "what is shown" and Insights ask for what the Timeline shows.
 */

/** Minutes after local midnight, [start, end). */
export interface TimeOfDay {
  readonly startMinute: number;
  readonly endMinute: number;
}

/** Tags, a search and a time of day; each null keeps everything. */
export interface BookingFilter {
  /** Bay tags to keep; null keeps all. The empty string stands for bays without a tag. */
  readonly tags: readonly string[] | null;
  /** Free-text search over bay name, user name and e-mail; null or blank searches nothing. */
  readonly search: string | null;
  /** Keep bookings overlapping this daily window; null keeps whole days. */
  readonly timeOfDay: TimeOfDay | null;
}

/** The part of the filter that decides rows and bookings; the time of day cuts the window instead. */
export type RowFilter = Pick<BookingFilter, 'tags' | 'search'>;

/** The filter that keeps everything. */
export const NO_FILTER: BookingFilter = { tags: null, search: null, timeOfDay: null };

/**
 * The filter of the tags, search and time of day on screen. No tag chosen shows every tag (an empty
 * `tags` list would keep no booking), and a blank search searches nothing, so both become null.
 */
export function bookingFilterOf(
  tags: readonly string[],
  search: string,
  timeOfDay: TimeOfDay | null,
): BookingFilter {
  return {
    tags: tags.length > 0 ? [...tags] : null,
    search: search.trim() === '' ? null : search.trim(),
    timeOfDay,
  };
}
