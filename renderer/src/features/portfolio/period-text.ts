/** The line naming the All locations period and its comparison. Pure. */
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** Local days, both included. */
export interface Days {
  readonly from: string;
  readonly to: string;
}

/** "Mon, Mar 2, 2026 – Sun, Mar 8, 2026, compared with …"; one date for a one-day period. */
export function periodText(
  period: Days,
  before: Days | null,
  format: Pick<LocaleFormat, 'longDate'>,
): string {
  const text = daysText(period, format);
  return before ? `${text}, compared with ${daysText(before, format)}` : text;
}

function daysText({ from, to }: Days, format: Pick<LocaleFormat, 'longDate'>): string {
  return from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`;
}
