/**
 * The few statistics the forecast needs, written out rather than taken from a library: a quantile by
 * linear interpolation (the median its 50%), and simple exponential smoothing. Pure.
 */

/**
 * The q-quantile (0 ≤ q ≤ 1) of the values by linear interpolation between closest ranks (R's and
 * NumPy's default): of 1, 2, 3, 4 the median is 2.5, the 10th percentile 1.3. null without values.
 */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, q));
  const below = Math.floor(at);
  const lower = sorted[below] as number;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return lower + (upper - lower) * (at - below);
}

/** The median (the 50% quantile); null without values. */
export function median(values: readonly number[]): number | null {
  return quantile(values, 0.5);
}

/** How much each newer value weighs in the smoothed level: a week is half forgotten in about two. */
export const SMOOTHING_ALPHA = 0.3;

/**
 * Simple exponential smoothing over values oldest first: the level starts at the first value and moves
 * a share `alpha` of the way to each next one. null without values.
 */
export function smoothedLevel(
  valuesOldestFirst: readonly number[],
  alpha = SMOOTHING_ALPHA,
): number | null {
  if (valuesOldestFirst.length === 0) return null;
  let level = valuesOldestFirst[0] as number;
  for (let i = 1; i < valuesOldestFirst.length; i++)
    level += alpha * ((valuesOldestFirst[i] as number) - level);
  return level;
}

/** The mean of the values; null without values. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}
