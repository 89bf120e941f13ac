import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/model';
import { planChunks } from './chunks';
import { compareByStartThenId, createChunkMerger, sortByStartThenId } from './merge';
import { booking } from '../export/testing/fake-client';

/** What the API returns for a chunk under "overlap" semantics. */
function overlapping(all: readonly Booking[], span: { startMs: number; endMs: number }): Booking[] {
  return all.filter((b) => b.startMs < span.endMs && b.endMs > span.startMs);
}

describe('createChunkMerger', () => {
  const chunks = planChunks('2026-03-01', '2026-03-21', 'UTC');
  const all = [
    booking('a', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'),
    // Crosses the 03-08/03-09 edge: returned by chunks 0 and 1.
    booking('edge', '2026-03-07T23:00:00Z', '2026-03-08T01:00:00Z'),
    // Spans all three chunks.
    booking('long', '2026-03-05T00:00:00Z', '2026-03-20T00:00:00Z'),
    // Ends exactly on an edge: belongs to chunk 0 only.
    booking('touch', '2026-03-07T22:00:00Z', '2026-03-08T00:00:00Z'),
    booking('b', '2026-03-08T00:00:00Z', '2026-03-08T00:30:00Z'),
    booking('c', '2026-03-15T08:00:00Z', '2026-03-15T09:00:00Z'),
  ];

  it('writes a booking across chunk edges once, in the chunk where it starts', () => {
    const merger = createChunkMerger();
    const written = chunks.map((c) => merger.accept(c, overlapping(all, c)).map((b) => b.id));
    expect(written).toEqual([['a', 'long', 'touch', 'edge'], ['b'], ['c']]);
  });

  it('keeps only ids crossing the upcoming edge', () => {
    const merger = createChunkMerger();
    merger.accept(chunks[0]!, overlapping(all, chunks[0]!));
    expect(merger.carriedCount).toBe(2); // edge, long
    merger.accept(chunks[1]!, overlapping(all, chunks[1]!));
    expect(merger.carriedCount).toBe(1); // long
  });

  it('drops duplicates inside a chunk and bookings outside it', () => {
    const merger = createChunkMerger();
    const outside = booking('out', '2026-04-01T00:00:00Z', '2026-04-01T01:00:00Z');
    const out = merger.accept(chunks[0]!, [...all, ...all, outside]);
    expect(out.map((b) => b.id)).toEqual(['a', 'long', 'touch', 'edge']);
  });

  it('sorts by start, then id', () => {
    const merger = createChunkMerger();
    const same = [
      booking('z', '2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z'),
      booking('y', '2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z'),
      booking('x', '2026-03-01T09:00:00Z', '2026-03-01T10:00:00Z'),
    ];
    expect(merger.accept(chunks[0]!, same).map((b) => b.id)).toEqual(['x', 'y', 'z']);
  });

  it('equals the sorted unique bookings overlapping the range, for any bookings', () => {
    const range = planChunks('2026-03-01', '2026-04-30', 'Europe/London');
    const lo = range[0]!.startMs - 3 * 86_400_000;
    const hi = range.at(-1)!.endMs + 3 * 86_400_000;
    const arbBooking = fc
      .record({
        id: fc.string({ minLength: 1, maxLength: 4 }),
        start: fc.integer({ min: lo, max: hi }),
        length: fc.oneof(
          fc.integer({ min: 0, max: 3 * 3_600_000 }),
          fc.integer({ min: 0, max: 20 * 86_400_000 }),
        ),
      })
      .map(({ id, start, length }) => ({
        ...booking(id, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
        startMs: start,
        endMs: start + length,
      }));
    fc.assert(
      fc.property(
        fc.uniqueArray(arbBooking, { selector: (b) => b.id, maxLength: 60 }),
        (bookings) => {
          const merger = createChunkMerger();
          const written = range.flatMap((c) => merger.accept(c, overlapping(bookings, c)));
          const whole = { startMs: range[0]!.startMs, endMs: range.at(-1)!.endMs };
          const expected = bookings
            .filter(
              (b) =>
                b.startMs < whole.endMs &&
                (b.endMs > whole.startMs || (b.endMs === b.startMs && b.startMs >= whole.startMs)),
            )
            .sort(compareByStartThenId);
          // Zero-length bookings are not returned by strict overlap; compare on what the API gave.
          const returned = new Set(range.flatMap((c) => overlapping(bookings, c).map((b) => b.id)));
          expect(written.map((b) => b.id)).toEqual(
            expected.filter((b) => returned.has(b.id)).map((b) => b.id),
          );
        },
      ),
    );
  });
});

describe('sortByStartThenId', () => {
  const at = (id: string, startMs: number): Booking => ({
    ...booking(id, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
    startMs,
    endMs: startMs + 3_600_000,
  });
  const ids = (list: readonly Booking[]) => list.map((b) => b.id);

  it('sorts as a full sort does: answers in start order with ties in any order, and any others', () => {
    // Few distinct starts, so many bookings start at once, as at a busy site.
    const arbBooking = fc
      .record({
        id: fc.string({ minLength: 1, maxLength: 3 }),
        start: fc.integer({ min: 0, max: 4 }),
      })
      .map(({ id, start }) => at(id, start * 900_000));
    fc.assert(
      fc.property(
        fc.uniqueArray(arbBooking, { selector: (b) => b.id, maxLength: 80 }),
        fc.boolean(),
        (bookings, inStartOrder) => {
          const list = inStartOrder
            ? [...bookings].sort((a, b) => a.startMs - b.startMs)
            : bookings;
          const expected = ids([...list].sort(compareByStartThenId));
          expect(ids(sortByStartThenId([...list]))).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('sorts thousands of equal starts in reverse order of id', () => {
    const list = Array.from({ length: 3000 }, (_, i) => at(String(100_000 - i), 0));
    expect(ids(sortByStartThenId(list))).toEqual(ids([...list].sort(compareByStartThenId)));
  });
});
