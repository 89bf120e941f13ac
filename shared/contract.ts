/**
 * The one contract between the renderer and the backend. Both transports (Electron IPC and the
 * browser shell's HTTP) carry exactly these methods; arguments arrive as `unknown` and are parsed
 * with these schemas before any handler sees them.
 */
import type { TimeOfDay } from './scope/booking-filter';
import type { Comparison } from './insights/compare-period';
import { z } from 'zod';
import type { Bay, Booking, Location, Parsed } from './model';
import { MAX_INSIGHTS_DAYS, type Insights, type InsightsProgress } from './insights/types';
import type { EventName, SubscriberName } from './event-names';
import type { METHOD_NAMES } from './method-names';
import type { BookingFilter } from './scope/booking-filter';
import { periodProblem } from './scope/period-check';
import type { Scope } from './scope/scope';
import { parseIsoDate } from './time/civil';
import { WEEK_STARTS, type WeekStartSetting } from './time/week-start';
import { isValidTimeZone } from './time/zone';
import type { AppError, Result } from './result';

export type { BookingFilter, Scope, WeekStartSetting };

const id = z.string().trim().min(1).max(200);
const isoDate = z
  .string()
  .refine((text) => parseIsoDate(text) !== null, 'Expected a date as YYYY-MM-DD.');
const isoInstant = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    'Expected a date-time with an offset.',
  );
// Checked here, once for every method, so no handler repeats it.
const zone = z
  .string()
  .max(100)
  .refine((zone) => isValidTimeZone(zone), 'Unknown time zone.');
const label = z.string().trim().min(1, 'Give the account a name.').max(100);
const host = z.string().trim().min(1, 'Enter the company host, e.g. acme.example.com.').max(260);
const apiKey = z.string().trim().min(1, 'Enter the API key.').max(4096);

/** Light, dark, or whatever the OS says. */
export const themeSchema = z.enum(['system', 'light', 'dark']);
/** The user's theme choice. */
export type Theme = z.infer<typeof themeSchema>;

/** The clock on screen: the locale's own, or forced to 24- or 12-hour. */
export const clockSchema = z.enum(['auto', '24h', '12h']);
/** The user's clock choice. */
export type Clock = z.infer<typeof clockSchema>;

/** The first day of the week in date pickers: the locale's own, or a named day. */
export const weekStartSchema = z.enum([
  'auto',
  ...WEEK_STARTS,
]) satisfies z.ZodType<WeekStartSetting>;

/** CSV field separator: comma, or semicolon for locales whose Excel expects it. */
export const delimiterSchema = z.enum([',', ';']);

/** Paper for a view saved as PDF (always landscape). */
export const pdfPageSizeSchema = z.enum(['A4', 'Letter']);

/** Hours of the day, as minutes after local midnight (24:00 is 1440). */
export const timeOfDaySchema = z
  .object({
    startMinute: z.number().int().min(0).max(1440),
    endMinute: z.number().int().min(0).max(1440),
  })
  .refine((w) => w.endMinute > w.startMinute, 'The time of day must end after it starts.');

/** Narrows an export or Insights to what the user sees (shared/scope/booking-filter.ts). Every part is optional. */
export const bookingFilterSchema = z.object({
  tags: z.array(z.string().max(200)).max(500).readonly().nullable().default(null),
  search: z.string().max(200).nullable().default(null),
  timeOfDay: timeOfDaySchema.nullable().default(null),
});

/** What exports and Insights read: a scope (shared/scope/scope.ts), the filter defaulting to none. */
const scopeFields = {
  accountId: id,
  locationId: id,
  from: isoDate,
  to: isoDate,
  zone,
  filter: bookingFilterSchema.default({ tags: null, search: null, timeOfDay: null }),
};

// Fails to compile when the parsed arguments and the shared types disagree: a field missing on either
// side, or one whose parsed value the shared type does not take.
type Agrees<Parsed, Shared> = [Parsed] extends [Shared]
  ? [Exclude<keyof Parsed, keyof Shared> | Exclude<keyof Shared, keyof Parsed>] extends [never]
    ? true
    : false
  : false;
const scopeAgrees: Agrees<z.output<z.ZodObject<typeof scopeFields>>, Scope> = true;
const filterAgrees: Agrees<z.output<typeof bookingFilterSchema>, BookingFilter> = true;
void scopeAgrees;
void filterAgrees;

/**
 * The one period check (shared/scope/period-check.ts), reported on `to`. `insights` says whether
 * the call reads Insights, which cover at most MAX_INSIGHTS_DAYS days.
 */
function checkPeriod<A extends { readonly from: string; readonly to: string }>(
  insights: (args: A) => boolean,
) {
  return (args: A, ctx: z.RefinementCtx<A>): void => {
    if (!parseIsoDate(args.from) || !parseIsoDate(args.to)) return; // already reported
    const problem = periodProblem(args, { insights: insights(args) });
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  };
}

// Kept beside the Insights types, which the renderer imports without zod.
export { MAX_INSIGHTS_DAYS };

/** What a summary report is broken down by. */
export const summaryBySchema = z.enum(['bay', 'tag', 'day', 'weekday-hour']);

/** The file an export writes: comma-separated text, or an Excel workbook with typed cells. */
export const exportFormatSchema = z.enum(['csv', 'xlsx']);

/** The file format of an export. */
export type ExportFormat = z.output<typeof exportFormatSchema>;

/** What a summary is compared with (shared/insights/compare-period.ts). */
export const comparisonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('previous') }),
  z.object({ kind: z.literal('year') }),
  z
    .object({ kind: z.literal('chosen'), from: isoDate, to: isoDate })
    .refine((c) => c.from <= c.to, 'The comparison period must end on or after its first day.'),
]);
const comparisonAgrees: Agrees<z.output<typeof comparisonSchema>, Comparison> = true;
void comparisonAgrees;

/**
 * What an export writes: the bookings themselves (default), a summary of their use, or the report
 * workbook (always .xlsx: Summary, the breakdowns and a weekday × hour grid, the bookings if asked).
 */
export const exportReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bookings') }),
  z.object({
    kind: z.literal('summary'),
    // location: one row per location of the account (locationId is then only the first screen's).
    by: z.union([summaryBySchema, z.literal('location')]),
    compare: comparisonSchema.nullish(),
    // With by bay: only the bays under this utilisation.
    under: z.number().gt(0).max(1).nullish(),
  }),
  z.object({ kind: z.literal('workbook'), withBookings: z.boolean().default(false) }),
]);

/** The schemas of every method's arguments. */
export const argSchemas = {
  getAppInfo: z.object({}),
  listAccounts: z.object({}),
  testConnection: z.object({ host, apiKey }),
  addAccount: z.object({ label, host, apiKey }),
  renameAccount: z.object({ accountId: id, label }),
  removeAccount: z.object({ accountId: id }),
  testAccount: z.object({ accountId: id }),
  listLocations: z.object({ accountId: id }),
  listBays: z.object({ accountId: id }),
  listBookings: z.object({
    accountId: id,
    locationId: id,
    timeMin: isoInstant,
    timeMax: isoInstant,
    zone,
  }),
  getSettings: z.object({ accountId: id }),
  updateSettings: z.object({
    accountId: id,
    zone: zone.nullable().optional(),
    lastLocationId: id.nullable().optional(),
    timeOfDay: timeOfDaySchema.nullable().optional(),
    theme: themeSchema.optional(),
    clock: clockSchema.optional(),
    weekStart: weekStartSchema.optional(),
  }),
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
      // The bookings export only: every location of the account into one CSV file.
      allLocations: z.boolean().optional(),
    })
    // A summary report and the report workbook are Insights written to a file.
    .superRefine(
      checkPeriod((args) => args.report !== undefined && args.report.kind !== 'bookings'),
    ),
  cancelExport: z.object({ exportId: id }),
  revealExport: z.object({ exportId: id }),
  savePdf: z.object({
    fileName: z.string().trim().min(1).max(200),
    pageSize: pdfPageSizeSchema,
  }),
  getInsights: z
    .object({
      ...scopeFields,
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(checkPeriod(() => true)),
} as const;

// Fails to compile when the schemas and the zod-free name list disagree, in either direction.
type ListedOnly = Exclude<(typeof METHOD_NAMES)[number], keyof typeof argSchemas>;
type SchemaOnly = Exclude<keyof typeof argSchemas, (typeof METHOD_NAMES)[number]>;
const namesAgree: [ListedOnly | SchemaOnly] extends [never] ? true : ListedOnly | SchemaOnly = true;
void namesAgree;

/** A contract method. */
export type MethodName = keyof typeof argSchemas;
/** What a caller passes to a method. */
export type MethodArgs<M extends MethodName> = z.input<(typeof argSchemas)[M]>;
/** What a handler receives after validation (defaults filled in). */
export type ParsedArgs<M extends MethodName> = z.output<(typeof argSchemas)[M]>;
/** A validated export request. */
export type ExportRequest = ParsedArgs<'startExport'>;
/** Which CSV an export writes. */
export type ExportReport = z.output<typeof exportReportSchema>;
/** A validated Insights request. */
export type InsightsRequest = ParsedArgs<'getInsights'>;

/** An account as the renderer sees it: never the key. */
export interface AccountSummary {
  readonly id: string;
  readonly label: string;
  readonly host: string;
  readonly createdAt: string;
  /** The built-in demo company: always listed, cannot be renamed or removed. */
  readonly isDemo: boolean;
}

/** The accounts, and a warning when accounts.json had to be set aside. */
export interface AccountList {
  readonly accounts: readonly AccountSummary[];
  readonly warning: string | null;
}

/** Per-account settings, plus the app-wide theme. */
export interface Settings {
  /** IANA zone, or null to follow the system's. */
  readonly zone: string | null;
  readonly lastLocationId: string | null;
  /** The hours of the day shown (minutes after local midnight), or null for the whole day. */
  readonly timeOfDay: TimeOfDay | null;
  readonly theme: Theme;
  /** App-wide, like the theme: 24- or 12-hour, or as the locale has it. */
  readonly clock: Clock;
  /** App-wide: the pickers' first day of the week, or as the locale has it. */
  readonly weekStart: WeekStartSetting;
}

/** About the running app. */
export interface AppInfo {
  readonly version: string;
  readonly shell: 'electron' | 'web';
  readonly platform: string;
  /** The OS's regional format then preferred languages, best first (BCP 47); empty where the page's own are better. */
  readonly locales: readonly string[];
}

/** Where an export is, sent as it runs and once at its end. */
export interface ExportProgress {
  readonly exportId: string;
  readonly state: 'running' | 'done' | 'failed' | 'cancelled';
  readonly rows: number;
  /** 0 to 100, by the share of the window fetched. */
  readonly percent: number;
  readonly bytes: number;
  readonly fileName: string;
  /** More rows than Excel's 1,048,576-row sheet can show. */
  readonly exceedsExcelLimit: boolean;
  readonly error: AppError | null;
  /** Browser shell only: where the finished file can be downloaded. */
  readonly downloadUrl: string | null;
  /** Desktop only: the file can be shown in its folder. */
  readonly canReveal: boolean;
}

/** A started export; null when the user dismissed the save dialog. */
export type ExportStarted = { readonly exportId: string; readonly fileName: string } | null;

/** What each method resolves to. */
export interface MethodResults {
  getAppInfo: AppInfo;
  listAccounts: AccountList;
  testConnection: { readonly locationCount: number };
  addAccount: AccountSummary;
  renameAccount: AccountSummary;
  removeAccount: null;
  testAccount: { readonly locationCount: number };
  listLocations: Parsed<Location>;
  listBays: Parsed<Bay>;
  listBookings: Parsed<Booking>;
  getSettings: Settings;
  updateSettings: Settings;
  startExport: ExportStarted;
  cancelExport: null;
  revealExport: null;
  /** Where the PDF was saved; null when the user dismissed the save dialog. */
  savePdf: { readonly path: string } | null;
  getInsights: Insights;
}

/**
 * What each event carries. A new event is one entry here and in EVENT_NAMES, plus its emitter: the
 * preload, main's IPC, the browser shell's event stream and both bridges go over EVENT_NAMES.
 */
export interface EventPayloads {
  /** Where an export is, as it runs and once at its end. */
  readonly exportProgress: ExportProgress;
  /** Where a getInsights call is while it fetches. */
  readonly insightsProgress: InsightsProgress;
}

// Fails to compile when EVENT_NAMES and EventPayloads name different events.
const eventsAgree: [EventName, keyof EventPayloads] extends [keyof EventPayloads, EventName]
  ? true
  : false = true;
void eventsAgree;

/** Listens to one event; returns the function that stops listening. */
export type Subscribe = <E extends EventName>(
  event: E,
  listener: (payload: EventPayloads[E]) => void,
) => () => void;

/** One named subscriber per event (`onExportProgress`, …), each returning its unsubscribe function. */
export type EventSubscribers = {
  readonly [E in EventName as SubscriberName<E>]: (
    listener: (payload: EventPayloads[E]) => void,
  ) => () => void;
};

/** The renderer's view of the backend: one typed function per method, one subscriber per event. */
export type Bridge = {
  readonly [M in MethodName]: (
    args: MethodArgs<M>,
    signal?: AbortSignal,
  ) => Promise<Result<MethodResults[M]>>;
} & EventSubscribers;

export type { Insights, InsightsProgress };

/** The backend's side: validated arguments in, a value out, an AppFailure thrown for anything else. */
export type Handlers = {
  readonly [M in MethodName]: (
    args: ParsedArgs<M>,
    signal: AbortSignal,
  ) => Promise<MethodResults[M]>;
};
