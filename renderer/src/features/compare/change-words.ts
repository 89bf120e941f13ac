/**
 * A change against the comparison period as the screen shows it ("▲ 2.3 pts") and as it is said
 * ("up 2.3 points from 20.1%"), for screen readers and tooltips, in the interface's language. A
 * change that rounds to nothing as shown is no change: neither up nor down. Pure.
 */
import { i18n as appI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

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

/**
 * The change from `before` to `now`; null when either is missing (nothing to compare). `i18n` is
 * the caller's (useLingui()), so a change of language redraws the words; without it, the app's
 * instance (for callers not yet passing theirs).
 */
export function describeChange(
  now: number | null,
  before: number | null | undefined,
  kind: ChangeKind,
  f: ChangeFormat,
  i18n: I18n = appI18n,
): DescribedChange | null {
  if (now === null || before === null || before === undefined) return null;
  const delta = now - before;
  const size = Math.abs(delta);
  const direction = roundsToZero(size, kind) ? 'same' : delta > 0 ? 'up' : 'down';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '=';
  if (kind === 'ratio') {
    const amount = f.formatDecimal(size * 100);
    // The plural of the number shown (French says 0,1 point; English 0.1 points).
    const points = Math.round(size * 1000) / 10;
    const was = f.formatPercent(before);
    return {
      direction,
      shown: i18n._(msg`${arrow} ${amount} pts`),
      words:
        direction === 'up'
          ? i18n._(
              msg`${plural(points, { one: `up ${amount} point from ${was}`, other: `up ${amount} points from ${was}` })}`,
            )
          : direction === 'down'
            ? i18n._(
                msg`${plural(points, { one: `down ${amount} point from ${was}`, other: `down ${amount} points from ${was}` })}`,
              )
            : i18n._(msg`no change from ${was}`),
    };
  }
  if (kind === 'hours') {
    const amount = hoursNumber(size, f);
    const was = hoursNumber(before, f);
    return {
      direction,
      shown: `${arrow} ${f.formatBookedHours(size)}`,
      words:
        direction === 'up'
          ? i18n._(msg`up ${amount} hours from ${was} hours`)
          : direction === 'down'
            ? i18n._(msg`down ${amount} hours from ${was} hours`)
            : i18n._(msg`no change from ${was} hours`),
    };
  }
  const amount = f.formatCount(size);
  const was = f.formatCount(before);
  return {
    direction,
    shown: `${arrow} ${amount}`,
    words:
      direction === 'up'
        ? i18n._(msg`up ${amount} from ${was}`)
        : direction === 'down'
          ? i18n._(msg`down ${amount} from ${was}`)
          : i18n._(msg`no change from ${was}`),
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

/** Hours from milliseconds as formatBookedHours writes them, without its unit: "1,234", "2.5", "0". */
function hoursNumber(ms: number, f: ChangeFormat): string {
  const hours = ms / 3_600_000;
  if (hours === 0) return f.formatCount(0);
  return hours >= 10 ? f.formatCount(hours) : f.formatDecimal(hours);
}
