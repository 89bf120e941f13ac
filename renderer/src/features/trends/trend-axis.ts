/**
 * A small chart's axis numbers: short, as room is ("40%", "12K", "1.5K h"), in the user's locale.
 * Built once per locale. Pure.
 */
import type { LocaleFormat } from '../../ui/locale/locale-format';
import type { TrendFigure } from './trend-figure';

const cache = new WeakMap<LocaleFormat, Intl.NumberFormat>();

function compact(locale: LocaleFormat): Intl.NumberFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale.locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    cache.set(locale, format);
  }
  return format;
}

/** An axis tick's text for a value of the figure (booked hours from milliseconds). */
export function axisText(
  figure: TrendFigure,
  value: number,
  locale: LocaleFormat,
  formatPercent: (ratio: number, digits: 0) => string,
): string {
  if (figure === 'utilisation') return formatPercent(value, 0);
  if (figure === 'bookedHours') return `${compact(locale).format(value / 3_600_000)} h`;
  return compact(locale).format(value);
}
