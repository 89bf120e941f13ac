/**
 * The export filter (tags, free-text search, time of day) as a predicate over bookings, so the
 * export and the renderer's table agree on what "what is shown" means.
 */
import type { ExportFilter } from '../contract';
import type { Booking } from '../model';
import { offsetMinutesAt } from '../time/zone';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A test a booking passes or not. */
export type BookingPredicate = (booking: Booking) => boolean;

const keepAll: BookingPredicate = () => true;

function tagPredicate(tags: readonly string[]): BookingPredicate {
  const wanted = new Set(tags);
  // '' stands for bays without a tag, whether the API sent null, nothing or an empty string.
  return (b) => wanted.has(b.bay?.tag ?? '');
}

function searchPredicate(search: string): BookingPredicate {
  const needle = search.trim().toLowerCase();
  if (needle === '') return keepAll;
  const has = (value: string | null | undefined): boolean =>
    value != null && value.toLowerCase().includes(needle);
  return (b) => has(b.bay?.name) || has(b.user?.name) || has(b.user?.email);
}

/**
 * True when [startMs, endMs) overlaps the daily window [startMinute, endMinute) on any local day.
 * Works on the zone's wall-clock timeline; a zero-length booking counts when the window contains it.
 */
export function overlapsTimeOfDay(
  zone: string,
  startMs: number,
  endMs: number,
  startMinute: number,
  endMinute: number,
): boolean {
  const localStart = startMs + offsetMinutesAt(zone, startMs) * MINUTE_MS;
  const localEnd = Math.max(localStart, endMs + offsetMinutesAt(zone, endMs) * MINUTE_MS);
  if (localEnd - localStart >= DAY_MS) return true;
  const firstDay = Math.floor(localStart / DAY_MS);
  const lastDay = localEnd > localStart ? Math.floor((localEnd - 1) / DAY_MS) : firstDay;
  for (let day = firstDay; day <= lastDay; day += 1) {
    const windowStart = day * DAY_MS + startMinute * MINUTE_MS;
    const windowEnd = day * DAY_MS + endMinute * MINUTE_MS;
    if (localEnd === localStart) {
      if (localStart >= windowStart && localStart < windowEnd) return true;
    } else if (localStart < windowEnd && localEnd > windowStart) {
      return true;
    }
  }
  return false;
}

/** Builds the predicate for an export filter in a zone; every part left null keeps all. */
export function createBookingFilter(filter: ExportFilter, zone: string): BookingPredicate {
  const parts: BookingPredicate[] = [];
  if (filter.tags !== null) parts.push(tagPredicate(filter.tags));
  if (filter.search !== null && filter.search.trim() !== '')
    parts.push(searchPredicate(filter.search));
  const window = filter.timeOfDay;
  if (window !== null) {
    parts.push((b) =>
      overlapsTimeOfDay(zone, b.startMs, b.endMs, window.startMinute, window.endMinute),
    );
  }
  if (parts.length === 0) return keepAll;
  return (b) => parts.every((p) => p(b));
}
