/**
 * Merges chunk responses into one stream without duplicates, in start order.
 *
 * A booking that crosses a chunk edge comes back in both chunks' responses. It is written once, in
 * the first chunk that returns it (for a consistent API, the chunk where it starts), and its id is
 * carried to the next chunk so that chunk skips it. Only ids of bookings crossing the upcoming edge
 * are carried, never every id written, so memory stays bounded by a chunk.
 */
import type { Booking } from '#shared/model';

/** The instants a chunk covers: [startMs, endMs). */
export interface ChunkSpan {
  readonly startMs: number;
  readonly endMs: number;
}

/** Start, then id: a total order, so exports are reproducible. */
export function compareByStartThenId(a: Booking, b: Booking): number {
  if (a.startMs !== b.startMs) return a.startMs - b.startMs;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True when the booking overlaps the span (a zero-length booking: when the span contains it). */
export function overlapsSpan(b: Booking, span: ChunkSpan): boolean {
  if (b.startMs >= span.endMs) return false;
  return b.endMs > span.startMs || (b.endMs === b.startMs && b.startMs >= span.startMs);
}

/** Feeds chunks in order; each call returns that chunk's new bookings, sorted. */
export interface ChunkMerger {
  accept(span: ChunkSpan, bookings: readonly Booking[]): Booking[];
  /** How many ids are carried to the next chunk (for tests: it must stay small). */
  readonly carriedCount: number;
}

/** A merger for one export. Chunks must be fed in order, edge to edge. */
export function createChunkMerger(): ChunkMerger {
  let carried = new Set<string>();
  return {
    accept(span, bookings) {
      const seen = new Set<string>();
      const crossing = new Set<string>();
      const fresh: Booking[] = [];
      for (const b of bookings) {
        // Whatever the API's idea of time_min/time_max, keep exactly what overlaps this chunk.
        if (!overlapsSpan(b, span) || seen.has(b.id)) continue;
        seen.add(b.id);
        if (b.endMs > span.endMs) crossing.add(b.id);
        if (!carried.has(b.id)) fresh.push(b);
      }
      carried = crossing;
      // The API mostly answers in start order already: check before paying for a sort.
      for (let i = 1; i < fresh.length; i++) {
        if (compareByStartThenId(fresh[i - 1] as Booking, fresh[i] as Booking) > 0)
          return fresh.sort(compareByStartThenId);
      }
      return fresh;
    },
    get carriedCount() {
      return carried.size;
    },
  };
}
