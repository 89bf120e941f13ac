/**
 * The All locations report's Summary sheet: what it covers, how the sites stand against their
 * targets, then the company's totals (and, with a comparison, each before and its change).
 */
import type { LocationInsights } from '../insights/location-table';
import { type PortfolioFigures, portfolioFigures, portfolioTotals } from '../insights/portfolio';
import { ENGLISH } from '../report-words';
import type { ReportWords, TargetCounts } from '../report-words/types';
import type { BookingFilter } from '../scope/booking-filter';
import { targetStatus, type TargetStatus } from '../sites/target-band';
import type { LocalDays, ZonedDays } from '../time/local-days';
import { offsetMinutesAt } from '../time/zone';
import type { XlsxCell } from './cell';
import { filterText, periodText, timeOfDayText } from './report-sheets';
import { figureLine, summaryCells, type SummaryLine, textLine } from './summary-lines';
import { utilisationOf } from '../insights/ratios';

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

/** How many sites are within, below and above their target, and how many have none (or no open time). */
function targetCounts(entries: readonly LocationInsights[]): TargetCounts {
  const count: Record<TargetStatus | 'none', number> = { below: 0, within: 0, above: 0, none: 0 };
  for (const { insights } of entries) {
    const { totals } = insights;
    const utilisation = utilisationOf(totals);
    count[targetStatus(utilisation, insights.site?.target) ?? 'none'] += 1;
  }
  return count;
}

/** The lines that say what the report covers: the locations, period, zone, filters, when made. */
function scopeLines(
  entries: readonly LocationInsights[],
  scope: PortfolioScope,
  words: ReportWords,
): SummaryLine[] {
  const { zone } = scope;
  const generated = scope.generatedAtMs + offsetMinutesAt(zone, scope.generatedAtMs) * 60_000;
  const { scope: say, definitions: means } = words;
  return [
    textLine(words.figures.location, say.allLocationsOf(entries.length)),
    textLine(say.period, periodText(scope, words), means.period),
    ...(scope.comparedWith
      ? [textLine(say.comparedWith, periodText(scope.comparedWith, words), means.comparedWith)]
      : []),
    textLine(words.figures.timeZone, zone, words.portfolio.timeZone),
    textLine(say.timeOfDay, timeOfDayText(scope.filter, words), means.timeOfDay),
    textLine(say.filters, filterText(scope.filter, words)),
    {
      item: say.generated,
      value: { kind: 'date-time', wallMs: generated },
      definition: means.localTimeIn(zone),
    },
    textLine(
      say.sitesAgainstTarget,
      say.sitesAgainstTargetText(targetCounts(entries)),
      words.portfolio.sitesAgainstTarget,
    ),
  ];
}

/** The Summary sheet's rows; `before` is each location's Insights over the comparison period. */
export function portfolioSummaryRows(
  entries: readonly LocationInsights[],
  before: readonly LocationInsights[] | null,
  scope: PortfolioScope,
  words: ReportWords = ENGLISH,
): XlsxCell[][] {
  const totals = companyTotals(entries);
  const then = before ? companyTotals(before) : null;
  const was = <T>(pick: (f: PortfolioFigures) => T): T | undefined =>
    then ? pick(then) : undefined;
  const { figures: name, definitions: means, portfolio: company } = words;
  const lines: SummaryLine[] = [
    ...scopeLines(entries, scope, words),
    figureLine(
      name.bays,
      'count',
      totals.bays,
      was((f) => f.bays),
      company.bays,
    ),
    figureLine(
      name.bookings,
      'count',
      totals.bookings,
      was((f) => f.bookings),
      means.bookings,
    ),
    figureLine(
      name.people,
      'count',
      totals.people,
      was((f) => f.people),
      company.people,
    ),
    figureLine(
      name.bookedHours,
      'hours',
      totals.bookedMs,
      was((f) => f.bookedMs),
      means.bookedHours,
    ),
    figureLine(
      name.occupiedHours,
      'hours',
      totals.occupiedMs,
      was((f) => f.occupiedMs),
      means.occupiedHours,
    ),
    figureLine(
      name.availableHours,
      'hours',
      totals.availableMs,
      was((f) => f.availableMs),
      company.availableHours,
    ),
    figureLine(
      name.utilisation,
      'share',
      totals.utilisation,
      was((f) => f.utilisation),
      company.utilisation,
    ),
    figureLine(
      name.baysNeeded,
      'count',
      totals.baysNeeded,
      was((f) => f.baysNeeded),
      company.baysNeeded,
    ),
    figureLine(
      name.spareBays,
      'count',
      totals.spareBays,
      was((f) => f.spareBays),
      means.spareBays,
    ),
    figureLine(
      name.daysNearFull,
      'count',
      totals.daysNearFull,
      was((f) => f.daysNearFull),
      company.daysNearFull,
    ),
  ];
  return summaryCells(lines, then !== null);
}
