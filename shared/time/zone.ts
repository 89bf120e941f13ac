/**
 * Time-zone arithmetic with no library in the hot path: UTC offsets come from a cached
 * Intl.DateTimeFormat and are memoised per zone and UTC day (zone-cache.ts), so formatting a booking's
 * time costs a Map look-up and some integer arithmetic, where dayjs's .tz() would dominate a per-booking
 * loop (figures in bench/README.md).
 */
import {
  civilFromDays,
  daysFromCivil,
  formatIsoDate,
  formatYear,
  pad2,
  parseIsoDate,
} from './civil';
import {
  datePrefixes,
  DAY_MS,
  MAX_DATE_PREFIXES,
  MINUTE_MS,
  offsetSeconds,
  stateFor,
  TWO_DIGITS,
  utcDayOffsetSeconds,
} from './zone-cache';

/** True when the runtime knows this IANA zone name (or UTC). */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 100) return false;
  try {
    stateFor(zone);
    return true;
  } catch {
    return false;
  }
}

let lastSystemZone: { readonly zone: string; readonly atMs: number } | null = null;

/** The zone this computer is set to (UTC if the runtime cannot say). */
export function systemTimeZone(): string {
  // Building Intl's default formatter costs about a millisecond, and a render asks several times:
  // read the zone at most once a second, so a change of the computer's zone still shows soon.
  const now = Date.now();
  if (lastSystemZone && now - lastSystemZone.atMs < 1000 && now >= lastSystemZone.atMs)
    return lastSystemZone.zone;
  let zone = 'UTC';
  try {
    const named = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (named && isValidTimeZone(named)) zone = named;
  } catch {
    // An Intl without zones: UTC.
  }
  lastSystemZone = { zone, atMs: now };
  return zone;
}

/**
 * The zone's UTC offset in minutes at an instant (east of Greenwich is positive). Historical offsets with
 * seconds are rounded to the minute: pair it with wallTimeAtOffset to name the same instant.
 */
export function offsetMinutesAt(zone: string, epochMs: number): number {
  return Math.round(offsetSeconds(stateFor(zone), epochMs) / 60);
}

/** A wall-clock reading. Month is 1 to 12. */
export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly millisecond: number;
}

/** Splits an instant shifted by an offset into wall-clock fields. */
export function wallTimeAtOffset(epochMs: number, offsetMinutes: number): WallTime {
  const local = epochMs + offsetMinutes * MINUTE_MS;
  const days = Math.floor(local / 86_400_000);
  const msOfDay = local - days * 86_400_000;
  const date = civilFromDays(days);
  return {
    year: date.year,
    month: date.month,
    day: date.day,
    hour: Math.floor(msOfDay / 3_600_000),
    minute: Math.floor(msOfDay / MINUTE_MS) % 60,
    second: Math.floor(msOfDay / 1000) % 60,
    millisecond: msOfDay % 1000,
  };
}

/** The wall-clock reading of an instant in a zone. */
export function wallTime(zone: string, epochMs: number): WallTime {
  return wallTimeAtOffset(epochMs, offsetSeconds(stateFor(zone), epochMs) / 60);
}

/** Formats an offset in minutes as +HH:MM. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** `YYYY-MM-DD ` (with the space) for a day number counted from 1970-01-01, memoised. */
export function localDatePrefix(day: number): string {
  let prefix = datePrefixes.get(day);
  if (prefix === undefined) {
    prefix = `${formatIsoDate(civilFromDays(day))} `;
    if (datePrefixes.size >= MAX_DATE_PREFIXES) datePrefixes.clear();
    datePrefixes.set(day, prefix);
  }
  return prefix;
}

/** `YYYY-MM-DD HH:mm:ss` in the zone: the CSV's local-time format. The export's hot path. */
export function formatLocalDateTime(zone: string, epochMs: number): string {
  const state = stateFor(zone);
  const local = epochMs + offsetSeconds(state, epochMs) * 1000;
  const day = Math.floor(local / DAY_MS);
  if (day !== state.lastDay) {
    state.lastDay = day;
    state.lastDayPrefix = localDatePrefix(day);
  }
  const secondOfDay = Math.floor((local - day * DAY_MS) / 1000);
  const minuteOfDay = Math.floor(secondOfDay / 60);
  return (
    state.lastDayPrefix +
    (TWO_DIGITS[Math.floor(minuteOfDay / 60)] as string) +
    ':' +
    (TWO_DIGITS[minuteOfDay % 60] as string) +
    ':' +
    (TWO_DIGITS[secondOfDay % 60] as string)
  );
}

/** ISO 8601 with the zone's numeric offset, to the second: `2026-03-29T02:00:00+01:00`. */
export function formatIsoInZone(zone: string, epochMs: number): string {
  const offset = offsetMinutesAt(zone, epochMs);
  const w = wallTimeAtOffset(epochMs, offset);
  return `${formatYear(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}${formatOffset(offset)}`;
}

/** The local calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDateOf(zone: string, epochMs: number): string {
  const w = wallTime(zone, epochMs);
  return formatIsoDate(w);
}

/**
 * The instant a wall-clock time names in a zone. In a gap (spring forward) the time is moved
 * forward by the gap; in an overlap (fall back) the earlier instant wins, as Temporal's
 * 'compatible' disambiguation does.
 */
export function zonedTimeToEpoch(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const state = stateFor(zone);
  const offsetAt = (t: number): number => offsetSeconds(state, t) * 1000;
  const asUtc =
    (daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second) * 1000;
  // Offsets around the wall time: try the offset a day before and a day after as candidates.
  const before = offsetAt(asUtc - DAY_MS);
  const after = offsetAt(asUtc + DAY_MS);
  const candidates = before === after ? [before] : [before, after];
  const valid: number[] = [];
  for (const o of candidates) {
    const t = asUtc - o;
    if (offsetAt(t) === o) valid.push(t);
  }
  if (valid.length === 0) {
    // In a gap, or an offset change not seen a day either side: search by fixed point from the wall time.
    const o1 = offsetAt(asUtc);
    const t1 = asUtc - o1;
    const o2 = offsetAt(t1);
    if (o2 === o1) return t1;
    const t2 = asUtc - o2;
    if (offsetAt(t2) === o2) return t2;
    return Math.max(t1, t2);
  }
  return Math.min(...valid);
}

/**
 * The zone's offset in ms when it keeps that one offset from `fromMs` to `toMs` (whole UTC days, as
 * the offset cache reads them), else NaN. Over such a stretch zonedTimeToEpoch is a subtraction: a
 * wall time read as UTC, less the offset, when its candidate offsets a day either side lie in it.
 */
export function steadyOffsetMs(zone: string, fromMs: number, toMs: number): number {
  const state = stateFor(zone);
  const last = Math.floor(toMs / DAY_MS);
  let day = Math.floor(fromMs / DAY_MS);
  const offset = utcDayOffsetSeconds(state, day);
  for (day++; day <= last && !Number.isNaN(offset); day++)
    if (utcDayOffsetSeconds(state, day) !== offset) return Number.NaN;
  return offset * 1000;
}

/** Epoch ms of local midnight starting a YYYY-MM-DD day in a zone (later if midnight does not exist). */
export function startOfLocalDay(zone: string, isoDate: string): number {
  const d = parseIsoDate(isoDate);
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  return zonedTimeToEpoch(zone, d.year, d.month, d.day);
}

/** The zone's local day as a half-open instant range [start, end): 23, 24 or 25 hours long. */
export function localDayRange(
  zone: string,
  isoDate: string,
): { readonly startMs: number; readonly endMs: number } {
  const d = parseIsoDate(isoDate);
  if (!d) throw new RangeError(`Not a date: ${isoDate}`);
  const next = civilFromDays(daysFromCivil(d.year, d.month, d.day) + 1);
  return {
    startMs: zonedTimeToEpoch(zone, d.year, d.month, d.day),
    endMs: zonedTimeToEpoch(zone, next.year, next.month, next.day),
  };
}

/** A reader of local day numbers (days since 1970-01-01 on the zone's calendar) for many instants. */
export function localDayReader(zone: string): (epochMs: number) => number {
  const state = stateFor(zone);
  return (epochMs) => Math.floor((epochMs + offsetSeconds(state, epochMs) * 1000) / DAY_MS);
}
