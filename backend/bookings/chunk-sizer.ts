/**
 * Chooses how many days the next request covers. Seven days of a busy location can be tens of
 * thousands of bookings, and four such answers in memory at once (raw JSON, parsed and normalised)
 * is what drives an export's peak memory. So the first request covers one day, and later ones are
 * sized from the busiest density seen so far to hold about `targetPerRequest` bookings (1 to 7 days).
 */
import { MAX_CHUNK_DAYS } from './chunks';

/** Bookings per request to aim for: small enough for memory, large enough to keep requests few. */
export const DEFAULT_TARGET_PER_REQUEST = 5000;

/** Learns the density of bookings and proposes chunk lengths. */
export interface ChunkSizer {
  /** True once an answer has been seen (until then, only one request runs). */
  readonly calibrated: boolean;
  observe(days: number, bookings: number): void;
  nextDays(): number;
}

/** A sizer aiming at `target` bookings per request, never above `maxDays`. */
export function createChunkSizer(
  target: number = DEFAULT_TARGET_PER_REQUEST,
  maxDays: number = MAX_CHUNK_DAYS,
): ChunkSizer {
  let calibrated = false;
  let perDay = 0;
  return {
    get calibrated() {
      return calibrated;
    },
    observe(days, bookings) {
      calibrated = true;
      if (days > 0) perDay = Math.max(perDay, bookings / days);
    },
    nextDays() {
      if (!calibrated) return 1;
      if (perDay <= 0) return maxDays;
      return Math.max(1, Math.min(maxDays, Math.floor(target / perDay)));
    },
  };
}
