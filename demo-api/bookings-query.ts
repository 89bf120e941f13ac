/**
 * Validates GET /bookings query parameters into a window. The spec leaves most of this open; the
 * choices (documented in the README) are: location_id is required and must name a known location;
 * the two families may not be mixed; a missing bound is open-ended; dates are whole UTC days;
 * anything malformed, or an end before its start, is a 400 whose message says how to fix it.
 */
import { daysFromCivil, parseIsoDate } from '#shared/time/civil';
import { isValidTimeZone } from '#shared/time/zone';

/** A valid bookings request: which response shape, which location, which window [minMs, maxMs). */
export interface BookingsRequest {
  readonly family: 'time' | 'dates';
  readonly location: number;
  readonly minMs: number;
  readonly maxMs: number;
  /** Zone of the response timestamps: `timezone` when given, else UTC. */
  readonly zone: string;
}

/** The parse outcome: a request, or the text of a 400 Error body. */
export type ParsedBookingsQuery =
  | { readonly ok: true; readonly request: BookingsRequest }
  | { readonly ok: false; readonly error: string };

const TIME_KEYS = ['time_min', 'time_max', 'timezone'] as const;
const DATE_KEYS = ['start_date', 'end_date'] as const;
const KNOWN_KEYS = ['location_id', ...TIME_KEYS, ...DATE_KEYS] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;
const DAY_MS = 86_400_000;

/** Epoch ms of an ISO 8601 date-time that carries Z or a numeric offset; null when malformed. */
export function parseDateTimeWithOffset(text: string): number | null {
  const m = DATE_TIME.exec(text);
  if (!m) return null;
  const date = parseIsoDate(`${m[1]}-${m[2]}-${m[3]}`);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6] ?? 0);
  const offsetHours = Number(m[10] ?? 0);
  const offsetMinutes = Number(m[11] ?? 0);
  if (!date || hour > 23 || minute > 59 || second > 59 || offsetHours > 18 || offsetMinutes > 59) {
    return null;
  }
  const millis = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const sign = m[9] === '-' ? -1 : 1;
  const offset = m[8] ? 0 : sign * (offsetHours * 60 + offsetMinutes);
  const wall =
    daysFromCivil(date.year, date.month, date.day) * DAY_MS +
    (hour * 3600 + minute * 60 + second) * 1000;
  return wall + millis - offset * 60_000;
}

const fail = (error: string): ParsedBookingsQuery => ({ ok: false, error });

const dateTimeHint = (name: string): string =>
  `${name} must be an ISO 8601 date-time with a UTC offset, e.g. 2026-03-29T00:00:00+01:00 (in a URL, write + as %2B)`;

/** Parses the query of GET /bookings against the known location ids. */
export function parseBookingsQuery(
  params: URLSearchParams,
  locationIndexById: ReadonlyMap<string, number>,
): ParsedBookingsQuery {
  for (const key of KNOWN_KEYS) {
    if (params.getAll(key).length > 1) return fail(`${key} was given more than once`);
  }
  const has = (key: string): boolean => params.has(key);
  if (TIME_KEYS.some(has) && DATE_KEYS.some(has)) {
    return fail(
      'Use either time_min/time_max/timezone or start_date/end_date in one request, not both',
    );
  }
  const locationId = params.get('location_id');
  if (locationId === null || locationId === '') return fail('location_id is required');
  if (!UUID.test(locationId)) return fail('location_id must be a UUID');
  const location = locationIndexById.get(locationId.toLowerCase());
  if (location === undefined) return fail(`No location has the id ${locationId}`);

  if (DATE_KEYS.some(has)) {
    let minMs = -Infinity;
    let maxMs = Infinity;
    const startDate = params.get('start_date');
    const endDate = params.get('end_date');
    if (startDate !== null) {
      const d = parseIsoDate(startDate);
      if (!d) return fail('start_date must be a date written YYYY-MM-DD, e.g. 2026-03-29');
      minMs = daysFromCivil(d.year, d.month, d.day) * DAY_MS;
    }
    if (endDate !== null) {
      const d = parseIsoDate(endDate);
      if (!d) return fail('end_date must be a date written YYYY-MM-DD, e.g. 2026-03-29');
      maxMs = (daysFromCivil(d.year, d.month, d.day) + 1) * DAY_MS;
    }
    if (maxMs <= minMs) return fail('end_date is before start_date');
    return { ok: true, request: { family: 'dates', location, minMs, maxMs, zone: 'UTC' } };
  }

  let minMs = -Infinity;
  let maxMs = Infinity;
  const timeMin = params.get('time_min');
  const timeMax = params.get('time_max');
  const timezone = params.get('timezone');
  if (timeMin !== null) {
    const t = parseDateTimeWithOffset(timeMin);
    if (t === null) return fail(dateTimeHint('time_min'));
    minMs = t;
  }
  if (timeMax !== null) {
    const t = parseDateTimeWithOffset(timeMax);
    if (t === null) return fail(dateTimeHint('time_max'));
    maxMs = t;
  }
  if (maxMs < minMs) return fail('time_max is before time_min');
  if (timezone !== null && !isValidTimeZone(timezone)) {
    return fail('timezone must be an IANA time zone name, e.g. Europe/London');
  }
  return {
    ok: true,
    request: { family: 'time', location, minMs, maxMs, zone: timezone ?? 'UTC' },
  };
}
