/**
 * The All locations report's By location sheet, for people: a row per location and a totals row,
 * headers in words, time in hours, each site's target and where it stands, and with a comparison
 * the change of the figures a director follows. (`insights --by location` keeps its machine-read
 * columns: shared/insights/location-table.ts.)
 */
import type { LocationInsights } from '../insights/location-table';
import { type PortfolioFigures, portfolioFigures } from '../insights/portfolio';
import type { Insights } from '../insights/types';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
import { hoursText } from '../sites/hours-text';
import { ALWAYS_OPEN } from '../sites/opening-hours';
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

function columns(comparing: boolean, words: ReportWords): Column[] {
  const target = (r: RowFigures) =>
    r.insights ? targetTexts(r.now.utilisation, r.insights.site?.target, words) : null;
  const name = words.figures;
  return [
    { title: name.location, cell: (r) => textCell(r.name) },
    ...figure(name.bays, 'count', (f) => f.bays, null, comparing),
    ...figure(name.bookings, 'count', (f) => f.bookings, name.changeInBookings, comparing),
    ...figure(name.people, 'count', (f) => f.people, null, comparing),
    ...figure(name.bookedHours, 'hours', (f) => f.bookedMs, name.changeInBookedHours, comparing),
    ...figure(name.occupiedHours, 'hours', (f) => f.occupiedMs, null, comparing),
    ...figure(name.availableHours, 'hours', (f) => f.availableMs, null, comparing),
    ...figure(name.utilisation, 'share', (f) => f.utilisation, name.changeInUtilisation, comparing),
    { title: name.target, cell: (r) => textCell(target(r)?.target) },
    { title: name.status, cell: (r) => textCell(target(r)?.status) },
    ...figure(name.peakBaysInUse, 'count', (f) => f.peak, null, comparing),
    ...figure(name.baysNeeded, 'count', (f) => f.baysNeeded, name.changeInBaysNeeded, comparing),
    ...figure(name.spareBays, 'count', (f) => f.spareBays, null, comparing),
    ...figure(name.daysNearFull, 'count', (f) => f.daysNearFull, null, comparing),
    ...figure(name.dailyPeakP90, 'count', (f) => f.dailyPeakP90, null, comparing),
    {
      title: name.hoursOutsideOpening,
      cell: (r) => figureCell(r.outsideMs, 'hours'),
    },
    {
      title: name.openingHours,
      cell: (r) =>
        textCell(
          r.insights && hoursText(r.insights.site?.hours ?? ALWAYS_OPEN, words.openingHours),
        ),
    },
    { title: name.timeZone, cell: (r) => textCell(r.insights?.zone) },
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
  words: ReportWords = ENGLISH,
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
    name: words.scope.allLocations,
    now: companyTotals(entries),
    before: before ? companyTotals(before) : null,
    outsideMs: entries.reduce((ms, e) => ms + e.insights.outsideOpening.ms, 0),
    insights: null,
  });
  const all = columns(comparing, words);
  return {
    header: all.map((c) => c.title),
    rows: rows.map((r) => all.map((c) => c.cell(r))),
  };
}
