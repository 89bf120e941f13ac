/**
 * The one-location report's Summary sheet: what it covers, then each headline figure with its
 * definition (and, with a comparison, its value before and its change), the target among them.
 */
import type { Insights } from '../insights/types';
import { type PortfolioFigures, portfolioFigures } from '../insights/portfolio';
import { ENGLISH } from '../report-words';
import type { ReportWords } from '../report-words/types';
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
function targetLines(
  insights: Insights,
  utilisation: number | null,
  words: ReportWords,
): SummaryLine[] {
  const { target, status } = targetTexts(utilisation, insights.site?.target, words);
  const { figures, definitions } = words;
  return [
    textLine(figures.target, target || words.target.noneSet, definitions.target),
    textLine(figures.status, status, definitions.status),
  ];
}

/** The lines that say what the report covers: location, period, zone, hours, filters, when made. */
function scopeLines(
  insights: Insights,
  scope: ReportScope,
  words: ReportWords,
  localMs: (ms: number) => number,
): SummaryLine[] {
  const { zone } = insights;
  const { figures, definitions: means } = words;
  const site = insights.site;
  return [
    textLine(figures.location, scope.locationName),
    textLine(words.scope.period, periodText(insights, words), means.period),
    ...(scope.comparedWith
      ? [
          textLine(
            words.scope.comparedWith,
            periodText(scope.comparedWith, words),
            means.comparedWith,
          ),
        ]
      : []),
    textLine(figures.timeZone, zone, means.timeZone),
    textLine(
      figures.openingHours,
      site?.hours
        ? `${hoursText(site.hours, words.openingHours)}, ${site.zone}`
        : words.scope.noSiteSettings,
      means.openingHours,
    ),
    textLine(
      words.scope.outsideOpeningHours,
      words.scope.outsideOpening(
        insights.outsideOpening.bookings,
        insights.outsideOpening.ms / HOUR_MS,
      ),
      means.outsideOpening,
    ),
    textLine(words.scope.timeOfDay, timeOfDayText(insights.filter, words), means.timeOfDay),
    textLine(words.scope.filters, filterText(insights.filter, words)),
    {
      item: words.scope.generated,
      value: { kind: 'date-time', wallMs: localMs(scope.generatedAtMs) },
      definition: means.localTimeIn(zone),
    },
  ];
}

/** The Summary sheet's rows; `before` is the comparison period's Insights, when there is one. */
export function summarySheetRows(
  insights: Insights,
  scope: ReportScope,
  before: Insights | null = null,
  words: ReportWords = ENGLISH,
): XlsxCell[][] {
  const { zone } = insights;
  const localMs = (ms: number) => ms + offsetMinutesAt(zone, ms) * 60_000;
  const now = portfolioFigures(insights);
  const then = before ? portfolioFigures(before) : null;
  const was = <T>(pick: (f: PortfolioFigures) => T): T | undefined =>
    then ? pick(then) : undefined;
  const peakAt = insights.peak.atMs;
  const { figures: name, definitions: means } = words;
  const lines: SummaryLine[] = [
    ...scopeLines(insights, scope, words, localMs),
    figureLine(
      name.bays,
      'count',
      now.bays,
      was((f) => f.bays),
      means.bays,
    ),
    figureLine(
      name.bookings,
      'count',
      now.bookings,
      was((f) => f.bookings),
      means.bookings,
    ),
    figureLine(
      name.people,
      'count',
      now.people,
      was((f) => f.people),
      means.people,
    ),
    figureLine(
      name.bookedHours,
      'hours',
      now.bookedMs,
      was((f) => f.bookedMs),
      means.bookedHours,
    ),
    figureLine(
      name.occupiedHours,
      'hours',
      now.occupiedMs,
      was((f) => f.occupiedMs),
      means.occupiedHours,
    ),
    figureLine(
      name.availableHours,
      'hours',
      now.availableMs,
      was((f) => f.availableMs),
      means.availableHours,
    ),
    figureLine(
      name.utilisation,
      'share',
      now.utilisation,
      was((f) => f.utilisation),
      means.utilisation,
    ),
    ...targetLines(insights, now.utilisation, words),
    figureLine(
      name.peakBaysInUse,
      'count',
      insights.peak.baysInUse,
      was(() => before?.peak.baysInUse ?? null),
      means.peakBaysInUse,
    ),
    {
      item: name.peakFirstReached,
      value: peakAt === null ? null : { kind: 'date-time', wallMs: localMs(peakAt) },
      definition: means.localTimeIn(zone),
    },
    figureLine(
      name.baysNeeded,
      'count',
      now.baysNeeded,
      was((f) => f.baysNeeded),
      means.baysNeeded,
    ),
    figureLine(
      name.spareBays,
      'count',
      now.spareBays,
      was((f) => f.spareBays),
      means.spareBays,
    ),
    figureLine(
      name.daysNearFull,
      'count',
      now.daysNearFull,
      was((f) => f.daysNearFull),
      means.daysNearFull,
    ),
    figureLine(
      name.dailyPeakP90,
      'count',
      now.dailyPeakP90,
      was((f) => f.dailyPeakP90),
      means.dailyPeakP90,
    ),
    figureLine(
      name.medianBookingHours,
      'hours',
      insights.medianBookingMs,
      was(() => before?.medianBookingMs ?? null),
      means.medianBooking,
    ),
    figureLine(
      name.crossingMidnight,
      'count',
      insights.crossingMidnight,
      was(() => before?.crossingMidnight ?? null),
      means.crossingMidnight,
    ),
  ];
  return summaryCells(lines, before !== null);
}
