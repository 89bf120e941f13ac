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

/**
 * Sorts bookings by start, then id, in place. The API mostly answers in start order already, but
 * with equal starts in an order of its own (the demo server's: bay by bay), so each booking is moved
 * back among the equal starts before it, as an insertion sort does: a sort of the whole answer
 * measured half as long again. Anything further out of order, or too much moving, gets that sort.
 */
export function sortByStartThenId(list: Booking[]): Booking[] {
  // Moves allowed, a few per booking: beyond that, the full sort is cheaper.
  let moves = list.length * 8;
  for (let i = 1; i < list.length; i++) {
    const b = list[i] as Booking;
    const before = list[i - 1] as Booking;
    if (before.startMs < b.startMs || (before.startMs === b.startMs && before.id <= b.id)) continue;
    if (before.startMs > b.startMs) return list.sort(compareByStartThenId);
    let j = i - 1;
    for (; j >= 0; j--) {
      const a = list[j] as Booking;
      if (a.startMs !== b.startMs || a.id <= b.id) break;
      list[j + 1] = a;
    }
    list[j + 1] = b;
    moves -= i - 1 - j;
    if (moves < 0) return list.sort(compareByStartThenId);
  }
  return list;
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
      return sortByStartThenId(fresh);
    },
    get carriedCount() {
      return carried.size;
    },
  };
}
