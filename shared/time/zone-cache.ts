/**
 * The per-zone caches behind zone.ts: exact UTC offsets (in seconds) read from Intl once per UTC day, or
 * per 15-minute bucket on the rare days with a change, plus the date texts the CSV formatter reuses.
 * Internal to shared/time: use zone.ts.
 */
import { daysFromCivil, pad2 } from './civil';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
const BUCKET_MS = 15 * MINUTE_MS;
const MAX_BUCKETS_PER_ZONE = 100_000;
const MAX_DAYS_PER_ZONE = 100_000;
export const MAX_DATE_PREFIXES = 20_000;
/** Marks a bucket with an offset change inside it: such instants are computed exactly each time. */
const MIXED = Number.NaN;
/** "00" to "59", so formatting a time of day allocates nothing but the result. */
export const TWO_DIGITS: readonly string[] = Array.from({ length: 60 }, (_, i) => pad2(i));

/**
 * Everything cached for one zone. Offsets are kept in seconds because local mean time before about 1972
 * was not a whole number of minutes (Monrovia was -00:44:30), and rounding it misplaces midnight.
 */
export interface ZoneState {
  readonly format: Intl.DateTimeFormat;
  /** Offset per UTC day (epoch day number), NaN when it changes that day. */
  readonly days: Map<number, number>;
  lastUtcDay: number;
  lastUtcDayOffsetSeconds: number;
  /** Offset per 15-minute bucket, only for days with a change. */
  readonly buckets: Map<number, number>;
  /** The last bucket looked up and its offset: consecutive bookings mostly share one. */
  lastBucket: number;
  lastOffsetSeconds: number;
  /** The last local day formatted and its `YYYY-MM-DD ` text. */
  lastDay: number;
  lastDayPrefix: string;
}

const zones = new Map<string, ZoneState>();
/** `YYYY-MM-DD ` per epoch day: the same in every zone. */
export const datePrefixes = new Map<number, string>();
let lastZoneName = '';
let lastZone: ZoneState | null = null;

/** The zone's cached state; throws RangeError for a zone the runtime does not know. */
export function stateFor(zone: string): ZoneState {
  if (zone === lastZoneName && lastZone) return lastZone;
  let state = zones.get(zone);
  if (!state) {
    state = {
      format: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        era: 'short',
      }),
      days: new Map(),
      lastUtcDay: Number.NaN,
      lastUtcDayOffsetSeconds: 0,
      buckets: new Map(),
      lastBucket: Number.NaN,
      lastOffsetSeconds: 0,
      lastDay: Number.NaN,
      lastDayPrefix: '',
    };
    zones.set(zone, state);
  }
  lastZoneName = zone;
  lastZone = state;
  return state;
}

function exactOffsetSeconds(state: ZoneState, epochMs: number): number {
  const parts = state.format.formatToParts(new Date(epochMs));
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
  const wallSeconds = daysFromCivil(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second;
  return wallSeconds - Math.floor(epochMs / 1000);
}

/** The offset within a 15-minute bucket, for the few UTC days on which the offset changes. */
function bucketOffsetSeconds(state: ZoneState, epochMs: number): number {
  const bucket = Math.floor(epochMs / BUCKET_MS);
  let offset: number;
  if (bucket === state.lastBucket) {
    offset = state.lastOffsetSeconds;
  } else {
    const cached = state.buckets.get(bucket);
    if (cached === undefined) {
      const start = bucket * BUCKET_MS;
      const atStart = exactOffsetSeconds(state, start);
      const atEnd = exactOffsetSeconds(state, start + BUCKET_MS - 1000);
      offset = atStart === atEnd ? atStart : MIXED;
      if (state.buckets.size >= MAX_BUCKETS_PER_ZONE) state.buckets.clear();
      state.buckets.set(bucket, offset);
    } else {
      offset = cached;
    }
    state.lastBucket = bucket;
    state.lastOffsetSeconds = offset;
  }
  return Number.isNaN(offset) ? exactOffsetSeconds(state, epochMs) : offset;
}

/**
 * The zone's exact UTC offset in seconds at an instant. A UTC day whose first and last seconds share an
 * offset is taken to keep it all day (no zone has changed and changed back within a day); other days
 * fall back to 15-minute buckets, and instants in a bucket with a change are computed exactly.
 */
export function offsetSeconds(state: ZoneState, epochMs: number): number {
  const offset = utcDayOffsetSeconds(state, Math.floor(epochMs / DAY_MS));
  return Number.isNaN(offset) ? bucketOffsetSeconds(state, epochMs) : offset;
}

/** The zone's offset in seconds all through a UTC day (epoch day number), NaN when it changes that day. */
export function utcDayOffsetSeconds(state: ZoneState, day: number): number {
  if (day === state.lastUtcDay) return state.lastUtcDayOffsetSeconds;
  let offset = state.days.get(day);
  if (offset === undefined) {
    const start = day * DAY_MS;
    const atStart = exactOffsetSeconds(state, start);
    const atEnd = exactOffsetSeconds(state, start + DAY_MS - 1000);
    offset = atStart === atEnd ? atStart : MIXED;
    if (state.days.size >= MAX_DAYS_PER_ZONE) state.days.clear();
    state.days.set(day, offset);
  }
  state.lastUtcDay = day;
  state.lastUtcDayOffsetSeconds = offset;
  return offset;
}
