/**
 * Query windows in a zone: a day D is [D 00:00, D+1 00:00) on that zone's clock, which is 23 or 25 hours
 * on DST-change days (or another length where a zone changed offset by some other amount). Bounds are
 * sent with numeric offsets so the server never has to know the zone to read them.
 */
import { AppFailure } from '../result';
import { addDays, daysBetween, parseIsoDate } from './civil';
import { formatIsoInZone, isValidTimeZone, localDayRange } from './zone';

/** A half-open instant range and its bounds as ISO 8601 text with the zone's offsets. */
export interface TimeWindow {
  /** Inclusive start, e.g. `2026-03-29T00:00:00+00:00`. */
  readonly timeMin: string;
  /** Exclusive end, e.g. `2026-03-30T00:00:00+01:00`. */
  readonly timeMax: string;
  readonly startMs: number;
  readonly endMs: number;
}

function checkZone(zone: string): void {
  if (!isValidTimeZone(zone)) {
    throw new AppFailure(
      'invalid-argument',
      `"${String(zone)}" is not a time zone Bookings Viewer knows.`,
    );
  }
}

function checkDate(isoDate: string): void {
  if (typeof isoDate !== 'string' || !parseIsoDate(isoDate)) {
    throw new AppFailure('invalid-argument', `"${String(isoDate)}" is not a date (YYYY-MM-DD).`);
  }
}

function windowOf(zone: string, startMs: number, endMs: number): TimeWindow {
  return {
    timeMin: formatIsoInZone(zone, startMs),
    timeMax: formatIsoInZone(zone, endMs),
    startMs,
    endMs,
  };
}

/**
 * The local day `isoDate` in `zone`: from its first instant (midnight, or the end of a gap that swallows
 * midnight) to the first instant of the next day. Throws AppFailure('invalid-argument') on a bad date or zone.
 */
export function dayWindow(isoDate: string, zone: string): TimeWindow {
  checkDate(isoDate);
  checkZone(zone);
  const { startMs, endMs } = localDayRange(zone, isoDate);
  return windowOf(zone, startMs, endMs);
}

/**
 * The local days from `fromIsoDate` to `toIsoDate` in `zone`, both included. Throws
 * AppFailure('invalid-argument') on a bad date or zone, or when the range ends before it starts.
 */
export function dateRangeWindow(fromIsoDate: string, toIsoDate: string, zone: string): TimeWindow {
  checkDate(fromIsoDate);
  checkDate(toIsoDate);
  checkZone(zone);
  if (daysBetween(fromIsoDate, toIsoDate) < 0) {
    throw new AppFailure(
      'invalid-argument',
      `The date range ends (${toIsoDate}) before it starts (${fromIsoDate}).`,
    );
  }
  const startMs = localDayRange(zone, fromIsoDate).startMs;
  const endMs = localDayRange(zone, addDays(toIsoDate, 1)).startMs;
  return windowOf(zone, startMs, endMs);
}
