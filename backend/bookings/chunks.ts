/**
 * Splits an export's date range into requests of at most 7 local days. Chunk edges are local
 * midnights in the export's zone, so a chunk holding a DST change is an hour shorter or longer.
 */
import { addDays, daysBetween } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import { formatIsoInZone, localDayRange } from '#shared/time/zone';

/** The longest span one bookings request covers. */
export const MAX_CHUNK_DAYS = 7;

/** One request's window: local days [from, to] inclusive, i.e. the instants [startMs, endMs). */
export interface Chunk extends LocalDays {
  readonly index: number;
  /** Number of local days in the chunk. */
  readonly days: number;
  /** Local days of the whole range up to and including this chunk. */
  readonly daysThrough: number;
  readonly startMs: number;
  readonly endMs: number;
  /** startMs with the zone's numeric offset, for time_min. */
  readonly timeMin: string;
  /** endMs with the zone's numeric offset, for time_max. */
  readonly timeMax: string;
}

/** Hands out consecutive chunks of a range, each as long as asked for (clamped to 1…7 days). */
export interface ChunkCursor {
  readonly totalDays: number;
  /** The next chunk of up to `days` days, or null once the range is covered. */
  next(days: number): Chunk | null;
}

/** A cursor over the local days from..to (inclusive) in zone. */
export function chunkCursor(from: string, to: string, zone: string): ChunkCursor {
  const totalDays = daysBetween(from, to) + 1;
  if (totalDays < 1) throw new RangeError('The export must end on or after the day it starts.');
  let offset = 0;
  let index = 0;
  return {
    totalDays,
    next(days) {
      if (offset >= totalDays) return null;
      const span = Math.min(Math.max(1, Math.floor(days) || 1), MAX_CHUNK_DAYS, totalDays - offset);
      const chunkFrom = addDays(from, offset);
      const chunkTo = addDays(from, offset + span - 1);
      const startMs = localDayRange(zone, chunkFrom).startMs;
      const endMs = localDayRange(zone, chunkTo).endMs;
      offset += span;
      return {
        index: index++,
        from: chunkFrom,
        to: chunkTo,
        days: span,
        daysThrough: offset,
        startMs,
        endMs,
        timeMin: formatIsoInZone(zone, startMs),
        timeMax: formatIsoInZone(zone, endMs),
      };
    },
  };
}

/** The chunks covering the local days from..to (inclusive) in zone, in order, edge to edge. */
export function planChunks(
  from: string,
  to: string,
  zone: string,
  maxDays: number = MAX_CHUNK_DAYS,
): readonly Chunk[] {
  if (!Number.isInteger(maxDays) || maxDays < 1) throw new RangeError('maxDays must be ≥ 1.');
  const cursor = chunkCursor(from, to, zone);
  const chunks: Chunk[] = [];
  for (let c = cursor.next(maxDays); c; c = cursor.next(maxDays)) chunks.push(c);
  return chunks;
}
