/** The line naming the All locations period and its comparison. Pure. */
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
  format: Pick<LocaleFormat, 'longDate'>,
): string {
  const text = daysText(period, format);
  if (!before) return text;
  const [days, daysBefore] = [lengthOf(period), lengthOf(before)];
  const lengths = days === daysBefore ? '' : ` (${days} days against ${daysBefore})`;
  return `${text}, compared with ${daysText(before, format)}${lengths}`;
}

function lengthOf({ from, to }: LocalDays): number {
  return daysBetween(from, to) + 1;
}

function daysText({ from, to }: LocalDays, format: Pick<LocaleFormat, 'longDate'>): string {
  return from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`;
}
