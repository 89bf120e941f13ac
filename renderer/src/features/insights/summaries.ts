/** One-paragraph text summaries of each chart, for everyone and for screen readers. Pure. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { bayLabel, sortBays, utilisationOf } from './bay-order';
import type { FigureFormat } from '../../ui/format/figure-format';
import type { HeatGrid } from './heat-grid';
import type { OverTime, TimePoint } from './over-time';
import { tagName, tagRows } from './TagUse';
import type { BayUse, TagUse } from './types';
import { weekdayHourText } from './when-text';

/** "Busiest: Tuesday 10:00–11:00, 2.5 bays in use on average (83.3%). Quietest: …". */
export function heatmapSummary(grid: HeatGrid, f: FigureFormat, i18n: I18n): string {
  if (!grid.busiest || !grid.quietest)
    return i18n._(msg`No hour of this period is inside the window.`);
  if ((grid.busiest.averageBays ?? 0) === 0)
    return i18n._(msg`No bay was in use in any hour of this period.`);
  const busiestWhen = weekdayHourText(f, grid.busiest.isoWeekday, grid.busiest.hour);
  const busiestBays = f.formatDecimal(grid.busiest.averageBays ?? 0);
  const busiestPercent = f.formatPercent(grid.busiest.utilisation);
  const quietestWhen = weekdayHourText(f, grid.quietest.isoWeekday, grid.quietest.hour);
  const quietestBays = f.formatDecimal(grid.quietest.averageBays ?? 0);
  const quietestPercent = f.formatPercent(grid.quietest.utilisation);
  return [
    i18n._(
      msg({
        comment: 'The bays are an average, always with one decimal ("2.5", "1.0").',
        message: `Busiest: ${busiestWhen}, ${busiestBays} bays in use on average (${busiestPercent}).`,
      }),
    ),
    i18n._(
      msg({
        comment: 'The bays are an average, always with one decimal ("2.5", "1.0").',
        message: `Quietest: ${quietestWhen}, ${quietestBays} bays in use on average (${quietestPercent}).`,
      }),
    ),
  ].join(' ');
}

/** Highest and lowest day or week, and the weekday/weekend contrast. */
export function overTimeSummary(data: OverTime, f: FigureFormat, i18n: I18n): string {
  const { formatCount, formatPercent } = f;
  const known = data.points.filter((p) => p.utilisation !== null);
  if (known.length === 0) return i18n._(msg`No time in this period is inside the window.`);
  let high: TimePoint = known[0]!;
  let low: TimePoint = known[0]!;
  for (const p of known) {
    if ((p.utilisation ?? 0) > (high.utilisation ?? 0)) high = p;
    if ((p.utilisation ?? 0) < (low.utilisation ?? 0)) low = p;
  }
  const highTitle = high.title;
  const highPercent = formatPercent(high.utilisation);
  if (data.points.length === 1) return i18n._(msg`Utilisation on ${highTitle}: ${highPercent}.`);
  const weekly = data.unit === 'week';
  const pointCount = data.points.length;
  const points = formatCount(pointCount);
  const unusedCount = known.filter((p) => p.utilisation === 0).length;
  const unused = formatCount(unusedCount);
  const lowTitle = low.title;
  const lowPercent = formatPercent(low.utilisation);
  const sentences = [
    weekly
      ? i18n._(
          msg`Utilisation per week, ${plural(pointCount, { one: `${points} week.`, other: `${points} weeks.` })}`,
        )
      : i18n._(
          msg`Utilisation per day, ${plural(pointCount, { one: `${points} day.`, other: `${points} days.` })}`,
        ),
    i18n._(msg`Highest: ${highTitle}, ${highPercent}.`),
  ];
  if (unusedCount > 1)
    sentences.push(
      weekly
        ? i18n._(
            msg`${plural(unusedCount, { one: `${unused} week without any use, the first ${lowTitle}.`, other: `${unused} weeks without any use, the first ${lowTitle}.` })}`,
          )
        : i18n._(
            msg`${plural(unusedCount, { one: `${unused} day without any use, the first ${lowTitle}.`, other: `${unused} days without any use, the first ${lowTitle}.` })}`,
          ),
    );
  else sentences.push(i18n._(msg`Lowest: ${lowTitle}, ${lowPercent}.`));
  return sentences.join(' ');
}

/** Busiest and quietest tag. */
export function tagSummary(tags: readonly TagUse[], f: FigureFormat, i18n: I18n): string {
  const { formatCount, formatPercent } = f;
  if (tags.length === 0) return i18n._(msg`No bays, so no tags.`);
  // The chart's and table's order (tagRows): a tie names the tag they show first.
  const sorted = tagRows(tags, i18n).map((r) => r.use);
  const top = sorted[0]!;
  const lowest = utilisationOf(sorted[sorted.length - 1]!);
  const bottom = sorted.find((t) => utilisationOf(t) === lowest) ?? sorted[sorted.length - 1]!;
  const topTag = tagName(top.tag, i18n);
  const topPercent = formatPercent(utilisationOf(top));
  if (sorted.length === 1) {
    const bayCount = top.bays;
    const bays = formatCount(bayCount);
    return i18n._(
      msg`${plural(bayCount, { one: `${topTag}: ${topPercent} over ${bays} bay.`, other: `${topTag}: ${topPercent} over ${bays} bays.` })}`,
    );
  }
  const tagCount = tags.length;
  const count = formatCount(tagCount);
  const bottomTag = tagName(bottom.tag, i18n);
  const bottomPercent = formatPercent(utilisationOf(bottom));
  return [
    i18n._(msg`${plural(tagCount, { one: `${count} tag.`, other: `${count} tags.` })}`),
    i18n._(msg`Busiest: ${topTag}, ${topPercent}.`),
    i18n._(msg`Quietest: ${bottomTag}, ${bottomPercent}.`),
  ].join(' ');
}

/** Most- and least-used bay, and how many had no booking. */
export function baySummary(bays: readonly BayUse[], f: FigureFormat, i18n: I18n): string {
  const { formatCount, formatPercent } = f;
  if (bays.length === 0) return i18n._(msg`No bays.`);
  // The list's own order, so a tie names the bay the list shows first (by name).
  const most = sortBays(bays, { key: 'utilisation', descending: true }, i18n)[0]!;
  const least = sortBays(bays, { key: 'utilisation', descending: false }, i18n)[0]!;
  const bayCount = bays.length;
  const count = formatCount(bayCount);
  const mostBay = bayLabel(most, i18n);
  const mostPercent = formatPercent(utilisationOf(most));
  const leastBay = bayLabel(least, i18n);
  const leastPercent = formatPercent(utilisationOf(least));
  const unusedCount = bays.filter((b) => b.bookings === 0).length;
  const unused = formatCount(unusedCount);
  const sentences = [
    i18n._(msg`${plural(bayCount, { one: `${count} bay.`, other: `${count} bays.` })}`),
    i18n._(msg`Most used: ${mostBay}, ${mostPercent}.`),
    i18n._(msg`Least used: ${leastBay}, ${leastPercent}.`),
  ];
  if (unusedCount > 0)
    sentences.push(
      i18n._(
        msg`${plural(unusedCount, { one: `${unused} bay had no bookings.`, other: `${unused} bays had no bookings.` })}`,
      ),
    );
  return sentences.join(' ');
}
