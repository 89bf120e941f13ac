/**
 * The report workbook's own sheets, as cells: Summary (what the report covers and its headline
 * figures with their definitions) and the weekday × hour grid. The breakdowns reuse summaryTable.
 */
import type { BookingFilter } from '../scope/booking-filter';
import type { PortfolioFigures } from '../insights/portfolio';
import type { Insights } from '../insights/types';
import type { ZonedDays } from '../time/local-days';
import { hoursText } from '../sites/hours-text';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';

/** What a report covers, besides its figures. */
export interface ReportScope {
  readonly locationName: string;
  readonly generatedAtMs: number;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const text = (value: string): XlsxCell => ({ kind: 'text', value });
const integer = (value: number): XlsxCell => ({ kind: 'integer', value });
const hours = (ms: number): XlsxCell => ({ kind: 'decimal', value: ms / 3_600_000 });

/** "07:00–19:00", or "All day". */
export function timeOfDayText(filter: BookingFilter): string {
  const t = filter.timeOfDay;
  if (!t) return 'All day';
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${hhmm(t.startMinute)}–${hhmm(t.endMinute)}`;
}

/** The filters in words: tags and search, or "None". */
export function filterText(filter: BookingFilter): string {
  const parts: string[] = [];
  if (filter.tags)
    parts.push(`Tags: ${filter.tags.map((t) => (t === '' ? '(no tag)' : t)).join(', ')}`);
  if (filter.search) parts.push(`Search: ${filter.search}`);
  return parts.length ? parts.join('; ') : 'None';
}

/** The Summary sheet's header. */
export const SUMMARY_SHEET_HEADER = ['item', 'value', 'definition'] as const;

/** The Summary sheet's rows: the report's scope, then each headline figure and its definition. */
export function summarySheetRows(insights: Insights, scope: ReportScope): XlsxCell[][] {
  const { totals, zone } = insights;
  const localMs = (ms: number) => ms + offsetMinutesAt(zone, ms) * 60_000;
  const utilisation =
    totals.availableMs > 0 ? totals.occupiedMs / totals.availableMs : (null as number | null);
  const peakAt = insights.peak.atMs;
  const row = (item: string, value: XlsxCell, definition = ''): XlsxCell[] => [
    text(item),
    value,
    definition ? text(definition) : null,
  ];
  return [
    row('Location', text(scope.locationName)),
    row(
      'Period',
      text(insights.from === insights.to ? insights.from : `${insights.from} to ${insights.to}`),
      'Local days, both included',
    ),
    row('Time zone', text(zone), 'Days, hours and local times are read in this zone'),
    row(
      'Opening hours',
      text(
        insights.site?.hours
          ? `${hoursText(insights.site.hours)}, ${insights.site.zone}`
          : 'every hour of every day (no site settings)',
      ),
      'Available time is bays × open minutes; utilisation, bays needed and spare bays count open time only',
    ),
    row(
      'Outside opening hours',
      text(
        `${insights.outsideOpening.bookings} bookings, ${Math.round(insights.outsideOpening.ms / 60_000)} minutes`,
      ),
      'Bookings with time outside opening hours, and that time: counted here, never dropped',
    ),
    row(
      'Time of day',
      text(timeOfDayText(insights.filter)),
      'Only this part of each day is counted',
    ),
    row('Filters', text(filterText(insights.filter))),
    row(
      'Generated',
      { kind: 'date-time', wallMs: localMs(scope.generatedAtMs) },
      `Local time in ${zone}`,
    ),
    row(
      'Bays',
      integer(insights.bays),
      'Bays counted: the rows the Timeline shows for these filters',
    ),
    row('Bookings', integer(totals.bookings), 'Bookings overlapping the window'),
    row('People', integer(insights.people), 'Distinct users, by id, else e-mail, else name'),
    row('Booked hours', hours(totals.bookedMs), 'Sum of the bookings’ time inside the window'),
    row('Occupied hours', hours(totals.occupiedMs), 'Bay-time covered by at least one booking'),
    row(
      'Available hours',
      hours(totals.availableMs),
      'Bays × the window’s real length (DST days have 23 or 25 hours)',
    ),
    row(
      'Utilisation',
      utilisation === null ? null : { kind: 'percent', value: utilisation },
      'Occupied ÷ available',
    ),
    row(
      'Peak bays in use',
      integer(insights.peak.baysInUse),
      'The most bays occupied at one instant',
    ),
    row(
      'Peak first reached',
      peakAt === null ? null : { kind: 'date-time', wallMs: localMs(peakAt) },
      `Local time in ${zone}`,
    ),
    row(
      'Bays needed',
      insights.baysNeeded === null ? null : integer(insights.baysNeeded),
      'The fewest bays that held the demand for 95% of the window’s time',
    ),
    row(
      'Days near full',
      insights.daysNearFull === null ? null : integer(insights.daysNearFull),
      'Days whose peak of bays in use reached 90% of the bays counted',
    ),
    row(
      'Daily peak (90th percentile)',
      insights.dailyPeakP90 === null ? null : integer(insights.dailyPeakP90),
      'At least 90% of the days with window time peaked at or below it (nearest rank)',
    ),
    row(
      'Median booking (minutes)',
      insights.medianBookingMs === null
        ? null
        : { kind: 'decimal', value: insights.medianBookingMs / 60_000 },
      'Over the counted bookings’ full lengths',
    ),
    row(
      'Crossing midnight',
      integer(insights.crossingMidnight),
      'Bookings whose local start and end dates differ',
    ),
  ];
}

/** The grid's header: weekday, then the hours 0 to 23. */
export const GRID_HEADER: readonly string[] = [
  'weekday',
  ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
];

/**
 * The weekday × hour grid: utilisation (average bays in use ÷ bays) per cell, Monday first; empty
 * where the hour is outside the window.
 */
export function weekdayHourGrid(insights: Insights): XlsxCell[][] {
  const grid: XlsxCell[][] = WEEKDAYS.map((day) => [text(day), ...Array<XlsxCell>(24).fill(null)]);
  for (const w of insights.weekdayHours) {
    if (w.windowMs <= 0 || insights.bays <= 0) continue;
    const row = grid[w.isoWeekday - 1];
    if (row)
      row[w.hour + 1] = { kind: 'percent', value: w.occupiedMs / w.windowMs / insights.bays };
  }
  return grid;
}

/** The Summary sheet of the All locations report: its scope, then the company's totals. */
export function portfolioSummaryRows(
  totals: PortfolioFigures,
  scope: ZonedDays & {
    readonly locations: number;
    readonly filter: BookingFilter;
    readonly generatedAtMs: number;
  },
): XlsxCell[][] {
  const row = (item: string, value: XlsxCell, definition = ''): XlsxCell[] => [
    text(item),
    value,
    definition ? text(definition) : null,
  ];
  const { zone } = scope;
  return [
    row('Location', text(`All locations (${scope.locations})`)),
    row(
      'Period',
      text(scope.from === scope.to ? scope.from : `${scope.from} to ${scope.to}`),
      'Local days, both included',
    ),
    row('Time zone', text(zone), 'Days, hours and local times are read in this zone'),
    row('Time of day', text(timeOfDayText(scope.filter)), 'Only this part of each day is counted'),
    row('Filters', text(filterText(scope.filter))),
    row(
      'Generated',
      {
        kind: 'date-time',
        wallMs: scope.generatedAtMs + offsetMinutesAt(zone, scope.generatedAtMs) * 60_000,
      },
      `Local time in ${zone}`,
    ),
    row('Bays', integer(totals.bays), 'Bays counted at every location'),
    row('Bookings', integer(totals.bookings), 'Bookings overlapping the window'),
    row('People', integer(totals.people), 'Distinct users per location, summed'),
    row('Booked hours', hours(totals.bookedMs), 'Sum of the bookings’ time inside the window'),
    row('Occupied hours', hours(totals.occupiedMs), 'Bay-time covered by at least one booking'),
    row('Available hours', hours(totals.availableMs), 'Bays × the window’s real length'),
    row(
      'Utilisation',
      totals.utilisation === null ? null : { kind: 'percent', value: totals.utilisation },
      'Σ occupied ÷ Σ available',
    ),
    row(
      'Bays needed',
      totals.baysNeeded === null ? null : integer(totals.baysNeeded),
      'Each location’s bays in use 95% of the time, summed',
    ),
    row(
      'Spare bays',
      totals.spareBays === null ? null : integer(totals.spareBays),
      'Bays counted − bays needed',
    ),
    row(
      'Days near full',
      totals.daysNearFull === null ? null : integer(totals.daysNearFull),
      'Each location’s days whose peak reached 90% of its bays, summed (site-days)',
    ),
  ];
}
