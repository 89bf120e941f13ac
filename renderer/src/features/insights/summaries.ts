/** One-paragraph text summaries of each chart, for everyone and for screen readers. Pure. */
import { bayLabel, sortBays, utilisationOf } from './bay-order';
import type { InsightsFormat } from './format';
import type { HeatCell, HeatGrid } from './heat-grid';
import type { OverTime, TimePoint } from './over-time';
import { tagName, tagRows } from './TagUse';
import type { BayUse, TagUse } from './types';

const cellText = (f: InsightsFormat, c: HeatCell): string =>
  `${f.weekdayName(c.isoWeekday)} ${f.hourRange(c.hour)}, ${f.formatDecimal(c.averageBays ?? 0)} bays in use on average (${f.formatPercent(c.utilisation)})`;

/** "Busiest: Tuesday 10:00–11:00, … Quietest: …". */
export function heatmapSummary(grid: HeatGrid, f: InsightsFormat): string {
  if (!grid.busiest || !grid.quietest) return 'No hour of this period is inside the window.';
  if ((grid.busiest.averageBays ?? 0) === 0) return 'No bay was in use in any hour of this period.';
  return `Busiest: ${cellText(f, grid.busiest)}. Quietest: ${cellText(f, grid.quietest)}.`;
}

/** Highest and lowest day or week, and the weekday/weekend contrast. */
export function overTimeSummary(data: OverTime, f: InsightsFormat): string {
  const { formatCount, formatPercent } = f;
  const known = data.points.filter((p) => p.utilisation !== null);
  if (known.length === 0) return 'No time in this period is inside the window.';
  let high: TimePoint = known[0]!;
  let low: TimePoint = known[0]!;
  for (const p of known) {
    if ((p.utilisation ?? 0) > (high.utilisation ?? 0)) high = p;
    if ((p.utilisation ?? 0) < (low.utilisation ?? 0)) low = p;
  }
  const unit = data.unit === 'week' ? 'week' : 'day';
  if (data.points.length === 1)
    return `Utilisation on ${high.title}: ${formatPercent(high.utilisation)}.`;
  const plural = (n: number) => `${formatCount(n)} ${n === 1 ? unit : `${unit}s`}`;
  const unused = known.filter((p) => p.utilisation === 0).length;
  return (
    `Utilisation per ${unit}, ${plural(data.points.length)}. ` +
    `Highest: ${high.title}, ${formatPercent(high.utilisation)}. ` +
    (unused > 1
      ? `${plural(unused)} without any use, the first ${low.title}.`
      : `Lowest: ${low.title}, ${formatPercent(low.utilisation)}.`)
  );
}

/** Busiest and quietest tag. */
export function tagSummary(tags: readonly TagUse[], f: InsightsFormat): string {
  const { formatCount, formatPercent } = f;
  if (tags.length === 0) return 'No bays, so no tags.';
  // The chart's and table's order (tagRows): a tie names the tag they show first.
  const sorted = tagRows(tags).map((r) => r.use);
  const top = sorted[0]!;
  const lowest = utilisationOf(sorted[sorted.length - 1]!);
  const bottom = sorted.find((t) => utilisationOf(t) === lowest) ?? sorted[sorted.length - 1]!;
  if (sorted.length === 1)
    return `${tagName(top.tag)}: ${formatPercent(utilisationOf(top))} over ${formatCount(top.bays)} bays.`;
  return (
    `${formatCount(tags.length)} tags. Busiest: ${tagName(top.tag)}, ${formatPercent(utilisationOf(top))}. ` +
    `Quietest: ${tagName(bottom.tag)}, ${formatPercent(utilisationOf(bottom))}.`
  );
}

/** Most- and least-used bay, and how many had no booking. */
export function baySummary(bays: readonly BayUse[], f: InsightsFormat): string {
  const { formatCount, formatPercent } = f;
  if (bays.length === 0) return 'No bays.';
  // The list's own order, so a tie names the bay the list shows first (by name).
  const most = sortBays(bays, { key: 'utilisation', descending: true })[0]!;
  const least = sortBays(bays, { key: 'utilisation', descending: false })[0]!;
  const unused = bays.filter((b) => b.bookings === 0).length;
  const parts = [
    `${formatCount(bays.length)} bays.`,
    `Most used: ${bayLabel(most)}, ${formatPercent(utilisationOf(most))}.`,
    `Least used: ${bayLabel(least)}, ${formatPercent(utilisationOf(least))}.`,
  ];
  if (unused > 0)
    parts.push(`${formatCount(unused)} ${unused === 1 ? 'bay had' : 'bays had'} no bookings.`);
  return parts.join(' ');
}
