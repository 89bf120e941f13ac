/**
 * How well a zone's clock fits a site's booking starts, read at each start's own instant (so its
 * daylight saving counts): whether they start at the usual hours of a working day there, and
 * whether they start at the same local times week after week. Pure.
 */
import { offsetMinutesAt, steadyOffsetMs } from '../time/zone';
import { QUARTER_MS, type StartsHistogram, WEEK_QUARTERS, weekQuarterOf } from './starts-histogram';

/**
 * How usual a start is at each local hour, in halvings (−1: half as usual): most of a working day's
 * bookings start in the morning, 07:00 to 10:00; fewer through the day, fewer still each evening
 * hour, and hardly any at night. The morning is flat on purpose: a site opening at 07:00 and one an
 * hour east opening at 08:00 are alike, and the hours around them (06:00, the evening) tell them apart.
 */
const HOUR_POINTS: readonly number[] = [
  -7, -7, -7, -7, -6, -5, -3, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -2, -3, -4, -5, -6, -7, -7,
];
/** On the hour is usual, on the half hour less, at a quarter past or to less still: half-hour zones. */
const QUARTER_POINTS: readonly number[] = [0, -1, -0.5, -1];
/** The working day, whose share of the starts says whether any clock fits: [07:00, 19:00). */
const DAY_FROM_HOUR = 7;
const DAY_TO_HOUR = 19;

/** A zone's fit to the starts. */
export interface StartsFit {
  readonly zone: string;
  /**
   * Higher fits better, in halvings summed over the starts: how usual their local hours are, less
   * how much the times of each weekday vary from week to week (a zone with other summer-time dates
   * than the site's moves some weeks by an hour, and spreads a weekday's starts over more times).
   */
  readonly score: number;
  /** The share of the starts between 07:00 and 19:00 there. */
  readonly dayShare: number;
  /** The local hour most of them start at. */
  readonly typicalHour: number;
  /** The zone's offset in minutes at each bucket: zones with the same are one clock for these starts. */
  readonly offsets: Int16Array;
}

/** The fit from the starts by local quarter hour of the week (from a Thursday: any weekday will do). */
function fitOfWeek(zone: string, byWeekQuarter: Float64Array, offsets: Int16Array): StartsFit {
  const byHour = new Float64Array(24);
  let usual = 0;
  let consistency = 0;
  let total = 0;
  for (let weekday = 0; weekday < 7; weekday++) {
    // By quarter hour, not hour: shifting a whole day's times by half an hour then changes nothing.
    let starts = 0;
    for (let quarter = 0; quarter < 96; quarter++) starts += byWeekQuarter[weekday * 96 + quarter]!;
    for (let quarter = 0; quarter < 96 && starts > 0; quarter++) {
      const count = byWeekQuarter[weekday * 96 + quarter]!;
      if (count === 0) continue;
      const hour = quarter >> 2;
      byHour[hour]! += count;
      usual += (HOUR_POINTS[hour]! + QUARTER_POINTS[quarter & 3]!) * count;
      // The starts' log-likelihood under the weekday's own times: highest when every week repeats them.
      consistency += count * Math.log2(count / starts);
    }
    total += starts;
  }
  let typicalHour = 0;
  let inDay = 0;
  byHour.forEach((count, hour) => {
    if (count > byHour[typicalHour]!) typicalHour = hour;
    if (hour >= DAY_FROM_HOUR && hour < DAY_TO_HOUR) inDay += count;
  });
  const dayShare = total > 0 ? inDay / total : 0;
  return { zone, score: usual + consistency, dayShare, typicalHour, offsets };
}

/** The zone's fit to the starts. */
export function startsFit(zone: string, histogram: StartsHistogram): StartsFit {
  const { buckets, byWeekQuarter } = histogram;
  const offsets = new Int16Array(buckets.length);
  const local = new Float64Array(WEEK_QUARTERS);
  const steadyMs = buckets.length
    ? steadyOffsetMs(zone, buckets[0]!.atMs, buckets[buckets.length - 1]!.atMs)
    : 0;
  if (!Number.isNaN(steadyMs) && steadyMs % QUARTER_MS === 0) {
    // One offset over all the starts (most zones, most weeks): the week turned, not each start read.
    const turn = steadyMs / QUARTER_MS;
    for (let q = 0; q < WEEK_QUARTERS; q++) local[weekQuarterOf(q + turn)] = byWeekQuarter[q]!;
    offsets.fill(steadyMs / 60_000);
    return fitOfWeek(zone, local, offsets);
  }
  buckets.forEach(({ atMs, count }, i) => {
    const offset = offsetMinutesAt(zone, atMs);
    offsets[i] = offset;
    local[weekQuarterOf(Math.floor((atMs + offset * 60_000) / QUARTER_MS))]! += count;
  });
  return fitOfWeek(zone, local, offsets);
}

/** Whether two fits are of different clocks: their offsets differ at some start. */
export function otherClock(a: StartsFit, b: StartsFit): boolean {
  return a.offsets.some((offset, i) => offset !== b.offsets[i]);
}
