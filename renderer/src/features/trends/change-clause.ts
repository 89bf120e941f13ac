/**
 * A change said in words, as a clause that follows what changed ("utilisation up 2.3 points from
 * 20.1%", "On the month before: down 6 from 66"), in the interface's language. Whether it is up,
 * down or no change is describeChange's (a change that rounds to nothing as shown is none). Pure.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import { type ChangeFormat, type ChangeKind, describeChange } from '../compare/change-words';

const HOUR_MS = 3_600_000;

/** Hours as the figures show them: whole from 10 h, else to a tenth. */
function shownHours(ms: number): number {
  const hours = ms / HOUR_MS;
  return hours >= 10 ? Math.round(hours) : Math.round(hours * 10) / 10;
}

/** A number of hours without a needless ".0": "3", "2.5", "1,234". */
function hoursText(hours: number, f: ChangeFormat): string {
  return Number.isInteger(hours) ? f.formatCount(hours) : f.formatDecimal(hours);
}

/** The change from `before` to `now` as a clause; null when either is missing. */
export function changeClause(
  now: number | null,
  before: number | null | undefined,
  kind: ChangeKind,
  f: ChangeFormat,
  i18n: I18n,
): string | null {
  const change = describeChange(now, before, kind, f);
  if (now === null || before === null || before === undefined || !change) return null;
  const { direction } = change;
  const size = Math.abs(now - before);
  switch (kind) {
    case 'ratio': {
      const amount = f.formatDecimal(size * 100);
      // The plural of the number shown (French says 0,1 point; English 0.1 points).
      const points = Math.round(size * 1000) / 10;
      const was = f.formatPercent(before);
      if (direction === 'up')
        return i18n._(
          msg`${plural(points, { one: `up ${amount} point from ${was}`, other: `up ${amount} points from ${was}` })}`,
        );
      if (direction === 'down')
        return i18n._(
          msg`${plural(points, { one: `down ${amount} point from ${was}`, other: `down ${amount} points from ${was}` })}`,
        );
      return i18n._(msg`no change from ${was}`);
    }
    case 'count': {
      const amount = f.formatCount(size);
      const was = f.formatCount(before);
      if (direction === 'up') return i18n._(msg`up ${amount} from ${was}`);
      if (direction === 'down') return i18n._(msg`down ${amount} from ${was}`);
      return i18n._(msg`no change from ${was}`);
    }
    case 'hours': {
      // Each number with its word ("1 hour", "12.5 hours"): plural by the number as it is written.
      const hours = shownHours(size);
      const amount = hoursText(hours, f);
      const hoursBefore = shownHours(before);
      const was = hoursText(hoursBefore, f);
      if (direction === 'up')
        return i18n._(
          msg`up ${plural(hours, { one: `${amount} hour`, other: `${amount} hours` })} from ${plural(hoursBefore, { one: `${was} hour`, other: `${was} hours` })}`,
        );
      if (direction === 'down')
        return i18n._(
          msg`down ${plural(hours, { one: `${amount} hour`, other: `${amount} hours` })} from ${plural(hoursBefore, { one: `${was} hour`, other: `${was} hours` })}`,
        );
      return i18n._(
        msg`no change from ${plural(hoursBefore, { one: `${was} hour`, other: `${was} hours` })}`,
      );
    }
    default:
      return assertNever(kind, 'change kind');
  }
}
