import type { Handlers, Subscribe } from '#shared/contract';
import { createDispatch, type Dispatch } from '#shared/dispatch';
import type { Result } from '#shared/result';
import type { DemoServerOptions } from '../demo-api/server';
import { createEventHub } from './event-hub';
import { createAccountDirectory, type SessionAccount } from './accounts/account-directory';
import { createAccountKeys } from './accounts/account-keys';
import { createAccountsStore } from './accounts/accounts-store';
import { createApiClient, type ApiClient, type ApiClientOptions } from './api/client';
import { prepareDataDir } from './data-dir';
import { createDemoCompany } from './demo-company';
import { withFirstBookingsPrefetch } from './first-bookings-prefetch';
import { createAccountHandlers } from './handlers/accounts-handlers';
import type { HandlerContext } from './handlers/context';
import { createDataHandlers } from './handlers/data-handlers';
import { createExportService } from './handlers/export-handlers';
import { createInterfaceLanguageHandlers } from './handlers/interface-language-handlers';
import { createPdfHandlers } from './handlers/pdf-handlers';
import { createInsightsHandlers } from './handlers/insights-handlers';
import { createAllLocationsHandlers } from './handlers/all-locations-handlers';
import { createPeopleHandlers } from './handlers/people-handlers';
import { createForecastHandlers } from './handlers/forecast-handlers';
import { createTrendsHandlers } from './handlers/trends-handlers';
import { createMailHandlers } from './handlers/mail-handlers';
import { createScheduleHandlers } from './handlers/schedule-handlers';
import type { ScheduleRunner } from './schedules/schedule-runner';
import { createSettingsHandlers } from './handlers/settings-handlers';
import { createSiteHandlers } from './handlers/site-handlers';
import { createSiteZoneHandlers } from './handlers/site-zone-handlers';
import { createSiteClockHandlers } from './handlers/site-clock-handlers';
import { createHolidays } from './sites/holidays';
import { createSiteClocks } from './sites/site-clocks';
import { createRedactor } from './redactor';
import type { Platform } from './platform';
import { createSettingsStore } from './settings/settings-store';
import { openStore } from './store/open-store';
import { watchStore } from './store/store-watch';

/** A shell's platform, plus what only tests and the command line's --base-url set. */
export interface BackendOptions extends Platform {
  /** The built-in demo company; on unless `enabled: false`. */
  readonly demo?: { enabled: boolean; options?: DemoServerOptions };
  /** An account held for this process only (the command line's --base-url): never saved, its key never stored. */
  readonly sessionAccount?: SessionAccount;
  /** For tests: replaces the real API client factory. */
  readonly makeClient?: (options: ApiClientOptions) => ApiClient;
  /** How a schedule's report is built and sent now (the command line's report commands, in process). */
  readonly runSchedule?: ScheduleRunner;
}

/** The contract implemented, with no Electron import. */
export interface Backend {
  /** The one entry point (validated, redacted) for both shells and the command line. */
  readonly dispatch: Dispatch;
  /** Listens to one of the contract's events (EventPayloads). */
  readonly subscribe: Subscribe;
  /** The finished file of an export, for the web shell's download. */
  exportFilePath(exportId: string): string | null;
  close(): Promise<void>;
}

/** The one composition root: builds the backend from a shell's platform (platform.ts). */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  await prepareDataDir(options.dataDir);
  const redactor = createRedactor();
  const opened = openStore(options.dataDir);
  const store = createAccountsStore(
    opened.store,
    opened.warnings.length > 0 ? opened.warnings.join(' ') : null,
  );
  const demo = options.demo?.enabled === false ? null : createDemoCompany(options.demo?.options);
  const makeClient =
    options.makeClient ??
    ((o: ApiClientOptions) =>
      createApiClient({
        ...o,
        fetch: o.fetch ?? options.fetch,
        maxResponseBytes: o.maxResponseBytes ?? options.maxResponseBytes,
      }));
  const keys = createAccountKeys(options.secretStore);
  const settings = createSettingsStore(opened.store);
  const directory = createAccountDirectory({
    store,
    keys,
    demo,
    redactor,
    makeClient,
    session: options.sessionAccount,
    nameSalt: (accountId) => settings.nameSalt(accountId),
  });
  const ctx: HandlerContext = {
    appInfo: { ...options.identity, shell: options.shell },
    store,
    keys,
    directory,
    settings,
    sites: createSiteClocks(settings, demo, createHolidays(opened.store)),
    redactor,
    makeClient,
    db: opened.store,
    secrets: options.secretStore,
    runSchedule: options.runSchedule ?? null,
  };
  const events = createEventHub();
  const exports = createExportService(ctx, {
    files: options.files,
    emit: (progress) => events.emit('exportProgress', progress),
  });
  const { startExport, cancelExport, revealExport } = exports;
  // The app's windows hear of what other processes save; a command reads the store as it runs.
  const namesChanged = new Set<(accountId: string) => void>();
  const stopWatch =
    options.shell === 'cli'
      ? () => undefined
      : watchStore(opened.store, (change) => {
          // A client built under the other setting keeps nothing counted under it.
          for (const accountId of change.hideNamesChanged) {
            directory.forget(accountId);
            for (const drop of namesChanged) drop(accountId);
          }
          events.emit('storeChanged', change);
        });
  const handlers: Handlers = {
    ...createAccountHandlers(ctx),
    ...createDataHandlers(ctx),
    ...createSettingsHandlers(ctx),
    ...createSiteHandlers(ctx),
    ...createSiteZoneHandlers(ctx),
    ...createSiteClockHandlers(ctx),
    startExport,
    cancelExport,
    revealExport,
    ...createPdfHandlers(options.files.savePdf),
    ...createInterfaceLanguageHandlers(options.setShellLanguage),
    ...createInsightsHandlers(ctx, (progress) => events.emit('insightsProgress', progress)),
    ...createTrendsHandlers(ctx, (progress) => events.emit('insightsProgress', progress)),
    ...createAllLocationsHandlers(ctx, (progress) => events.emit('allLocationsProgress', progress)),
    ...createPeopleHandlers(ctx, (progress) => events.emit('insightsProgress', progress)),
    ...createForecastHandlers(ctx, (progress) => events.emit('insightsProgress', progress)),
    ...createScheduleHandlers(ctx),
    ...createMailHandlers(ctx),
  };
  const validated = createDispatch(handlers);
  // The app's shells start a company's first bookings as soon as its settings and locations are
  // answered; the command line asks for its own.
  const inner =
    options.shell === 'cli'
      ? validated
      : withFirstBookingsPrefetch(validated, Date.now, (drop) => namesChanged.add(drop));
  // Whatever a handler threw, no key it has handled may leave in an error message.
  const dispatch: Dispatch = async (method, args, signal) => {
    const result: Result<unknown> = await inner(method, args, signal);
    return result.ok ? result : { ok: false, error: redactor.scrubError(result.error) };
  };

  return {
    dispatch,
    subscribe: events.subscribe,
    exportFilePath: (exportId) => exports.filePath(exportId),
    async close() {
      stopWatch();
      await exports.closeAll();
      events.clear();
      await demo?.close();
      opened.store.close();
    },
  };
}
