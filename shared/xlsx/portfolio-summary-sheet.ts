/**
 * The All locations report's Summary sheet: what it covers, how the sites stand against their
 * targets, then the company's totals (and, with a comparison, each before and its change).
 */
import type { LocationInsights } from '../insights/location-table';
import { type PortfolioFigures, portfolioFigures, portfolioTotals } from '../insights/portfolio';
import type { BookingFilter } from '../scope/booking-filter';
import { targetStatus, type TargetStatus } from '../sites/target-band';
import type { LocalDays, ZonedDays } from '../time/local-days';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';
import { filterText, periodText, timeOfDayText } from './report-sheets';
import { figureLine, summaryCells, type SummaryLine, textLine } from './summary-lines';

/** What the All locations report covers, besides its figures. */
export interface PortfolioScope extends ZonedDays {
  readonly filter: BookingFilter;
  readonly generatedAtMs: number;
  /** The comparison period, when the report has one. */
  readonly comparedWith?: LocalDays | null;
}

/** The company's totals over its locations. */
export function companyTotals(entries: readonly LocationInsights[]): PortfolioFigures {
  return portfolioTotals(entries.map((e) => portfolioFigures(e.insights)));
}

/** "3 within, 1 below, 0 above; 2 without a target (or without open time)". */
function targetsText(entries: readonly LocationInsights[]): string {
  const count: Record<TargetStatus | 'none', number> = { below: 0, within: 0, above: 0, none: 0 };
  for (const { insights } of entries) {
    const { totals } = insights;
    const utilisation = totals.availableMs > 0 ? totals.occupiedMs / totals.availableMs : null;
    count[targetStatus(utilisation, insights.site?.target) ?? 'none'] += 1;
  }
  return `${count.within} within, ${count.below} below, ${count.above} above; ${count.none} without a target or open time`;
}

/** The Summary sheet's rows; `before` is each location's Insights over the comparison period. */
export function portfolioSummaryRows(
  entries: readonly LocationInsights[],
  before: readonly LocationInsights[] | null,
  scope: PortfolioScope,
): XlsxCell[][] {
  const totals = companyTotals(entries);
  const then = before ? companyTotals(before) : null;
  const was = <T>(pick: (f: PortfolioFigures) => T): T | undefined =>
    then ? pick(then) : undefined;
  const { zone } = scope;
  const generated = scope.generatedAtMs + offsetMinutesAt(zone, scope.generatedAtMs) * 60_000;
  const lines: SummaryLine[] = [
    textLine('Location', `All locations (${entries.length})`),
    textLine('Period', periodText(scope), 'Local days, both included'),
    ...(scope.comparedWith
      ? [
          textLine(
            'Compared with',
            periodText(scope.comparedWith),
            'Before and Change are against these days',
          ),
        ]
      : []),
    textLine(
      'Time zone',
      zone,
      'Each site is read on its own clock where it has one; this zone otherwise',
    ),
    textLine('Time of day', timeOfDayText(scope.filter), 'Only this part of each day is counted'),
    textLine('Filters', filterText(scope.filter)),
    {
      item: 'Generated',
      value: { kind: 'date-time', wallMs: generated },
      definition: `Local time in ${zone}`,
    },
    textLine(
      'Sites against their target',
      targetsText(entries),
      'Each site’s utilisation against the band it aims for (By location: Target and Status)',
    ),
    figureLine(
      'Bays',
      'count',
      totals.bays,
      was((f) => f.bays),
      'Bays counted at every location',
    ),
    figureLine(
      'Bookings',
      'count',
      totals.bookings,
      was((f) => f.bookings),
      'Bookings overlapping the window',
    ),
    figureLine(
      'People',
      'count',
      totals.people,
      was((f) => f.people),
      'Distinct users per location, summed',
    ),
    figureLine(
      'Booked hours',
      'hours',
      totals.bookedMs,
      was((f) => f.bookedMs),
      'Sum of the bookings’ time inside the window',
    ),
    figureLine(
      'Occupied hours',
      'hours',
      totals.occupiedMs,
      was((f) => f.occupiedMs),
      'Bay-time covered by at least one booking',
    ),
    figureLine(
      'Available hours',
      'hours',
      totals.availableMs,
      was((f) => f.availableMs),
      'Bays × each site’s open time',
    ),
    figureLine(
      'Utilisation',
      'share',
      totals.utilisation,
      was((f) => f.utilisation),
      'Σ occupied ÷ Σ available; Change in points of percentage',
    ),
    figureLine(
      'Bays needed (95% of open time)',
      'count',
      totals.baysNeeded,
      was((f) => f.baysNeeded),
      'Each location’s bays in use 95% of its open time, summed',
    ),
    figureLine(
      'Spare bays',
      'count',
      totals.spareBays,
      was((f) => f.spareBays),
      'Bays counted − bays needed',
    ),
    figureLine(
      'Days near full',
      'count',
      totals.daysNearFull,
      was((f) => f.daysNearFull),
      'Each location’s days whose peak reached 90% of its bays, summed (site-days)',
    ),
  ];
  return summaryCells(lines, then !== null);
}
