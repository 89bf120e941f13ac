/**
 * Time-zone arithmetic with no library in the hot path: UTC offsets come from a cached
 * Intl.DateTimeFormat and are memoised per zone in 15-minute buckets, so formatting a booking's time
 * costs a Map look-up and some integer arithmetic (dayjs's .tz() costs about 50 µs a call).
 */
import { civilFromDays, daysFromCivil, formatIsoDate, pad2, pad4, parseIsoDate } from './civil';

const MINUTE_MS = 60_000;
const BUCKET_MS = 15 * MINUTE_MS;
const MAX_BUCKETS_PER_ZONE = 400_000;
/** Marks a bucket with an offset change inside it: such instants are computed exactly each time. */
const MIXED = Number.NaN;

const formatters = new Map<string, Intl.DateTimeFormat>();
const bucketOffsets = new Map<string, Map<number, number>>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

function exactOffsetMinutes(zone: string, epochMs: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(epochMs));
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year':
        year = Number(p.value);
        break;
      case 'month':
        month = Number(p.value);
        break;
      case 'day':
        day = Number(p.value);
        break;
      case 'hour':
        hour = Number(p.value);
        break;
      case 'minute':
        minute = Number(p.value);
        break;
      case 'second':
        second = Number(p.value);
        break;
      case 'era':
        bc = p.value === 'BC' || p.value === 'B';
        break;
      default:
        break;
    }
  }
  if (bc) year = 1 - year;
  const wallMs =
    (daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second) * 1000;
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return Math.round((wallMs - wholeSecond) / MINUTE_MS);
}

/** True when the runtime knows this IANA zone name (or UTC). */
export function isValidTimeZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 100) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset in minutes at an instant (east of Greenwich is positive). */
export function offsetMinutesAt(zone: string, epochMs: number): number {
  let buckets = bucketOffsets.get(zone);
  if (!buckets) {
    buckets = new Map();
    bucketOffsets.set(zone, buckets);
  }
  const bucket = Math.floor(epochMs / BUCKET_MS);
  let offset = buckets.get(bucket);
  if (offset === undefined) {
    const start = bucket * BUCKET_MS;
    const atStart = exactOffsetMinutes(zone, start);
    const atEnd = exactOffsetMinutes(zone, start + BUCKET_MS - 1000);
    offset = atStart === atEnd ? atStart : MIXED;
    if (buckets.size >= MAX_BUCKETS_PER_ZONE) buckets.clear();
    buckets.set(bucket, offset);
  }
  return Number.isNaN(offset) ? exactOffsetMinutes(zone, epochMs) : offset;
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
  return wallTimeAtOffset(epochMs, offsetMinutesAt(zone, epochMs));
}

/** Formats an offset in minutes as +HH:MM. */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}

/** `YYYY-MM-DD HH:mm:ss` in the zone: the CSV's local-time format. */
export function formatLocalDateTime(zone: string, epochMs: number): string {
  const w = wallTime(zone, epochMs);
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** ISO 8601 with the zone's numeric offset, to the second: `2026-03-29T02:00:00+01:00`. */
export function formatIsoInZone(zone: string, epochMs: number): string {
  const offset = offsetMinutesAt(zone, epochMs);
  const w = wallTimeAtOffset(epochMs, offset);
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}${formatOffset(offset)}`;
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
  const asUtc =
    (daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second) * 1000;
  // Offsets around the wall time: try the offset a day before and a day after as candidates.
  const before = offsetMinutesAt(zone, asUtc - 86_400_000);
  const after = offsetMinutesAt(zone, asUtc + 86_400_000);
  const candidates = before === after ? [before] : [before, after];
  const valid: number[] = [];
  for (const o of candidates) {
    const t = asUtc - o * MINUTE_MS;
    if (offsetMinutesAt(zone, t) === o) valid.push(t);
  }
  if (valid.length === 0) {
    // Rare: an offset change not seen a day either side; search by fixed point from the wall time.
    const o1 = offsetMinutesAt(zone, asUtc);
    const t1 = asUtc - o1 * MINUTE_MS;
    const o2 = offsetMinutesAt(zone, t1);
    if (o2 === o1) return t1;
    const t2 = asUtc - o2 * MINUTE_MS;
    if (offsetMinutesAt(zone, t2) === o2) return t2;
    return Math.max(t1, t2);
  }
  if (valid.length === 1 && candidates.length === 2) return valid[0] as number;
  if (valid.length === 2) return Math.min(valid[0] as number, valid[1] as number);
  if (candidates.length === 1) return valid[0] as number;
  return valid[0] as number;
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
