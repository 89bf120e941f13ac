/**
 * Splits an export's date range into requests of at most 7 local days. Chunk edges are local
 * midnights in the export's zone, so a chunk holding a DST change is an hour shorter or longer.
 */
import { addDays, daysBetween } from '../../../shared/time/civil';
import { formatIsoInZone, localDayRange } from '../../../shared/time/zone';

/** The longest span one bookings request covers. */
export const MAX_CHUNK_DAYS = 7;

/** One request's window: local days [from, to] inclusive, i.e. the instants [startMs, endMs). */
export interface Chunk {
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly startMs: number;
  readonly endMs: number;
  /** startMs with the zone's numeric offset, for time_min. */
  readonly timeMin: string;
  /** endMs with the zone's numeric offset, for time_max. */
  readonly timeMax: string;
}

/** The chunks covering the local days from..to (inclusive) in zone, in order, edge to edge. */
export function planChunks(
  from: string,
  to: string,
  zone: string,
  maxDays: number = MAX_CHUNK_DAYS,
): readonly Chunk[] {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new RangeError('The export must end on or after the day it starts.');
  if (!Number.isInteger(maxDays) || maxDays < 1) throw new RangeError('maxDays must be ≥ 1.');
  const chunks: Chunk[] = [];
  for (let offset = 0; offset < days; offset += maxDays) {
    const chunkFrom = addDays(from, offset);
    const chunkTo = addDays(from, Math.min(offset + maxDays, days) - 1);
    const startMs = localDayRange(zone, chunkFrom).startMs;
    const endMs = localDayRange(zone, chunkTo).endMs;
    chunks.push({
      index: chunks.length,
      from: chunkFrom,
      to: chunkTo,
      startMs,
      endMs,
      timeMin: formatIsoInZone(zone, startMs),
      timeMax: formatIsoInZone(zone, endMs),
    });
  }
  return chunks;
}
