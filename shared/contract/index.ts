/**
 * The one contract between the renderer and the backend. Both transports (Electron IPC and the
 * browser shell's HTTP) and the command line carry exactly these methods; arguments arrive as
 * `unknown` and are parsed with these schemas before any handler sees them. Each domain keeps its
 * schemas and results in shared/contract/; this module joins them into one contract.
 */
import type { z } from 'zod';
import { accountArgSchemas, type AccountResults } from './accounts';
import {
  type AllLocationsProgress,
  allLocationsArgSchemas,
  type AllLocationsResults,
} from './all-locations';
import { forecastArgSchemas, type ForecastResults } from './forecast';
import { mailArgSchemas, type MailResults } from './mail';
import { scheduleArgSchemas, type ScheduleResults } from './schedules';
import { peopleArgSchemas, type PeopleResults } from './people';
import { appArgSchemas, type AppResults } from './app';
import { dataArgSchemas, type DataResults } from './data';
import { type ExportProgress, exportArgSchemas, type ExportResults } from './exports';
import { settingsArgSchemas, type SettingsResults, type StoreChanged } from './settings';
import { siteArgSchemas, type SiteResults } from './sites';
import { trendArgSchemas, type TrendResults } from './trends';
import type { EventName, SubscriberName } from '../event-names';
import { MAX_INSIGHTS_DAYS, type Insights, type InsightsProgress } from '../insights/types';
import type { METHOD_NAMES } from '../method-names';
import type { Result } from '../result';
import type { BookingFilter } from '../scope/booking-filter';
import type { Scope } from '../scope/scope';
import type { WeekStartSetting } from '../time/week-start';

export type { BookingFilter, Scope, WeekStartSetting };
export * from './accounts';
export * from './all-locations';
export * from './people';
export * from './forecast';
export * from './mail';
export * from './schedules';
export type * from '../forecast/types';
export * from './app';
export * from './exports';
export * from './settings';
export * from './sites';
export * from './trends';
export { bookingFilterSchema } from './scope';

// Kept beside the Insights types, which the renderer imports without zod.
export { MAX_INSIGHTS_DAYS };

/** The schemas of every method's arguments. */
export const argSchemas = {
  ...appArgSchemas,
  ...accountArgSchemas,
  ...dataArgSchemas,
  ...allLocationsArgSchemas,
  ...peopleArgSchemas,
  ...forecastArgSchemas,
  ...trendArgSchemas,
  ...settingsArgSchemas,
  ...siteArgSchemas,
  ...exportArgSchemas,
  ...scheduleArgSchemas,
  ...mailArgSchemas,
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
/** A validated Insights request. */
export type InsightsRequest = ParsedArgs<'getInsights'>;
/** A validated All locations request. */
export type AllLocationsRequest = ParsedArgs<'getAllLocations'>;
/** A validated trends request. */
export type TrendsRequest = ParsedArgs<'getTrends'>;

/** What each method resolves to. */
export interface MethodResults
  extends
    AppResults,
    AccountResults,
    DataResults,
    AllLocationsResults,
    PeopleResults,
    ForecastResults,
    TrendResults,
    SettingsResults,
    SiteResults,
    ExportResults,
    ScheduleResults,
    MailResults {}

// Fails to compile when a method has a schema but no result, or a result but no schema.
const resultsAgree: [keyof MethodResults, MethodName] extends [MethodName, keyof MethodResults]
  ? true
  : false = true;
void resultsAgree;

/**
 * What each event carries. A new event is one entry here and in EVENT_NAMES, plus its emitter: the
 * preload, main's IPC, the browser shell's event stream and both bridges go over EVENT_NAMES.
 */
export interface EventPayloads {
  /** Where an export is, as it runs and once at its end. */
  readonly exportProgress: ExportProgress;
  /** Where a getInsights (or getTrends) call is while it fetches. */
  readonly insightsProgress: InsightsProgress;
  /** Where a getAllLocations call is, with each location's row as it is counted. */
  readonly allLocationsProgress: AllLocationsProgress;
  /** Another process (or this one) changed the store: accounts, settings or sites may read otherwise. */
  readonly storeChanged: StoreChanged;
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
export type {
  SiteTrend,
  TrendBucket,
  TrendChange,
  TrendFigures,
  Trends,
  TrendUnit,
} from '../insights/trend-types';

/** The backend's side: validated arguments in, a value out, an AppFailure thrown for anything else. */
export type Handlers = {
  readonly [M in MethodName]: (
    args: ParsedArgs<M>,
    signal: AbortSignal,
  ) => Promise<MethodResults[M]>;
};
