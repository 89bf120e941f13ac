/**
 * The words of the files people read (the report workbook, a summary's workbook), as the code that
 * writes them uses them: every text those files write is a key here, built for each language from
 * its catalog (./words.ts). Texts with values in them are functions of those values.
 */
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../interface-language';
import type { AttendanceBand } from '../insights/attendance-figures';
import type { PeopleReport } from '../insights/people-report';
import type { TrendUnit } from '../insights/trend-types';
import type { SummaryBy } from '../insights/types';
import type { HoursWords } from '../sites/hours-text';
import type { TargetBand } from '../sites/target-band';
import type { SummaryField } from './summary-fields';

/** The languages a report's files are written in (the interface's); English when none is chosen. */
export const REPORT_LANGUAGES = INTERFACE_LANGUAGES;

/** A language a report's files are written in. */
export type ReportLanguage = InterfaceLanguage;

/** The names of a workbook's sheets: at most 31 characters, none of []:*?/\, unique. */
export interface SheetWords {
  readonly summary: string;
  readonly breakdowns: Readonly<Record<SummaryBy, string>>;
  readonly byLocation: string;
  readonly byDomain: string;
  readonly trends: Readonly<Record<TrendUnit, string>>;
  readonly peopleReports: Readonly<Record<PeopleReport, string>>;
  readonly trend: string;
  readonly people: string;
  /** The bookings' sheets: the first (n = 1), then each next one past Excel's row limit. */
  readonly bookings: (n: number) => string;
}

/** The Summary sheet's columns. */
export interface SummaryHeaderWords {
  readonly item: string;
  readonly value: string;
  readonly before: string;
  readonly change: string;
  readonly definition: string;
}

/** A figure's or a column's name, as the Summary's items and the sheets' headers say it. */
export interface FigureWords {
  readonly location: string;
  readonly bay: string;
  readonly tag: string;
  readonly date: string;
  readonly weekday: string;
  readonly bays: string;
  readonly bookings: string;
  readonly people: string;
  readonly bookedHours: string;
  readonly occupiedHours: string;
  readonly availableHours: string;
  readonly utilisation: string;
  readonly target: string;
  readonly status: string;
  readonly peakBaysInUse: string;
  readonly peakFirstReached: string;
  readonly baysNeeded: string;
  readonly spareBays: string;
  readonly daysNearFull: string;
  readonly dailyPeakP90: string;
  readonly medianBookingHours: string;
  readonly crossingMidnight: string;
  readonly hoursOutsideOpening: string;
  readonly openingHours: string;
  readonly timeZone: string;
  readonly changeInBookings: string;
  readonly changeInBookedHours: string;
  readonly changeInUtilisation: string;
  readonly changeInBaysNeeded: string;
  /** A Trend column: "Utilisation Mar 2025"; `month` 0 for January. */
  readonly utilisationIn: (month: number, year: string) => string;
  /** A Trend cell of a month before the site's first booking: unknown, not 0%. */
  readonly noData: string;
}

/** What a Summary says about its scope: the items and their texts. */
export interface ScopeWords {
  readonly period: string;
  readonly comparedWith: string;
  readonly outsideOpeningHours: string;
  readonly timeOfDay: string;
  readonly filters: string;
  readonly generated: string;
  readonly sitesAgainstTarget: string;
  /** Local days, ISO `YYYY-MM-DD` in: "2026-02-01 to 2026-02-28", or the one day. */
  readonly days: (from: string, to: string) => string;
  readonly allDay: string;
  readonly noFilter: string;
  readonly tags: (tags: readonly string[]) => string;
  readonly noTag: string;
  readonly search: (text: string) => string;
  readonly filterList: (parts: readonly string[]) => string;
  readonly noSiteSettings: string;
  readonly outsideOpening: (bookings: number, hours: number) => string;
  readonly allLocationsOf: (locations: number) => string;
  /** The totals row's name. */
  readonly allLocations: string;
  readonly sitesAgainstTargetText: (count: TargetCounts) => string;
}

/** How many sites stand where against their target. */
export interface TargetCounts {
  readonly within: number;
  readonly below: number;
  readonly above: number;
  readonly none: number;
}

/** What each of one location's Summary lines means. */
export interface DefinitionWords {
  readonly period: string;
  readonly comparedWith: string;
  readonly timeZone: string;
  readonly openingHours: string;
  readonly outsideOpening: string;
  readonly timeOfDay: string;
  readonly localTimeIn: (zone: string) => string;
  readonly bays: string;
  readonly bookings: string;
  readonly people: string;
  readonly bookedHours: string;
  readonly occupiedHours: string;
  readonly availableHours: string;
  readonly utilisation: string;
  readonly target: string;
  readonly status: string;
  readonly peakBaysInUse: string;
  readonly baysNeeded: string;
  readonly spareBays: string;
  readonly daysNearFull: string;
  readonly dailyPeakP90: string;
  readonly medianBooking: string;
  readonly crossingMidnight: string;
}

/** The All locations Summary's definitions where they differ from one location's. */
export interface PortfolioDefinitionWords {
  readonly timeZone: string;
  readonly sitesAgainstTarget: string;
  readonly bays: string;
  readonly people: string;
  readonly availableHours: string;
  readonly utilisation: string;
  readonly baysNeeded: string;
  readonly daysNearFull: string;
}

/** A site's target band and where utilisation lies against it. */
export interface TargetWords {
  readonly noneSet: string;
  readonly below: string;
  readonly within: string;
  readonly above: string;
  /** "60–85%". */
  readonly band: (band: TargetBand) => string;
}

/** The People and Double bookings sheets' columns. */
export interface PeopleWords {
  readonly bands: Readonly<Record<AttendanceBand, string>>;
  readonly regular: string;
  readonly occasional: string;
  readonly doubleBookings: string;
  readonly person: string;
  readonly email: string;
  readonly firstBay: string;
  readonly secondBay: string;
  readonly bothHeldFrom: string;
  readonly bothHeldUntil: string;
}

/** A summary's columns in words, and the words of its text values. */
export interface ColumnWords {
  readonly fields: Readonly<Record<SummaryField, string>>;
  /** `X_before`, `X_change` and `X_change_year`, given X's words. */
  readonly before: (title: string) => string;
  readonly change: (title: string) => string;
  readonly changeYear: (title: string) => string;
  /** The `booker` column's values. */
  readonly regular: string;
  readonly occasional: string;
  /** The `days_a_week` value "under 1". */
  readonly underOne: string;
  /** The trend's `data` values: yes, and none (before the site's first booking). */
  readonly dataYes: string;
  readonly dataNone: string;
}

/** The Weeks ahead sheet's words: its name, its own columns, and a day's statuses. */
export interface ForecastWords {
  readonly sheet: string;
  readonly bookedPeak: string;
  readonly expectedPeak: string;
  readonly expectedLow: string;
  readonly expectedHigh: string;
  readonly status: string;
  readonly statuses: Readonly<Record<'full' | 'near full' | 'room', string>>;
  /** A day on which the site is closed, in the every-location grid (a short word or a dash). */
  readonly closed: string;
  /** The every-location grid's row of each site's days likely full. */
  readonly daysLikelyFull: string;
  /** What the every-location grid's cells and colours mean. */
  readonly gridLegend: string;
}

/** The report workbook's title, page footer, a change's unit and what a capped sheet leaves out. */
export interface WorkbookWords {
  readonly title: string;
  /** The title line naming the company (the account). */
  readonly titleOf: (company: string) => string;
  /** A change in percentage points' unit, as a number format shows it after the number. */
  readonly points: string;
  /** The footer's page number, with the spreadsheet's page fields given (&P, &N). */
  readonly pageOf: (page: string, pages: string) => string;
  /** Why a printed report has no list of double bookings, and how to print it. */
  readonly notPrinted: string;
  /** A site's double bookings listed out of all it has. */
  readonly doubleBookingsCapped: (listed: number, count: number, location: string) => string;
}

/** Every text of a language's files. */
export interface ReportWords {
  readonly language: ReportLanguage;
  readonly sheets: SheetWords;
  readonly summaryHeader: SummaryHeaderWords;
  readonly figures: FigureWords;
  readonly scope: ScopeWords;
  readonly definitions: DefinitionWords;
  readonly portfolio: PortfolioDefinitionWords;
  readonly target: TargetWords;
  readonly people: PeopleWords;
  /** The Weeks ahead sheet's name, its own columns and a day's statuses. */
  readonly forecast: ForecastWords;
  /** Monday first. */
  readonly weekdays: readonly [string, string, string, string, string, string, string];
  readonly openingHours: HoursWords;
  readonly workbook: WorkbookWords;
  /**
   * A summary workbook's header and text values in words; null keeps the CSV's field names and
   * values (English: what scripts reading the workbook have always found).
   */
  readonly columns: ColumnWords | null;
}
