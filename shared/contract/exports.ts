/** The contract's exports: what a file holds and how it is written, and how its writing goes. */
import { z } from 'zod';
import { CALENDAR_UNITS, type Comparison } from '../insights/compare-period';
import { MIN_ATTENDANCE_DAYS } from '../insights/attendance-figures';
import { isPeopleReport, PEOPLE_REPORTS } from '../insights/people-report';
import { forecastWeeksSchema, historyWeeksSchema } from './forecast';
import { isTrendUnit, type TrendUnit } from '../insights/trend-types';
import { REPORT_LANGUAGES } from '../report-words/types';
import { daysBetween, parseIsoDate } from '../time/civil';
import type { AppError } from '../result';
import { type Agrees, checkPeriod, id, isoDate } from './fields';
import { scopeFields } from './scope';
import { trendUnitSchema } from './trends';

/** CSV field separator: comma, or semicolon for locales whose Excel expects it. */
export const delimiterSchema = z.enum([',', ';']);

/** What a summary report is broken down by. */
export const summaryBySchema = z.enum(['bay', 'tag', 'day', 'weekday-hour']);

/** The people reports: attendance by days a week, and the double bookings. */
export const peopleReportSchema = z.enum(PEOPLE_REPORTS);

/**
 * The language of a workbook's words (sheet names, headers, labels): English, German or French. A
 * CSV is written the same in every language: its field names and values are for scripts.
 */
export const reportLanguageSchema = z.enum(REPORT_LANGUAGES);

/** The file an export writes: comma-separated text, or an Excel workbook with typed cells. */
export const exportFormatSchema = z.enum(['csv', 'xlsx']);

/** The file format of an export. */
export type ExportFormat = z.output<typeof exportFormatSchema>;

/** What a summary is compared with (shared/insights/compare-period.ts). */
export const comparisonSchema = z.discriminatedUnion('kind', [
  // unit: the period's calendar unit (a preset's, --period's), whose previous one is compared;
  // absent or null: the days just before, of the same length.
  z.object({ kind: z.literal('previous'), unit: z.enum(CALENDAR_UNITS).nullish() }),
  z.object({ kind: z.literal('year') }),
  z
    .object({ kind: z.literal('chosen'), from: isoDate, to: isoDate })
    .refine((c) => c.from <= c.to, 'The comparison period must end on or after its first day.')
    .superRefine(checkPeriod(() => true)),
]);
const comparisonAgrees: Agrees<z.output<typeof comparisonSchema>, Comparison> = true;
void comparisonAgrees;

const UNDER_RANGE = 'Give a utilisation above 0 and at most 1, e.g. 0.1 for 10%.';

/**
 * What an export writes: the bookings themselves (default), a summary of their use, or the report
 * workbook (always .xlsx: for one location Summary, the breakdowns and a weekday × hour grid, the
 * bookings if asked; for every location Summary, By location, Trend and People).
 */
export const exportReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bookings') }),
  z
    .object({
      kind: z.literal('summary'),
      // location: one row per location of the account (locationId is then only the first screen's);
      // month or week: the trend, a row per month or week (per site with allLocations);
      // attendance or double-booking: the people report (per site with allLocations).
      by: z.union([summaryBySchema, z.literal('location'), trendUnitSchema, peopleReportSchema]),
      compare: comparisonSchema.nullish(),
      // With by bay: only the bays under this utilisation.
      under: z.number().gt(0, UNDER_RANGE).max(1, UNDER_RANGE).nullish(),
      // The workbook's words; absent: English. A CSV ignores it.
      language: reportLanguageSchema.optional(),
    })
    .refine((r) => r.under == null || r.by === 'bay', {
      message: 'Only a summary by bay lists the bays under a utilisation.',
      path: ['under'],
    })
    .refine((r) => r.compare == null || !isTrendUnit(r.by), {
      message:
        'A trend already compares each month or week with the one before and the year before: leave out the comparison.',
      path: ['compare'],
    })
    .refine((r) => r.compare == null || r.by !== 'double-booking', {
      message:
        'A list of double bookings has no figures to compare: leave out the comparison, or compare the attendance.',
      path: ['compare'],
    }),
  z.object({
    kind: z.literal('people'),
    // person: a row per person, the heaviest users first; domain: a row per e-mail domain.
    by: z.enum(['person', 'domain']).default('person'),
    // Only the people of this e-mail domain; the request's search matches their name or e-mail.
    domain: z.string().trim().min(1).max(253).nullish(),
    // The workbook's words; absent: English. A CSV ignores it.
    language: reportLanguageSchema.optional(),
  }),
  z.object({
    // The weeks ahead (issue 41) from the request's first day, a row per site and open day; with
    // backtest, each site's back-test instead. The request's `to` is the last day ahead.
    kind: z.literal('forecast'),
    weeks: forecastWeeksSchema,
    historyWeeks: historyWeeksSchema,
    backtest: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('workbook'),
    withBookings: z.boolean().default(false),
    // The change columns' period: By location's (and its totals'), and the Summary's figures.
    compare: comparisonSchema.nullish(),
    // The workbook's words; absent: English.
    language: reportLanguageSchema.optional(),
  }),
]);

/** Which file an export writes. */
export type ExportReport = z.output<typeof exportReportSchema>;

/** Whether a report covers every site when asked to (a trend or a people report), not one location only. */
export function reportPerSite(report: ExportReport | undefined): boolean {
  return report?.kind === 'summary' && (isTrendUnit(report.by) || isPeopleReport(report.by));
}

/** The unit of the trend a report writes; null for any other file. */
export function trendUnitOfReport(report: ExportReport | undefined): TrendUnit | null {
  return report?.kind === 'summary' && isTrendUnit(report.by) ? report.by : null;
}

/** The arguments of the export methods. */
export const exportArgSchemas = {
  startExport: z
    .object({
      ...scopeFields,
      delimiter: delimiterSchema.default(','),
      bom: z.boolean().default(true),
      neutraliseFormulas: z.boolean().default(true),
      // false leaves user_name and user_email empty, for reports that only count use.
      personalData: z.boolean().default(true),
      // Absent means the bookings.
      report: exportReportSchema.optional(),
      format: exportFormatSchema.default('csv'),
      // Every location of the account: the bookings into one CSV file, or the report workbook with a
      // row per location. A summary by location always covers every location.
      allLocations: z.boolean().optional(),
    })
    // A summary report and the report workbook are Insights written to a file; a trend, whole
    // months or weeks.
    .superRefine(
      checkPeriod(
        (args) => args.report !== undefined && args.report.kind !== 'bookings',
        (args) => trendUnitOfReport(args.report),
      ),
    )
    .superRefine((args, ctx) => {
      // Days a week mean nothing over less than a week (Attendance.bands is null then).
      const report = args.report;
      if (report?.kind !== 'summary' || report.by !== 'attendance') return;
      if (!parseIsoDate(args.from) || !parseIsoDate(args.to)) return; // already reported
      const days = daysBetween(args.from, args.to) + 1;
      // Under one day is the period check's to report.
      if (days < 1 || days >= MIN_ATTENDANCE_DAYS) return;
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Attendance counts days a week, so it needs a period of at least ${MIN_ATTENDANCE_DAYS} days: choose a longer period, e.g. last week or last month.`,
      });
    })
    .superRefine((args, ctx) => {
      if (!args.allLocations) return;
      const kind = args.report?.kind ?? 'bookings';
      if (kind === 'bookings' && args.format !== 'csv')
        ctx.addIssue({
          code: 'custom',
          path: ['format'],
          message:
            'Every location is exported into one CSV file (its location column tells them apart); choose CSV, or one location for a workbook.',
        });
      if (args.report?.kind === 'workbook' && args.report.withBookings)
        ctx.addIssue({
          code: 'custom',
          path: ['report', 'withBookings'],
          message:
            'The bookings go into a report of one location: leave them out for every location, or choose one location.',
        });
    }),
  cancelExport: z.object({ exportId: id }),
  revealExport: z.object({ exportId: id }),
} as const;

/** Where an export is, sent as it runs and once at its end. */
export interface ExportProgress {
  readonly exportId: string;
  readonly state: 'running' | 'done' | 'failed' | 'cancelled';
  readonly rows: number;
  /** 0 to 100, by the share of the window fetched. */
  readonly percent: number;
  readonly bytes: number;
  readonly fileName: string;
  /**
   * The workbook's sheets once it is written (what a report workbook's end says in place of rows);
   * null while it runs, and for a CSV.
   */
  readonly sheets: number | null;
  /** More rows than Excel's 1,048,576-row sheet can show. */
  readonly exceedsExcelLimit: boolean;
  /** Booking records the API sent without a usable id, start or end, left out of the file. */
  readonly dropped: number;
  /** Texts cut at Excel's 32,767 characters a cell, each ending in … (workbooks only). */
  readonly cellsCut: number;
  /** Characters the file cannot hold (control characters, lone surrogates), written as U+FFFD. */
  readonly charactersReplaced: number;
  readonly error: AppError | null;
  /** Browser shell only: where the finished file can be downloaded. */
  readonly downloadUrl: string | null;
  /** Desktop only: the file can be shown in its folder. */
  readonly canReveal: boolean;
}

/** A started export; null when the user dismissed the save dialog. */
export type ExportStarted = { readonly exportId: string; readonly fileName: string } | null;

/** What the export methods resolve to. */
export interface ExportResults {
  startExport: ExportStarted;
  cancelExport: null;
  revealExport: null;
}
