/**
 * The capacity figures read from each day's peak of bays in use (the sweep's dayPeak): how many days
 * came near full, and the 90th percentile of the daily peaks. Days without window time (closed days,
 * or a time of day that falls in a DST gap) have no peak and do not count.
 */

/** A day is near full when its peak reached this share of the bays counted (as tenths: 9 = 90%). */
export const NEAR_FULL_TENTHS = 9;

/** The percentile of the daily peaks reported beside bays needed (nearest rank). */
export const DAILY_PEAK_PERCENTILE = 90;

/**
 * Days whose peak reached 90% of the bays counted: peak × 10 ≥ bays × 9, that is at least
 * ⌈0.9 × bays⌉ bays (9 of 10, 5 of 5, 1 of 1). Counted in integers, so no rounding tips a day over.
 * null without bays or without window time.
 */
export function daysNearFull(
  dayPeak: ArrayLike<number>,
  dayWindowMs: ArrayLike<number>,
  bays: number,
): number | null {
  if (bays <= 0) return null;
  let days = 0;
  let open = 0;
  for (let d = 0; d < dayPeak.length; d++) {
    if ((dayWindowMs[d] as number) <= 0) continue;
    open++;
    if ((dayPeak[d] as number) * 10 >= bays * NEAR_FULL_TENTHS) days++;
  }
  return open > 0 ? days : null;
}

/**
 * The 90th percentile of the daily peaks over the days with window time, by nearest rank: the
 * ⌈0.9 × n⌉-th smallest of the n peaks (of 10 days the 9th, of 7 days the 7th, of one day its peak).
 * null when no day has window time.
 */
export function dailyPeakP90(
  dayPeak: ArrayLike<number>,
  dayWindowMs: ArrayLike<number>,
): number | null {
  const peaks: number[] = [];
  for (let d = 0; d < dayPeak.length; d++)
    if ((dayWindowMs[d] as number) > 0) peaks.push(dayPeak[d] as number);
  if (peaks.length === 0) return null;
  peaks.sort((a, b) => a - b);
  const rank = Math.ceil((peaks.length * DAILY_PEAK_PERCENTILE) / 100);
  return peaks[rank - 1] as number;
}
