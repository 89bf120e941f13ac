/**
 * A site's trend in one sentence, for screen readers (each chart's description) and for the page:
 * where it ended, its highest and lowest, and where it stands against its target. Pure.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { TrendUnit } from '#shared/insights/trend-types';
import type { TargetBand, TargetStatus } from '#shared/sites/target-band';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import type { FigureFormat } from '../../ui/format/figure-format';
import { bandText } from './band-text';
import { figureWords, formatFigure, type TrendFigure } from './trend-figure';
import { byUnit } from './trend-labels';
import type { SiteSeries, TrendPoint } from './trend-series';

/** What the sentence writes with: numbers, dates, and the interface's words. */
export interface TrendSentenceFormat {
  readonly f: FigureFormat;
  readonly locale: LocaleFormat;
  readonly i18n: I18n;
}

/** A month (week) before the site's first booking, inside the sentence: "no data in March 2025". */
const NO_DATA_WORDS = msg({
  message: 'no data',
  comment: 'Inside a sentence, in place of a figure: “no data in March 2025”',
});

/** A week (month) the site was closed all through, inside the sentence: "closed in the week of …". */
const CLOSED_WORDS = msg({
  message: 'closed',
  comment: 'Inside a sentence, in place of a utilisation: “closed in the week of 8 Jun 2026”',
});

/** "Harbour Office, utilisation by month, March 2025 to February 2026: …". */
export function siteTrendSentence(
  series: SiteSeries,
  figure: TrendFigure,
  unit: TrendUnit,
  format: TrendSentenceFormat,
): string {
  const { f, i18n } = format;
  const { points, name } = series;
  const first = points[0];
  const last = points.at(-1);
  const what = byUnit(unit, figureWords(figure, i18n), i18n);
  if (!first || !last) return i18n._(msg`${name}, ${what}: nothing to show.`);
  const shown = (p: TrendPoint) =>
    p.noData
      ? i18n._(NO_DATA_WORDS)
      : p.closed && p.value === null
        ? i18n._(CLOSED_WORDS)
        : formatFigure(figure, p.value, f);
  const at = (p: TrendPoint) => valueIn(unit, shown(p), p, format);
  // Months with no data have no value: never the lowest (a 0% the API never said) nor the highest.
  const valued = points.filter((p) => p.value !== null && !p.noData);
  const highest = valued.reduce<TrendPoint | null>(
    (best, p) => (best === null || (p.value ?? 0) > (best.value ?? 0) ? p : best),
    null,
  );
  const lowest = valued.reduce<TrendPoint | null>(
    (best, p) => (best === null || (p.value ?? 0) < (best.value ?? 0) ? p : best),
    null,
  );
  const span = spanText(unit, first, last, format);
  const latest = at(last);
  let sentence: string;
  if (highest && lowest && highest !== lowest) {
    const high = at(highest);
    const low = at(lowest);
    sentence = i18n._(msg`${name}, ${what}, ${span}: ${latest}; highest ${high}, lowest ${low}.`);
  } else sentence = i18n._(msg`${name}, ${what}, ${span}: ${latest}.`);
  const target =
    series.status && series.target
      ? targetText(series.status, series.target, f.formatPercent(series.latestUtilisation), format)
      : null;
  return target ? `${sentence} ${target}` : sentence;
}

/** "75.0% in February 2026", "75.0% in the week of 3 Mar 2025". */
function valueIn(unit: TrendUnit, value: string, p: TrendPoint, format: TrendSentenceFormat) {
  const { locale, i18n } = format;
  switch (unit) {
    case 'month': {
      const month = locale.monthYear(p.from);
      return i18n._(msg`${value} in ${month}`);
    }
    case 'week': {
      const monday = locale.mediumDate(p.from);
      return i18n._(msg`${value} in the week of ${monday}`);
    }
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** "March 2025 to February 2026", "week of 2 Mar 2026 to week of 23 Mar 2026". */
function spanText(
  unit: TrendUnit,
  first: TrendPoint,
  last: TrendPoint,
  format: TrendSentenceFormat,
) {
  const { locale, i18n } = format;
  switch (unit) {
    case 'month': {
      const from = locale.monthYear(first.from);
      const to = locale.monthYear(last.from);
      return i18n._(
        msg({ message: `${from} to ${to}`, comment: 'Two months: “March 2025 to February 2026”' }),
      );
    }
    case 'week': {
      const from = locale.mediumDate(first.from);
      const to = locale.mediumDate(last.from);
      return i18n._(msg`week of ${from} to week of ${to}`);
    }
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** "Latest utilisation 42.0%, below the target of 60–85%." */
function targetText(
  status: TargetStatus,
  target: TargetBand,
  utilisation: string,
  format: TrendSentenceFormat,
): string {
  const { locale, i18n } = format;
  const band = bandText(target, locale);
  switch (status) {
    case 'below':
      return i18n._(msg`Latest utilisation ${utilisation}, below the target of ${band}.`);
    case 'within':
      return i18n._(msg`Latest utilisation ${utilisation}, within the target of ${band}.`);
    case 'above':
      return i18n._(msg`Latest utilisation ${utilisation}, above the target of ${band}.`);
    default:
      return assertNever(status, 'target status');
  }
}
