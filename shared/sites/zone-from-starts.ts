/**
 * A zone from when a site's bookings start: they mostly start in the local morning, so the zone is
 * the one that puts most of them between 07:00 and 10:00. Pure.
 */
import { offsetMinutesAt } from '../time/zone';
import { morningZones } from './morning-zones';
import { startsHistogram, type StartsBucket } from './starts-histogram';

/** Fewer starts than this say too little to suggest anything. */
export const MIN_STARTS = 20;
/** The local morning, in minutes after midnight: [07:00, 10:00). */
const MORNING_FROM = 7 * 60;
const MORNING_TO = 10 * 60;
/** Of two fits, the one whose morning sits nearer its middle is the likelier. */
const MORNING_MIDDLE = 8 * 60 + 30;

/** The zone the starts suggest, and the local hour most of them start at there. */
export interface StartsReading {
  readonly zone: string;
  readonly typicalStartHour: number;
}

/** How well a zone puts the starts in its morning. */
interface Fit {
  readonly zone: string;
  readonly morning: number;
  /** Starts in the morning's busiest hour: the same hour all year fits better than one that moves. */
  readonly atTypicalHour: number;
  readonly typicalHour: number;
  /** Minutes from the middle of the morning, summed over the morning's starts. */
  readonly spread: number;
  /** The morning's starts' local minutes, summed: the later reading of two as good. */
  readonly lateness: number;
  readonly own: boolean;
}

function fitOf(zone: string, buckets: readonly StartsBucket[], own: boolean): Fit {
  const byHour = [0, 0, 0];
  let spread = 0;
  let lateness = 0;
  for (const { atMs, minuteOfDay, count } of buckets) {
    const local = (((minuteOfDay + offsetMinutesAt(zone, atMs)) % 1440) + 1440) % 1440;
    if (local < MORNING_FROM || local >= MORNING_TO) continue;
    byHour[Math.floor((local - MORNING_FROM) / 60)]! += count;
    spread += Math.abs(local - MORNING_MIDDLE) * count;
    lateness += local * count;
  }
  const atTypicalHour = Math.max(...byHour);
  const morning = byHour.reduce((a, b) => a + b, 0);
  const typicalHour = 7 + byHour.indexOf(atTypicalHour);
  return { zone, morning, atTypicalHour, typicalHour, spread, lateness, own };
}

/** Whether fit `a` is the likelier; on a tie the account's zone, then the later reading, then the first. */
function better(a: Fit, b: Fit): boolean {
  if (a.morning !== b.morning) return a.morning > b.morning;
  if (a.atTypicalHour !== b.atTypicalHour) return a.atTypicalHour > b.atTypicalHour;
  if (a.spread !== b.spread) return a.spread < b.spread;
  if (a.own !== b.own) return a.own;
  // Starts all on one hour fit 08:00 an hour east as well as 09:00 here: 09:00 is the commoner start.
  return a.lateness > b.lateness;
}

/**
 * The zone that puts the most starts in its local morning, or null with fewer than MIN_STARTS or
 * when not even half of them fall in any zone's morning (shifts round the clock).
 */
export function zoneFromStarts(
  startsMs: readonly number[],
  accountZone: string | null,
): StartsReading | null {
  if (startsMs.length < MIN_STARTS) return null;
  const { buckets, halfHourPhase } = startsHistogram(startsMs);
  const latest = buckets[buckets.length - 1]!.atMs;
  let best: Fit | null = null;
  for (const zone of morningZones(accountZone)) {
    // Starts on the half hour in UTC are on the hour in a half-hour zone (India, Adelaide), and back.
    const halfHourZone = Math.abs(offsetMinutesAt(zone, latest) % 60) === 30;
    if (halfHourZone !== halfHourPhase) continue;
    const fit = fitOf(zone, buckets, zone === accountZone);
    if (!best || better(fit, best)) best = fit;
  }
  if (!best || best.morning * 2 < startsMs.length) return null;
  return { zone: best.zone, typicalStartHour: best.typicalHour };
}
