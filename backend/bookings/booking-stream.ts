/**
 * The bookings of a location over local days, fetched in chunks of at most 7 days (at most 4
 * requests at once, sized to the location's density), merged without duplicates and yielded chunk
 * by chunk in start order. Shared by the export, as CSV or workbook, and Insights, so they all see
 * exactly the same bookings.
 */
import type { Booking, Parsed } from '#shared/model';
import { AppFailure } from '#shared/result';
import type { ApiClient } from '../api/client';
import { addDays, daysBetween } from '#shared/time/civil';
import type { LocalDays, ZonedDays } from '#shared/time/local-days';
import { type Chunk, chunkCursor } from './chunks';
import { type ChunkSizer, createChunkSizer } from './chunk-sizer';
import { fetchInOrder } from './fetch-in-order';
import { type ChunkMerger, createChunkMerger } from './merge';

/** A chunk's request or answer failed: the API's precise error, and which local days it was for. */
export class ChunkFailure extends AppFailure implements LocalDays {
  constructor(
    failure: AppFailure,
    readonly from: string,
    readonly to: string,
  ) {
    super(failure.kind, failure.message);
  }
}

/** Names the chunk's days on an API failure; anything else (a cancel included) stays as it is. */
function inChunk(chunk: Chunk, error: unknown): unknown {
  return error instanceof AppFailure &&
    error.kind !== 'cancelled' &&
    !(error instanceof ChunkFailure)
    ? new ChunkFailure(error, chunk.from, chunk.to)
    : error;
}

/**
 * How far a stream got: the days whose bookings it yielded, and what it needs to go on from there
 * as if it had never stopped (which bookings crossed the last edge, how big chunks should be).
 */
export interface StreamPosition {
  readonly sizer: ChunkSizer;
  readonly merger: ChunkMerger;
  /** Days from the first whose bookings were yielded (and taken by the reader). */
  daysDone: number;
}

/** A position at the first day. */
export function startPosition(targetPerRequest?: number): StreamPosition {
  return { sizer: createChunkSizer(targetPerRequest), merger: createChunkMerger(), daysDone: 0 };
}

/** How many bookings requests run at once. */
export const MAX_CONCURRENT_REQUESTS = 4;

/** What to fetch. */
export interface BookingStreamOptions extends ZonedDays {
  readonly client: ApiClient;
  readonly locationId: string;
  readonly signal: AbortSignal;
  /** Bookings per request to aim for; default 5,000. */
  readonly targetPerRequest?: number;
  /** Where to go on from (kept up to date as chunks are yielded); default: the first day. */
  readonly position?: StreamPosition;
  /** Bookings of one answer share equal bay, person and location objects (see normaliseBookings). */
  readonly shareNested?: boolean;
}

/** One chunk's share of the stream. */
export interface BookingBatch {
  readonly chunk: Chunk;
  /** Share of the range's days fetched so far, 0 to 100. */
  readonly percent: number;
  /** New bookings of this chunk, sorted by start then id. */
  readonly bookings: readonly Booking[];
  /** Records the API sent that had no usable id, start or end. */
  readonly dropped: number;
}

/** Yields each chunk's new bookings in order; throws AppFailure('cancelled') once the signal aborts. */
export async function* streamBookings(options: BookingStreamOptions): AsyncGenerator<BookingBatch> {
  const { client, locationId, zone, signal } = options;
  const position = options.position ?? startPosition(options.targetPerRequest);
  const { sizer, merger } = position;
  const totalDays = daysBetween(options.from, options.to) + 1;
  const daysBefore = position.daysDone;
  if (daysBefore >= totalDays) return;
  const cursor = chunkCursor(addDays(options.from, daysBefore), options.to, zone);
  // Answers are parsed in turn, not on arrival: up to three later chunks may wait behind the one
  // being written, and as bytes they cost the garbage collector nothing to keep.
  const fetchChunk = async (
    chunk: Chunk,
    chunkSignal: AbortSignal,
  ): Promise<() => Parsed<Booking>> => {
    const received = await client
      .receiveBookings(
        {
          family: 'time',
          locationId,
          timeMin: chunk.timeMin,
          timeMax: chunk.timeMax,
          timezone: zone,
        },
        chunkSignal,
      )
      .catch((error: unknown) => {
        throw inChunk(chunk, error);
      });
    const parse = (): Parsed<Booking> => {
      let answer: Parsed<Booking>;
      try {
        answer = received.read({ shareNested: options.shareNested });
      } catch (error) {
        throw inChunk(chunk, error);
      }
      sizer.observe(chunk.days, answer.items.length);
      return answer;
    };
    if (sizer.calibrated) return parse;
    // The first answer sizes the requests that follow, so it is read as soon as it arrives.
    const first = parse();
    return () => first;
  };
  try {
    for await (const { item: chunk, value: parse } of fetchInOrder(
      () => cursor.next(sizer.nextDays()),
      fetchChunk,
      // One request until the first answer shows how busy the location is.
      () => (sizer.calibrated ? MAX_CONCURRENT_REQUESTS : 1),
      signal,
    )) {
      if (signal.aborted) break;
      const answer = parse();
      const bookings = merger.accept(chunk, answer.items);
      const daysDone = daysBefore + chunk.daysThrough;
      const percent = Math.round((daysDone / totalDays) * 1000) / 10;
      yield { chunk, percent, bookings, dropped: answer.dropped };
      // The reader took this chunk: a later failure goes on after it.
      position.daysDone = daysDone;
    }
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
}
