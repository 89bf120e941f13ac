/**
 * Walks every bay of a location day by day and lays out non-overlapping bookings: most in working
 * hours (fewer at weekends), some overnight, a few over several days, and on every DST-change day a
 * booking that runs across the change, so offsets in responses are exercised.
 */
import type { LocalDays } from './local-days';
import type { Prng } from './prng';
import type { TableBuilder } from './table-builder';

/** What the walk needs to know about one location. */
export interface LocationWalk {
  readonly days: LocalDays;
  /** Bay indices of this location. */
  readonly firstBay: number;
  readonly bayCount: number;
  /** Users who book here: [firstUser, firstUser + userCount). */
  readonly firstUser: number;
  readonly userCount: number;
  /** Mean bookings per bay per day. */
  readonly density: number;
  /** Days to lay bookings on: the first `walkDays` of `days` (the rest only receive multi-day ends). */
  readonly walkDays: number;
}

const MINUTE_MS = 60_000;
const floor15 = (minutes: number): number => Math.floor(minutes / 15) * 15;

/** Adds the bookings of one location to the builder. */
export function generateLocationBookings(rng: Prng, walk: LocationWalk, out: TableBuilder): void {
  const { days, firstBay, bayCount } = walk;
  const busyUntil = new Float64Array(bayCount).fill(-Infinity);
  const regular = new Uint32Array(bayCount);
  for (let b = 0; b < bayCount; b++) regular[b] = walk.firstUser + rng.int(walk.userCount);
  const userFor = (b: number): number =>
    rng.chance(0.35) ? (regular[b] as number) : walk.firstUser + rng.int(walk.userCount);
  const put = (b: number, start: number, end: number): void => {
    if (start < (busyUntil[b] as number) || end <= start) return;
    out.add(start, end, firstBay + b, userFor(b));
    busyUntil[b] = end;
  };

  for (let d = 0; d < walk.walkDays; d++) {
    const weekday = days.weekday(d);
    const weekend = weekday === 0 || weekday === 6;
    const open = weekend ? 8 * 60 : 7 * 60;
    const close = weekend ? 18 * 60 : 20 * 60;
    const mean = walk.density * (weekend ? 0.6 : 1.15);
    if (days.isTransitionDay(d) && d > 0) {
      // Across the change: 00:30 to 03:30 local covers every zone's switch hour.
      put(0, days.at(d, 30), days.at(d, 210));
      if (bayCount > 1) put(1, days.at(d - 1, 22 * 60), days.at(d, 8 * 60));
    }
    for (let b = 0; b < bayCount; b++) {
      const n = Math.min(8, Math.floor(mean * (0.5 + rng.next()) + rng.next()));
      if (n === 0) continue;
      const segment = (close - open) / n;
      for (let k = 0; k < n; k++) {
        const room = segment - 15;
        const offset = floor15(rng.next() * Math.min(60, room - 30));
        const startMinute = Math.round(open + k * segment) + offset;
        const start = days.at(d, startMinute);
        const last = k === n - 1;
        if (last && !weekend && rng.chance(0.006)) {
          // Several days: back on a later afternoon.
          const span = rng.between(1, 4);
          put(b, start, days.at(d + span, rng.between(36, 72) * 15));
        } else if (last && rng.chance(0.04)) {
          // Overnight: evening to next morning.
          const evening = Math.max(startMinute, rng.between(68, 80) * 15);
          put(b, days.at(d, evening), days.at(d + 1, rng.between(24, 40) * 15));
        } else {
          const length = 30 + floor15(rng.next() * Math.max(0, room - offset - 30));
          put(b, start, start + length * MINUTE_MS);
        }
      }
    }
  }
}
