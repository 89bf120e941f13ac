import type { DateSelection } from '#shared/view/navigation';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** "on Thursday, 26 March 2026" or "from … to …", as the empty states and the grid's name say it. */
export function periodPhrase(dates: DateSelection, format: Pick<LocaleFormat, 'longDate'>): string {
  return dates.mode === 'day'
    ? `on ${format.longDate(dates.day)}`
    : `from ${format.longDate(dates.from)} to ${format.longDate(dates.to)}`;
}

/** "Thursday, 26 March 2026" or "… – …", as the way back to Insights names the period. */
export function periodName(dates: DateSelection, format: Pick<LocaleFormat, 'longDate'>): string {
  return dates.mode === 'day'
    ? format.longDate(dates.day)
    : `${format.longDate(dates.from)} – ${format.longDate(dates.to)}`;
}
