/** Small order statistics for benchmark runs: no dependencies, no surprises with empty input. */

/** The value at quantile q (0…1) of the values, by linear interpolation between closest ranks; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  if (!(q >= 0 && q <= 1)) throw new RangeError('q must be between 0 and 1.');
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

/** The median (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** The 95th percentile. */
export function p95(values: readonly number[]): number {
  return quantile(values, 0.95);
}

/** Rounds to a number of significant digits that a table can show without false precision. */
export function roundFigure(value: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  // Three significant digits, but never fewer than whole units for big numbers.
  const decimals = Math.max(0, 2 - magnitude);
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
