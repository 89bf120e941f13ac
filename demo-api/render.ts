/**
 * Response bodies as streams of string chunks: a year of one location's bookings is hundreds of MB
 * of JSON, too big to hold as one string, so arrays are written a few hundred items at a time.
 */
import { pad2, pad4 } from '#shared/time/civil';
import { formatIsoInZone, offsetMinutesAt, wallTimeAtOffset } from '#shared/time/zone';
import type { BookingsRequest } from './bookings-query';
import type { Catalog } from './catalog';
import { deterministicUuid, type Prng } from './prng';

const ITEMS_PER_CHUNK = 500;

/**
 * A JSON array of `count` items as chunks. With `cutAt`, the array stops in the middle of item
 * `cutAt` (or right after `[` when there is none): the truncated-JSON fault.
 */
export function* jsonArrayChunks(
  count: number,
  item: (i: number) => string,
  cutAt: number | null = null,
): Generator<string, void, undefined> {
  const end = cutAt === null ? count : Math.min(cutAt, count);
  let chunk = '[';
  for (let i = 0; i < end; i++) {
    chunk += i === 0 ? item(i) : `,${item(i)}`;
    if ((i + 1) % ITEMS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (cutAt === null) {
    yield `${chunk}]`;
    return;
  }
  if (end < count) {
    const partial = item(end);
    chunk += `${end === 0 ? '' : ','}${partial.slice(0, Math.max(1, partial.length >> 1))}`;
  }
  yield chunk;
}

/** A PostgreSQL-style timestamptz bound: `2026-03-29 02:00:00+01` (±HH:MM when the offset is not whole hours). */
export function formatRangeBound(zone: string, epochMs: number): string {
  const offset = offsetMinutesAt(zone, epochMs);
  const w = wallTimeAtOffset(epochMs, offset);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? '-' : '+';
  const tail = abs % 60 === 0 ? '' : `:${pad2(abs % 60)}`;
  return `${pad4(w.year)}-${pad2(w.month)}-${pad2(w.day)} ${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}${sign}${pad2(Math.floor(abs / 60))}${tail}`;
}

/** The half-open range text of a booking, e.g. `["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")`. */
export function formatDuration(zone: string, startMs: number, endMs: number): string {
  return `["${formatRangeBound(zone, startMs)}","${formatRangeBound(zone, endMs)}")`;
}

/** Renders booking rows in the shape of the request's family. */
export function bookingItemRenderer(
  catalog: Catalog,
  rows: Uint32Array,
  request: BookingsRequest,
  nulls: Prng | null,
): (i: number) => string {
  const { bookings, bays, seed } = catalog.dataset;
  const zone = request.zone;
  return (i) => {
    const row = rows[i] as number;
    const start = bookings.startMs[row] as number;
    const end = bookings.endMs[row] as number;
    const bay = bookings.bay[row] as number;
    const id = deterministicUuid(seed, 'booking', row);
    const location = catalog.location(bays[bay]?.location ?? 0, nulls);
    const bayJson = catalog.bayRef(bay, nulls);
    const startTime = formatIsoInZone(zone, start);
    const endTime = formatIsoInZone(zone, end);
    if (request.family === 'time') {
      const user = catalog.user(bookings.user[row] as number, nulls);
      return `{"id":"${id}","start_time":"${startTime}","end_time":"${endTime}","user":${user},"location":${location},"bay":${bayJson}}`;
    }
    const duration = JSON.stringify(formatDuration(zone, start, end));
    return `{"id":"${id}","duration":${duration},"start_time":"${startTime}","end_time":"${endTime}","location":${location},"bay":${bayJson}}`;
  };
}
