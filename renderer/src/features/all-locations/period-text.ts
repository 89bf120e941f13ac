/** The line naming the All locations period and its comparison. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { daysBetween } from '#shared/time/civil';
import type { LocalDays } from '#shared/time/local-days';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/**
 * "Mon, Mar 2, 2026 – Sun, Mar 8, 2026, compared with …"; one date for a one-day period. Periods of
 * different lengths (a month against the month before) say so, as their counts differ with it.
 */
export function periodText(
  period: LocalDays,
  before: LocalDays | null,
  format: Pick<LocaleFormat, 'longDate' | 'number'>,
  i18n: I18n,
): string {
  const text = daysText(period, format);
  if (!before) return text;
  const comparison = daysText(before, format);
  const [days, daysBefore] = [lengthOf(period), lengthOf(before)];
  if (days === daysBefore) return i18n._(msg`${text}, compared with ${comparison}`);
  const length = format.number(days);
  const lengthBefore = format.number(daysBefore);
  return i18n._(
    msg`${text}, compared with ${comparison} (${plural(days, { one: `${length} day`, other: `${length} days` })} against ${lengthBefore})`,
  );
}

function lengthOf({ from, to }: LocalDays): number {
  return daysBetween(from, to) + 1;
}

function daysText({ from, to }: LocalDays, format: Pick<LocaleFormat, 'longDate'>): string {
  return from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`;
}
