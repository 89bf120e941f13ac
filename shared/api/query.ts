/**
 * The query of GET /bookings. The API has two parameter families with different response shapes; the spec
 * does not say what happens when they are mixed, so a query is one family or the other and anything else
 * is refused here, before it reaches the network.
 */
import { AppFailure } from '../result';
import { daysBetween, parseIsoDate } from '../time/civil';
import { isValidTimeZone } from '../time/zone';
import { parseTimestamp } from './timestamp';

/** Bookings of a location overlapping [timeMin, timeMax), with users; times in `timezone` when given. */
export interface TimeBookingsQuery {
  readonly family: 'time';
  readonly locationId: string;
  /** ISO 8601 with a numeric offset. */
  readonly timeMin: string;
  /** ISO 8601 with a numeric offset. */
  readonly timeMax: string;
  /** IANA zone for the timestamps of the answer. */
  readonly timezone?: string;
}

/** Bookings of a location from startDate to endDate (YYYY-MM-DD, both included), with durations. */
export interface DatesBookingsQuery {
  readonly family: 'dates';
  readonly locationId: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** One request's worth of bookings, in exactly one parameter family. */
export type BookingsQuery = TimeBookingsQuery | DatesBookingsQuery;

const TIME_KEYS = ['timeMin', 'timeMax', 'timezone'] as const;
const DATES_KEYS = ['startDate', 'endDate'] as const;

function refuse(message: string): never {
  throw new AppFailure('invalid-argument', message);
}

function present(q: object, key: string): boolean {
  return (q as Record<string, unknown>)[key] !== undefined;
}

function checkLocationId(value: unknown): string {
  // eslint-disable-next-line no-control-regex
  if (typeof value !== 'string' || !/\S/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) {
    refuse('Choose a location first.');
  }
  return value;
}

function pair(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}`;
}

/**
 * The query string (without `?`) for GET /bookings, e.g. `location_id=…&time_min=…&time_max=…`.
 * Throws AppFailure('invalid-argument') for a query that mixes the families or is malformed.
 */
export function bookingsQueryString(q: BookingsQuery): string {
  if (typeof q !== 'object' || q === null) refuse('A bookings query is missing.');
  const locationId = checkLocationId(q.locationId);
  switch (q.family) {
    case 'time': {
      if (DATES_KEYS.some((k) => present(q, k))) {
        refuse('A bookings query cannot mix start_date/end_date with time_min/time_max.');
      }
      const min = typeof q.timeMin === 'string' ? parseTimestamp(q.timeMin) : null;
      const max = typeof q.timeMax === 'string' ? parseTimestamp(q.timeMax) : null;
      if (min === null || max === null) {
        refuse('The start and end of the period must be dates and times with a UTC offset.');
      }
      if (max < min) refuse('The period ends before it starts.');
      const parts = [
        pair('location_id', locationId),
        pair('time_min', q.timeMin),
        pair('time_max', q.timeMax),
      ];
      if (q.timezone !== undefined) {
        if (!isValidTimeZone(q.timezone))
          refuse(`"${String(q.timezone)}" is not a known time zone.`);
        parts.push(pair('timezone', q.timezone));
      }
      return parts.join('&');
    }
    case 'dates': {
      if (TIME_KEYS.some((k) => present(q, k))) {
        refuse('A bookings query cannot mix time_min/time_max/timezone with start_date/end_date.');
      }
      const { startDate, endDate } = q;
      if (typeof startDate !== 'string' || typeof endDate !== 'string') {
        refuse('The first and last dates must be dates (YYYY-MM-DD).');
      }
      if (!parseIsoDate(startDate) || !parseIsoDate(endDate)) {
        refuse('The first and last dates must be dates (YYYY-MM-DD).');
      }
      if (daysBetween(startDate, endDate) < 0) refuse('The last date is before the first date.');
      return [
        pair('location_id', locationId),
        pair('start_date', startDate),
        pair('end_date', endDate),
      ].join('&');
    }
    default:
      return refuse('A bookings query must use either times or dates.');
  }
}
