import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import type { BookingFilter } from '#shared/contract';
import { bookingFilterOf } from '#shared/scope/booking-filter';

/** The filter on screen, as the export and the Insights view take it. */
export interface ShownFilters {
  /** What the Timeline and Table show, and so what the bookings export writes. */
  readonly bookings: BookingFilter;
  /** The same, with the search taken once typing pauses: each search is a fetch of the period. */
  readonly insights: BookingFilter;
  /** Tags or a search (spaces alone are no search), as the export and the empty state both say. */
  readonly filtered: boolean;
}

/** The tags, search and time of day as filters, each kept the same object while it is unchanged. */
export function useShownFilters(
  tags: readonly string[],
  search: string,
  timeOfDay: BookingFilter['timeOfDay'],
): ShownFilters {
  const bookings = useMemo(
    () => bookingFilterOf(tags, search, timeOfDay),
    [tags, search, timeOfDay],
  );
  const [insightsSearch] = useDebouncedValue(search, 400);
  const insights = useMemo(
    () => bookingFilterOf(tags, insightsSearch, timeOfDay),
    [tags, insightsSearch, timeOfDay],
  );
  return { bookings, insights, filtered: bookings.tags !== null || bookings.search !== null };
}
