/**
 * Each site's trend as the small multiples draw it: the shown buckets' values of one figure with
 * the values they are compared with, the latest against the site's target, and one scale for all
 * the sites. Pure.
 */
import type { ClosedReason } from '#shared/insights/closed-reasons';
import { bucketsPerYear } from '#shared/insights/trend-period';
import type { SiteTrend, TrendBucket, TrendUnit } from '#shared/insights/trend-types';
import type { LocalDays } from '#shared/time/local-days';
import { targetStatus, type TargetBand, type TargetStatus } from '#shared/sites/target-band';
import { percentTicks } from '../../ui/format/figure-format';
import { figureValue, type TrendFigure } from './trend-figure';

/** One shown month or week of a site. */
export interface TrendPoint extends LocalDays {
  /** null where it has none, and where it has no data (a gap in the chart, not a 0). */
  readonly value: number | null;
  /** Before the site's first booking: "No data", never 0%. */
  readonly noData: boolean;
  /**
   * The bucket before's value; undefined when the series has none before it or that one has no
   * data, so no change is said against what is unknown.
   */
  readonly previous: number | null | undefined;
  /** The value a year before (12 months, 52 weeks); undefined as `previous` is. */
  readonly yearBefore: number | null | undefined;
  readonly bookings: number;
  /** Why the site had no open time all through it; null when some of it was open. */
  readonly closed: readonly ClosedReason[] | null;
}

/** A site's shown buckets and where its latest one stands against its target. */
export interface SiteSeries {
  readonly locationId: string;
  readonly name: string;
  readonly target: TargetBand | null;
  readonly points: readonly TrendPoint[];
  /** The last shown bucket's utilisation (the target is one of utilisation, whatever is drawn). */
  readonly latestUtilisation: number | null;
  readonly status: TargetStatus | null;
}

/** The site's buckets from `shown.from` on, each with the values it is compared with. */
export function siteSeries(
  trend: SiteTrend,
  figure: TrendFigure,
  unit: TrendUnit,
  shown: LocalDays,
): SiteSeries {
  const all = trend.buckets;
  const yearBack = bucketsPerYear(unit);
  // A bucket with no data is as if outside the series: nothing to compare with. Nor is one closed
  // all through against one with open time: a closed week's few bookings are no fall.
  const valueAt = (b: TrendBucket | undefined, now: TrendBucket) =>
    b && !b.noData && b.availableMs > 0 === now.availableMs > 0
      ? figureValue(figure, b)
      : undefined;
  const points = all.flatMap((b, i) =>
    b.from < shown.from || b.to > shown.to
      ? []
      : [
          {
            from: b.from,
            to: b.to,
            value: figureValue(figure, b),
            noData: b.noData,
            previous: valueAt(all[i - 1], b),
            yearBefore: valueAt(all[i - yearBack], b),
            bookings: b.bookings,
            closed: b.closed ?? null,
          },
        ],
  );
  const target = trend.basis.site?.target ?? null;
  const last = all.filter((b) => b.to <= shown.to).at(-1);
  const latestUtilisation = last?.utilisation ?? null;
  return {
    locationId: trend.locationId,
    name: trend.name,
    target,
    points,
    latestUtilisation,
    status: targetStatus(latestUtilisation, target),
  };
}

const COUNT_STEPS = [1, 2, 2.5, 5];

/** The first round step (1, 2, 2.5, 5 × 10ⁿ, whole) that covers `span` in at most four. */
function countStep(span: number): number {
  for (let power = 1; ; power *= 10) {
    const step = COUNT_STEPS.map((s) => s * power).find(
      (s) => Number.isInteger(s) && span / s <= 4,
    );
    if (step !== undefined) return step;
  }
}

/** Round ticks from `min` (≤ 0) to just at or above `max`, at most five steps apart. */
export function countTicks(max: number, min = 0): number[] {
  const low = Math.min(0, min);
  const step = countStep(Math.max(1, max - low));
  const ticks: number[] = [];
  for (
    let t = Math.floor(low / step) * step;
    ticks.length === 0 || ticks.at(-1)! < Math.max(max, 1);
    t += step
  )
    ticks.push(t);
  return ticks;
}

/** The lowest and highest values drawn over every site, the targets' bands included. */
export function valueRange(
  series: readonly SiteSeries[],
  figure: TrendFigure,
): { readonly min: number; readonly max: number } {
  const values = series.flatMap((s) =>
    s.points.flatMap((p) => (p.value === null ? [] : [p.value])),
  );
  const bands =
    figure === 'utilisation' ? series.flatMap((s) => (s.target ? [s.target.high] : [])) : [];
  return { min: Math.min(0, ...values), max: Math.max(0, ...values, ...bands) };
}

const HOUR_MS = 3_600_000;

/** The one scale every site's chart is drawn on: its ticks, the first and last its ends. */
export function sharedTicks(series: readonly SiteSeries[], figure: TrendFigure): number[] {
  const { min, max } = valueRange(series, figure);
  if (figure === 'utilisation') return percentTicks(max);
  // Booked hours on whole hours, not milliseconds.
  const per = figure === 'bookedHours' ? HOUR_MS : 1;
  return countTicks(max / per, min / per).map((t) => t * per);
}
