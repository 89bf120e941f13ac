/**
 * The export filter (tags, free-text search, time of day) as a predicate over bookings, built on
 * the same helpers as the screen (shared/view), so an export of "what is shown" holds exactly the
 * bookings the timeline shows: tags and bay names come from the bays list where it knows the bay,
 * a bay whose name matches keeps all its bookings, and the time of day is cut from real instants
 * on each local day of the range.
 */
import type { ExportFilter } from '../contract';
import type { Booking } from '../model';
import { bookingMatches, normaliseSearch, tagPasses } from '../view/filter';
import { overlapsSegments, windowSegments } from '../view/window';

/** A test a booking passes or not. */
export type BookingPredicate = (booking: Booking) => boolean;

/** A bay's name and tag as the bays list has them. */
export interface BayInfo {
  readonly name: string | null;
  readonly tag: string | null;
}

/** Where and when the filter applies. */
export interface FilterScope {
  readonly zone: string;
  /** First local day of the range, YYYY-MM-DD. */
  readonly from: string;
  /** Last local day, inclusive. */
  readonly to: string;
  /** The location's bays by id (from GET /bays); bookings of other bays use their own bay fields. */
  readonly bays?: ReadonlyMap<string, BayInfo>;
}

const keepAll: BookingPredicate = () => true;

/** The bay as the screen shows it: the bays list's entry when it has one, else the booking's own. */
export function bayOf(b: Booking, bays: ReadonlyMap<string, BayInfo> | undefined): BayInfo {
  const listed = b.bay?.id ? bays?.get(b.bay.id) : undefined;
  return listed ?? { name: b.bay?.name ?? null, tag: b.bay?.tag ?? null };
}

/** Builds the predicate for an export filter; every part left null keeps all. */
export function createBookingFilter(filter: ExportFilter, scope: FilterScope): BookingPredicate {
  const parts: BookingPredicate[] = [];
  const { bays } = scope;
  const tags = filter.tags;
  if (tags !== null) parts.push((b) => tagPasses(tags, bayOf(b, bays).tag));
  const needle = normaliseSearch(filter.search ?? '');
  if (needle !== '') {
    parts.push((b) => bookingMatches(b, needle, bayOf(b, bays).name));
  }
  if (filter.timeOfDay !== null) {
    const segments = windowSegments({
      fromDate: scope.from,
      toDate: scope.to,
      zone: scope.zone,
      timeOfDay: filter.timeOfDay,
    });
    parts.push((b) => overlapsSegments(segments, b.startMs, b.endMs));
  }
  if (parts.length === 0) return keepAll;
  return (b) => parts.every((p) => p(b));
}
