/** The line naming the All locations period and its comparison. Pure. */
import type { LocalDays } from '#shared/time/local-days';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** "Mon, Mar 2, 2026 – Sun, Mar 8, 2026, compared with …"; one date for a one-day period. */
export function periodText(
  period: LocalDays,
  before: LocalDays | null,
  format: Pick<LocaleFormat, 'longDate'>,
): string {
  const text = daysText(period, format);
  return before ? `${text}, compared with ${daysText(before, format)}` : text;
}

function daysText({ from, to }: LocalDays, format: Pick<LocaleFormat, 'longDate'>): string {
  return from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`;
}
