/**
 * A change against the comparison period as the screen shows it ("▲ 2.3 pts") and as it is said
 * ("up 2.3 points from 20.1%"), for screen readers and tooltips. A change that rounds to nothing
 * as shown is no change: neither up nor down. Pure.
 */

/** ratio: in percentage points; count: whole numbers; hours: from milliseconds. */
export type ChangeKind = 'ratio' | 'count' | 'hours';

/** The numbers the text writes, in the user's locale (the Insights formatters fit). */
export interface ChangeFormat {
  formatCount(n: number): string;
  formatDecimal(n: number): string;
  formatBookedHours(ms: number): string;
  formatPercent(ratio: number | null): string;
}

/** A change's direction, its text on screen, and its words. */
export interface DescribedChange {
  /** same: the change rounds to zero as shown, and is coloured as no change. */
  readonly direction: 'up' | 'down' | 'same';
  readonly shown: string;
  readonly words: string;
}

/** The change from `before` to `now`; null when either is missing (nothing to compare). */
export function describeChange(
  now: number | null,
  before: number | null | undefined,
  kind: ChangeKind,
  f: ChangeFormat,
): DescribedChange | null {
  if (now === null || before === null || before === undefined) return null;
  const delta = now - before;
  const size = Math.abs(delta);
  const direction = roundsToZero(size, kind) ? 'same' : delta > 0 ? 'up' : 'down';
  const amount =
    kind === 'ratio'
      ? f.formatDecimal(size * 100)
      : kind === 'hours'
        ? f.formatBookedHours(size)
        : f.formatCount(size);
  const unit = kind === 'ratio' ? ' pts' : '';
  const spokenAmount =
    kind === 'ratio' ? `${amount} points` : kind === 'hours' ? hoursSaid(amount) : amount;
  const was =
    kind === 'ratio'
      ? f.formatPercent(before)
      : kind === 'hours'
        ? hoursSaid(f.formatBookedHours(before))
        : f.formatCount(before);
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '=';
  return {
    direction,
    shown: `${arrow} ${amount}${unit}`,
    words:
      direction === 'same' ? `no change from ${was}` : `${direction} ${spokenAmount} from ${was}`,
  };
}

/** Whether `size` shows as zero: a tenth of a point, a tenth of an hour under 10 h, a whole count. */
function roundsToZero(size: number, kind: ChangeKind): boolean {
  if (kind === 'ratio') return Math.round(size * 1000) === 0;
  if (kind === 'hours') {
    const hours = size / 3_600_000;
    return hours < 10 && Math.round(hours * 10) === 0;
  }
  return Math.round(size) === 0;
}

/** "1,234 h" said as "1,234 hours". */
function hoursSaid(text: string): string {
  return text.replace(/ h$/, ' hours');
}
