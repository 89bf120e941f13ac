/**
 * The one-location report's Summary sheet: what it covers, then each headline figure with its
 * definition (and, with a comparison, its value before and its change), the target among them.
 */
import type { Insights } from '../insights/types';
import { type PortfolioFigures, portfolioFigures } from '../insights/portfolio';
import { hoursText } from '../sites/hours-text';
import type { LocalDays } from '../time/local-days';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';
import { filterText, periodText, timeOfDayText } from './report-sheets';
import { targetTexts } from './target-cells';
import { figureLine, summaryCells, type SummaryLine, textLine } from './summary-lines';

/** What a report covers, besides its figures. */
export interface ReportScope {
  readonly locationName: string;
  readonly generatedAtMs: number;
  /** The comparison period, when the report has one. */
  readonly comparedWith?: LocalDays | null;
}

const HOUR_MS = 3_600_000;

/** The site's target band and where utilisation lies against it. */
function targetLines(insights: Insights, utilisation: number | null): SummaryLine[] {
  const { target, status } = targetTexts(utilisation, insights.site?.target);
  return [
    textLine('Target', target || 'None set', 'The band of utilisation the site aims for'),
    textLine('Status', status, 'Utilisation below, within or above the target'),
  ];
}

/** The Summary sheet's rows; `before` is the comparison period's Insights, when there is one. */
export function summarySheetRows(
  insights: Insights,
  scope: ReportScope,
  before: Insights | null = null,
): XlsxCell[][] {
  const { zone } = insights;
  const localMs = (ms: number) => ms + offsetMinutesAt(zone, ms) * 60_000;
  const now = portfolioFigures(insights);
  const then = before ? portfolioFigures(before) : null;
  const was = <T>(pick: (f: PortfolioFigures) => T): T | undefined =>
    then ? pick(then) : undefined;
  const peakAt = insights.peak.atMs;
  const lines: SummaryLine[] = [
    textLine('Location', scope.locationName),
    textLine('Period', periodText(insights), 'Local days, both included'),
    ...(scope.comparedWith
      ? [
          textLine(
            'Compared with',
            periodText(scope.comparedWith),
            'Before and Change are against these days',
          ),
        ]
      : []),
    textLine('Time zone', zone, 'Days, hours and local times are read in this zone'),
    textLine(
      'Opening hours',
      insights.site?.hours
        ? `${hoursText(insights.site.hours)}, ${insights.site.zone}`
        : 'every hour of every day (no site settings)',
      'Available time is bays × open hours; utilisation, bays needed and spare bays count open time only',
    ),
    textLine(
      'Outside opening hours',
      `${insights.outsideOpening.bookings.toLocaleString('en-US')} bookings, ${(insights.outsideOpening.ms / HOUR_MS).toFixed(1)} hours`,
      'Bookings with time outside opening hours, and that time: counted here, never dropped',
    ),
    textLine(
      'Time of day',
      timeOfDayText(insights.filter),
      'Only this part of each day is counted',
    ),
    textLine('Filters', filterText(insights.filter)),
    {
      item: 'Generated',
      value: { kind: 'date-time', wallMs: localMs(scope.generatedAtMs) },
      definition: `Local time in ${zone}`,
    },
    figureLine(
      'Bays',
      'count',
      now.bays,
      was((f) => f.bays),
      'Bays counted: the rows the Timeline shows for these filters',
    ),
    figureLine(
      'Bookings',
      'count',
      now.bookings,
      was((f) => f.bookings),
      'Bookings overlapping the window',
    ),
    figureLine(
      'People',
      'count',
      now.people,
      was((f) => f.people),
      'Distinct users, by id, else e-mail, else name',
    ),
    figureLine(
      'Booked hours',
      'hours',
      now.bookedMs,
      was((f) => f.bookedMs),
      'Sum of the bookings’ time inside the window',
    ),
    figureLine(
      'Occupied hours',
      'hours',
      now.occupiedMs,
      was((f) => f.occupiedMs),
      'Bay-time covered by at least one booking',
    ),
    figureLine(
      'Available hours',
      'hours',
      now.availableMs,
      was((f) => f.availableMs),
      'Bays × the open time of the window (DST days have 23 or 25 hours)',
    ),
    figureLine(
      'Utilisation',
      'share',
      now.utilisation,
      was((f) => f.utilisation),
      'Occupied ÷ available; Change in points of percentage',
    ),
    ...targetLines(insights, now.utilisation),
    figureLine(
      'Peak bays in use',
      'count',
      insights.peak.baysInUse,
      was(() => before?.peak.baysInUse ?? null),
      'The most bays occupied at one instant',
    ),
    {
      item: 'Peak first reached',
      value: peakAt === null ? null : { kind: 'date-time', wallMs: localMs(peakAt) },
      definition: `Local time in ${zone}`,
    },
    figureLine(
      'Bays needed (95% of open time)',
      'count',
      now.baysNeeded,
      was((f) => f.baysNeeded),
      'The fewest bays that held the demand for 95% of the open time',
    ),
    figureLine(
      'Spare bays',
      'count',
      now.spareBays,
      was((f) => f.spareBays),
      'Bays counted − bays needed',
    ),
    figureLine(
      'Days near full',
      'count',
      now.daysNearFull,
      was((f) => f.daysNearFull),
      'Days whose peak of bays in use reached 90% of the bays counted',
    ),
    figureLine(
      'Daily peak (90th percentile)',
      'count',
      now.dailyPeakP90,
      was((f) => f.dailyPeakP90),
      'At least 90% of the days with open time peaked at or below it (nearest rank)',
    ),
    figureLine(
      'Median booking (hours)',
      'hours',
      insights.medianBookingMs,
      was(() => before?.medianBookingMs ?? null),
      'Over the counted bookings’ full lengths',
    ),
    figureLine(
      'Crossing midnight',
      'count',
      insights.crossingMidnight,
      was(() => before?.crossingMidnight ?? null),
      'Bookings whose local start and end dates differ',
    ),
  ];
  return summaryCells(lines, before !== null);
}
