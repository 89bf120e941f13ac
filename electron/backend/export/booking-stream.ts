/**
 * The bookings of a location over local days, fetched in ≤7-day chunks (≤4 at once), merged
 * without duplicates and yielded chunk by chunk in start order. Shared by the CSV export and the
 * command line's `bookings`, so both see exactly the same bookings.
 */
import type { Booking } from '../../../shared/model';
import { AppFailure } from '../../../shared/result';
import type { ApiClient } from '../api/client';
import { type Chunk, MAX_CHUNK_DAYS, planChunks } from './chunks';
import { fetchInOrder } from './fetch-in-order';
import { createChunkMerger } from './merge';

/** How many bookings requests run at once. */
export const MAX_CONCURRENT_REQUESTS = 4;

/** What to fetch. */
export interface BookingStreamOptions {
  readonly client: ApiClient;
  readonly locationId: string;
  /** First local day, YYYY-MM-DD. */
  readonly from: string;
  /** Last local day, inclusive. */
  readonly to: string;
  readonly timeZone: string;
  readonly signal: AbortSignal;
  readonly maxChunkDays?: number;
  readonly concurrency?: number;
}

/** One chunk's share of the stream. */
export interface BookingBatch {
  readonly chunk: Chunk;
  readonly chunkCount: number;
  /** New bookings of this chunk, sorted by start then id. */
  readonly bookings: readonly Booking[];
  /** Records the API sent that had no usable id, start or end. */
  readonly dropped: number;
}

/** Yields each chunk's new bookings in order; throws AppFailure('cancelled') once the signal aborts. */
export async function* streamBookings(options: BookingStreamOptions): AsyncGenerator<BookingBatch> {
  const { client, locationId, timeZone, signal } = options;
  const chunks = planChunks(
    options.from,
    options.to,
    timeZone,
    options.maxChunkDays ?? MAX_CHUNK_DAYS,
  );
  const merger = createChunkMerger();
  const fetchChunk = (chunk: Chunk, chunkSignal: AbortSignal) =>
    client.listBookings(
      {
        family: 'time',
        locationId,
        timeMin: chunk.timeMin,
        timeMax: chunk.timeMax,
        timezone: timeZone,
      },
      chunkSignal,
    );
  try {
    for await (const { item: chunk, value } of fetchInOrder(
      chunks,
      fetchChunk,
      options.concurrency ?? MAX_CONCURRENT_REQUESTS,
      signal,
    )) {
      if (signal.aborted) break;
      const bookings = merger.accept(chunk, value.items);
      yield { chunk, chunkCount: chunks.length, bookings, dropped: value.dropped };
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
}
