/**
 * A zone from when a site's bookings start: the clock that puts them at the usual hours of a
 * working day, at the same hours week after week. An hour's shift of a clock with the same summer
 * time is told apart only by the hours around the day (an early start, the evening's bookings), so
 * how sure the reading is goes with it. Pure.
 */
import { morningZones } from './morning-zones';
import { otherClock, startsFit, type StartsFit } from './start-fit';
import { startsHistogram } from './starts-histogram';
import type { ZoneConfidence } from './zone-confidence';

/** Fewer starts than this say too little to suggest anything. */
export const MIN_STARTS = 20;
/** With fewer starts than this, a reading is never `high`. */
const SURE_STARTS = 100;
/** Below this share of the starts in the best clock's working day (shifts round the clock), no zone. */
const MIN_DAY_SHARE = 0.75;
/**
 * Halvings per start by which the best clock must beat every other: `high` when the other clocks
 * would put a good share of the starts at less usual hours, `medium` when only a few (the evening's).
 */
const HIGH_MARGIN = 0.2;
const MEDIUM_MARGIN = 0.02;
/** Scores this close are equal: clocks alike but for the order their sums were added in. */
const TIE = 1e-6;

/** The zone the starts suggest, the local hour most of them start at there, and how sure it is. */
export interface StartsReading {
  readonly zone: string;
  readonly typicalStartHour: number;
  readonly confidence: ZoneConfidence;
}

function confidenceOf(best: StartsFit, rival: StartsFit | null, starts: number): ZoneConfidence {
  const margin = rival ? (best.score - rival.score) / starts : Infinity;
  if (margin >= HIGH_MARGIN && starts >= SURE_STARTS) return 'high';
  return margin >= MEDIUM_MARGIN ? 'medium' : 'low';
}

/**
 * The best-fitting zone, or null with fewer than MIN_STARTS starts or when under three quarters of
 * them fall in its working day (07:00 to 19:00). Of fits alike, the account's zone, then the commoner
 * clock.
 */
export function zoneFromStarts(
  startsMs: readonly number[],
  accountZone: string | null,
): StartsReading | null {
  if (startsMs.length < MIN_STARTS) return null;
  const histogram = startsHistogram(startsMs);
  const fits = morningZones(accountZone).map((zone) => startsFit(zone, histogram));
  // In the order of preference, so a tie keeps the earlier.
  let best: StartsFit | null = null;
  for (const fit of fits) if (!best || fit.score > best.score + TIE) best = fit;
  if (!best || best.dayShare < MIN_DAY_SHARE) return null;
  let rival: StartsFit | null = null;
  for (const fit of fits)
    if ((!rival || fit.score > rival.score) && otherClock(fit, best)) rival = fit;
  return {
    zone: best.zone,
    typicalStartHour: best.typicalHour,
    confidence: confidenceOf(best, rival, startsMs.length),
  };
}
