/**
 * The All locations report's By location sheet, for people: a row per location and a totals row,
 * headers in words, time in hours, each site's target and where it stands, and with a comparison
 * the change of the figures a director follows. (`insights --by location` keeps its machine-read
 * columns: shared/insights/location-table.ts.)
 */
import type { LocationInsights } from '../insights/location-table';
import { type PortfolioFigures, portfolioFigures } from '../insights/portfolio';
import type { Insights } from '../insights/types';
import { hoursText } from '../sites/hours-text';
import type { XlsxCell } from './cell';
import { changeCell, figureCell, type FigureFormat, textCell } from './figure-cells';
import { companyTotals } from './portfolio-summary-sheet';
import { targetTexts } from './target-cells';

/** One row's figures: a location's, or the company's totals (without Insights of their own). */
interface RowFigures {
  readonly name: string;
  readonly now: PortfolioFigures;
  /** The comparison period's; null without one, or for a location it has no figures of. */
  readonly before: PortfolioFigures | null;
  readonly outsideMs: number;
  readonly insights: Insights | null;
}

interface Column {
  readonly title: string;
  readonly cell: (row: RowFigures) => XlsxCell;
}

/** The title of the totals row. */
export const TOTALS_NAME = 'All locations';

/** A figure's column, and its change's right after it when the report compares. */
function figure(
  title: string,
  format: FigureFormat,
  pick: (f: PortfolioFigures) => number | null,
  changeTitle: string | null,
  comparing: boolean,
): Column[] {
  const column: Column = { title, cell: (r) => figureCell(pick(r.now), format) };
  if (!comparing || changeTitle === null) return [column];
  return [
    column,
    {
      title: changeTitle,
      cell: (r) => changeCell(pick(r.now), r.before && pick(r.before), format),
    },
  ];
}

function columns(comparing: boolean): Column[] {
  const target = (r: RowFigures) =>
    r.insights ? targetTexts(r.now.utilisation, r.insights.site?.target) : null;
  return [
    { title: 'Location', cell: (r) => textCell(r.name) },
    ...figure('Bays', 'count', (f) => f.bays, null, comparing),
    ...figure('Bookings', 'count', (f) => f.bookings, 'Change in bookings', comparing),
    ...figure('People', 'count', (f) => f.people, null, comparing),
    ...figure('Booked hours', 'hours', (f) => f.bookedMs, 'Change in booked hours', comparing),
    ...figure('Occupied hours', 'hours', (f) => f.occupiedMs, null, comparing),
    ...figure('Available hours', 'hours', (f) => f.availableMs, null, comparing),
    ...figure(
      'Utilisation',
      'share',
      (f) => f.utilisation,
      'Change in utilisation (points)',
      comparing,
    ),
    { title: 'Target', cell: (r) => textCell(target(r)?.target) },
    { title: 'Status', cell: (r) => textCell(target(r)?.status) },
    ...figure('Peak bays in use', 'count', (f) => f.peak, null, comparing),
    ...figure(
      'Bays needed (95% of open time)',
      'count',
      (f) => f.baysNeeded,
      'Change in bays needed',
      comparing,
    ),
    ...figure('Spare bays', 'count', (f) => f.spareBays, null, comparing),
    ...figure('Days near full', 'count', (f) => f.daysNearFull, null, comparing),
    ...figure('Daily peak (90th percentile)', 'count', (f) => f.dailyPeakP90, null, comparing),
    {
      title: 'Hours outside opening hours',
      cell: (r) => figureCell(r.outsideMs, 'hours'),
    },
    {
      title: 'Opening hours',
      cell: (r) =>
        textCell(
          r.insights &&
            (r.insights.site?.hours ? hoursText(r.insights.site.hours) : 'every day, all day'),
        ),
    },
    { title: 'Time zone', cell: (r) => textCell(r.insights?.zone) },
  ];
}

/**
 * The sheet's header and rows, the last the company's totals (sums; utilisation Σ occupied ÷ Σ
 * available; no peak, daily peak or target). `before` is each location's Insights over the
 * comparison period, matched by location id; null without a comparison.
 */
export function locationSheet(
  entries: readonly LocationInsights[],
  before: readonly LocationInsights[] | null,
): { readonly header: string[]; readonly rows: XlsxCell[][] } {
  const comparing = before !== null;
  const beforeOf = new Map((before ?? []).map((e) => [e.locationId, e.insights]));
  const rows: RowFigures[] = entries.map(({ locationId, locationName, insights }) => {
    const then = beforeOf.get(locationId);
    return {
      name: locationName,
      now: portfolioFigures(insights),
      before: then ? portfolioFigures(then) : null,
      outsideMs: insights.outsideOpening.ms,
      insights,
    };
  });
  rows.push({
    name: TOTALS_NAME,
    now: companyTotals(entries),
    before: before ? companyTotals(before) : null,
    outsideMs: entries.reduce((ms, e) => ms + e.insights.outsideOpening.ms, 0),
    insights: null,
  });
  const all = columns(comparing);
  return {
    header: all.map((c) => c.title),
    rows: rows.map((r) => all.map((c) => c.cell(r))),
  };
}
