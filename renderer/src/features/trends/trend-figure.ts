/** The figure a trend is drawn in: which of a bucket's numbers, and how it is compared. Pure. */
import { assertNever } from '#shared/assert-never';
import type { TrendFigures } from '#shared/insights/trend-types';
import type { ChangeKind } from '../compare/change-words';
import type { InsightsFormat } from '../insights/format';

/** The figures the Trends view can draw. */
export type TrendFigure =
  'utilisation' | 'bookings' | 'bookedHours' | 'peak' | 'baysNeeded' | 'spareBays';

/** The figures in the menu's order, Utilisation (the default) first. */
export const TREND_FIGURES: readonly { readonly value: TrendFigure; readonly label: string }[] = [
  { value: 'utilisation', label: 'Utilisation' },
  { value: 'bookings', label: 'Bookings' },
  { value: 'bookedHours', label: 'Booked hours' },
  { value: 'peak', label: 'Peak' },
  { value: 'baysNeeded', label: 'Bays needed' },
  { value: 'spareBays', label: 'Spare bays' },
];

/** Whether a value (a remembered choice, say) names a figure. */
export function isTrendFigure(value: unknown): value is TrendFigure {
  return TREND_FIGURES.some((f) => f.value === value);
}

/** The figure's name as the menu shows it. */
export function figureLabel(figure: TrendFigure): string {
  return TREND_FIGURES.find((f) => f.value === figure)?.label ?? figure;
}

/** A bucket's value of the figure; null where it has none (no open time, no bays). Hours in ms. */
export function figureValue(figure: TrendFigure, b: TrendFigures): number | null {
  switch (figure) {
    case 'utilisation':
      return b.utilisation;
    case 'bookings':
      return b.bookings;
    case 'bookedHours':
      return b.bookedMs;
    case 'peak':
      return b.peak;
    case 'baysNeeded':
      return b.baysNeeded;
    case 'spareBays':
      return b.spareBays;
    default:
      return assertNever(figure, 'trend figure');
  }
}

/** How a change of the figure is written: points for utilisation, hours for booked time. */
export function changeKindOf(figure: TrendFigure): ChangeKind {
  if (figure === 'utilisation') return 'ratio';
  if (figure === 'bookedHours') return 'hours';
  return 'count';
}

/** A value of the figure in the user's locale: "62.5%", "1,234 h", "12"; a dash for none. */
export function formatFigure(
  figure: TrendFigure,
  value: number | null | undefined,
  f: Pick<InsightsFormat, 'formatPercent' | 'formatCount' | 'formatBookedHours'>,
): string {
  if (value === null || value === undefined) return '–';
  if (figure === 'utilisation') return f.formatPercent(value);
  if (figure === 'bookedHours') return f.formatBookedHours(value);
  return f.formatCount(value);
}
