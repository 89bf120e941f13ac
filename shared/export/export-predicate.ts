/**
 * Which fetched bookings an export writes: those of the rows the scope's rules keep
 * (shared/scope: the tag filter and search, by the booking's row as the Timeline finds it), inside
 * the time of day cut from real instants on each local day of the period. So an export of "what is
 * shown" holds exactly the bookings the Timeline shows.
 */
import type { Booking } from '../model';
import type { BayIndex, ScopeRow } from '../scope/bay-index';
import type { LocationScope } from '../scope/scope';
import { overlapsSegments, shownSegments } from '../view/shown-spans';

/** A test a booking passes or not. */
export type BookingPredicate = (booking: Booking) => boolean;

const keepAll: BookingPredicate = () => true;

/** The test for a scope, over its location's rows (built with the scope's filter). */
export function createExportPredicate(
  scope: LocationScope,
  rows: BayIndex<ScopeRow>,
): BookingPredicate {
  const { rules } = rows;
  const filtering = scope.filter.tags !== null || rules.needle !== '';
  const { timeOfDay } = scope.filter;
  const segments = timeOfDay === null ? null : shownSegments(scope, timeOfDay);
  if (!filtering && segments === null) return keepAll;
  if (segments === null) return (b) => rules.keeps(rows.rowOf(b), b);
  if (!filtering) return (b) => overlapsSegments(segments, b.startMs, b.endMs);
  return (b) => rules.keeps(rows.rowOf(b), b) && overlapsSegments(segments, b.startMs, b.endMs);
}
