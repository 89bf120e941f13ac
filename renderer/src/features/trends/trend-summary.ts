/**
 * A site's trend in one sentence, for screen readers (each chart's description) and for the page:
 * where it ended, its highest and lowest, and where it stands against its target. Pure.
 */
import type { TrendUnit } from '#shared/insights/trend-types';
import { targetStatusWords } from '#shared/sites/target-band';
import type { InsightsFormat } from '../insights/format';
import { figureLabel, formatFigure, type TrendFigure } from './trend-figure';
import type { BucketNames } from './trend-labels';
import type { SiteSeries, TrendPoint } from './trend-series';

/** "Harbour Office, utilisation by month, March 2025 to February 2026: …". */
export function siteTrendSentence(
  series: SiteSeries,
  figure: TrendFigure,
  unit: TrendUnit,
  f: InsightsFormat,
  names: BucketNames,
): string {
  const { points } = series;
  const first = points[0];
  const last = points.at(-1);
  const what = `${series.name}, ${figureLabel(figure).toLowerCase()} by ${unit}`;
  if (!first || !last) return `${what}: nothing to show.`;
  const at = (p: TrendPoint) => `${formatFigure(figure, p.value, f)} in ${names.long(unit, p)}`;
  const valued = points.filter((p) => p.value !== null);
  const highest = valued.reduce<TrendPoint | null>(
    (best, p) => (best === null || (p.value ?? 0) > (best.value ?? 0) ? p : best),
    null,
  );
  const lowest = valued.reduce<TrendPoint | null>(
    (best, p) => (best === null || (p.value ?? 0) < (best.value ?? 0) ? p : best),
    null,
  );
  const span = `${names.long(unit, first)} to ${names.long(unit, last)}`;
  const extremes =
    highest && lowest && highest !== lowest ? `; highest ${at(highest)}, lowest ${at(lowest)}` : '';
  const target =
    series.status && series.target
      ? ` Latest utilisation ${f.formatPercent(series.latestUtilisation)}, ${targetStatusWords(series.status, series.target)}.`
      : '';
  return `${what}, ${span}: ${at(last)}${extremes}.${target}`;
}
