/** The figure a trend is drawn in: which of a bucket's numbers, and how it is compared. Pure. */
import type { ClosedReason } from '#shared/insights/closed-reasons';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { TrendFigures } from '#shared/insights/trend-types';
import type { ChangeKind } from '../compare/change-words';
import type { FigureFormat } from '../../ui/format/figure-format';

/** The figures the Trends view can draw. */
export type TrendFigure =
  'utilisation' | 'bookings' | 'bookedHours' | 'peak' | 'baysNeeded' | 'spareBays';

/** A figure's name: `label` as a menu or a heading starts it, `words` inside a sentence. */
interface FigureNames {
  readonly value: TrendFigure;
  readonly label: MessageDescriptor;
  readonly words: MessageDescriptor;
}

/** The figures in the menu's order, Utilisation (the default) first. */
export const TREND_FIGURES: readonly FigureNames[] = [
  {
    value: 'utilisation',
    label: msg`Utilisation`,
    words: msg({ message: 'utilisation', comment: 'Inside a sentence: "utilisation by month"' }),
  },
  {
    value: 'bookings',
    label: msg`Bookings`,
    words: msg({ message: 'bookings', comment: 'Inside a sentence: "bookings by month"' }),
  },
  {
    value: 'bookedHours',
    label: msg`Booked hours`,
    words: msg({ message: 'booked hours', comment: 'Inside a sentence: "booked hours by month"' }),
  },
  {
    value: 'peak',
    label: msg`Peak`,
    words: msg({ message: 'peak', comment: 'Inside a sentence: "peak by month"' }),
  },
  {
    value: 'baysNeeded',
    label: msg`Bays needed`,
    words: msg({ message: 'bays needed', comment: 'Inside a sentence: "bays needed by month"' }),
  },
  {
    value: 'spareBays',
    label: msg`Spare bays`,
    words: msg({ message: 'spare bays', comment: 'Inside a sentence: "spare bays by month"' }),
  },
];

/** Whether a value (a remembered choice, say) names a figure. */
export function isTrendFigure(value: unknown): value is TrendFigure {
  return TREND_FIGURES.some((f) => f.value === value);
}

function namesOf(figure: TrendFigure): FigureNames {
  return TREND_FIGURES.find((f) => f.value === figure) as FigureNames;
}

/** The figure's name as the menu shows it: "Utilisation". */
export function figureLabel(figure: TrendFigure, i18n: I18n): string {
  return i18n._(namesOf(figure).label);
}

/** The figure's name inside a sentence: "utilisation" (in German, still "Auslastung"). */
export function figureWords(figure: TrendFigure, i18n: I18n): string {
  return i18n._(namesOf(figure).words);
}

/**
 * A bucket's value of the figure; null where it has none (no open time, no bays) or no data (before
 * the site's first booking: its zeros are the API's silence, not a site unused). Hours in ms.
 */
export function figureValue(figure: TrendFigure, b: TrendFigures): number | null {
  if (b.noData) return null;
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

/** What a month (week) before the site's first booking shows in place of its figure. */
export const NO_DATA: MessageDescriptor = msg({
  message: 'No data',
  comment: 'In place of a month’s figure before the first booking the API holds: unknown, not 0%',
});

/** What a figure of a month (week) the site was closed all through shows, when it has none. */
export const CLOSED: MessageDescriptor = msg({
  message: 'Closed',
  comment: 'In place of a week’s utilisation (or peak) when the site had no opening hours in it',
});

/**
 * A bucket's value of the figure as shown: "No data" before the site's first booking; "Closed" for
 * a figure of open time in a bucket with none.
 */
export function pointText(
  figure: TrendFigure,
  p: {
    readonly value: number | null | undefined;
    readonly noData: boolean;
    /** Why the site was closed all through the bucket; null or absent when it was open. */
    readonly closed?: readonly ClosedReason[] | null;
  },
  f: Pick<FigureFormat, 'formatPercent' | 'formatCount' | 'formatBookedHours'>,
  i18n: I18n,
): string {
  if (p.noData) return i18n._(NO_DATA);
  if (p.closed && p.closed.length > 0 && (p.value === null || p.value === undefined))
    return i18n._(CLOSED);
  return formatFigure(figure, p.value, f);
}

/** A value of the figure in the user's locale: "62.5%", "1,234 h", "12"; a dash for none. */
export function formatFigure(
  figure: TrendFigure,
  value: number | null | undefined,
  f: Pick<FigureFormat, 'formatPercent' | 'formatCount' | 'formatBookedHours'>,
): string {
  if (value === null || value === undefined) return '–';
  if (figure === 'utilisation') return f.formatPercent(value);
  if (figure === 'bookedHours') return f.formatBookedHours(value);
  return f.formatCount(value);
}
