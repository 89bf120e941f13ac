import type { AppInfo, Handlers, Subscribe } from '#shared/contract';
import { createDispatch, type Dispatch } from '#shared/dispatch';
import type { Result } from '#shared/result';
import type { DemoServerOptions } from '../demo-server/server';
import { createEventHub } from './event-hub';
import { createAccountDirectory } from './accounts/account-directory';
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
import { createPdfHandlers, type PdfSaver } from './handlers/pdf-handlers';
import { createInsightsHandlers } from './handlers/insights-handlers';
import { createSettingsHandlers } from './handlers/settings-handlers';
import { createRedactor } from './redactor';
import type { SecretStore } from './secrets/secret-store';
import { createSettingsStore } from './settings/settings-store';

/** What a shell (Electron main, the browser shell, a test) provides to the backend. */
export interface BackendOptions {
  dataDir: string;
  secretStore: SecretStore;
  appInfo: AppInfo;
  /** Where to write an export: main shows a save dialog, the web shell picks a temp file; null = dismissed. */
  chooseExportTarget(suggestedFileName: string, signal: AbortSignal): Promise<string | null>;
  revealFile?(path: string): void;
  /** Desktop only: prints the window to a PDF the user saves; null = dismissed. */
  savePdf?: PdfSaver;
  downloadUrlFor?(exportId: string): string | null;
  /** The built-in demo company; on unless `enabled: false`. */
  demo?: { enabled: boolean; options?: DemoServerOptions };
  /**
   * How API requests reach the network: Electron's net.fetch in the app (system proxy, PAC, OS
   * certificates), createNodeFetch in the command line and browser shell; default Node's fetch.
   */
  fetch?: typeof fetch;
  /**
   * The app's shells: start a company's first bookings as soon as its settings and locations are
   * answered (withFirstBookingsPrefetch). Off for the command line, which asks for its own.
   */
  prefetchFirstBookings?: boolean;
  /** For tests: replaces the real API client factory. */
  makeClient?: (options: ApiClientOptions) => ApiClient;
}

/** The contract implemented, with no Electron import. */
export interface Backend {
  /** The one entry point (validated, redacted) for both shells and the command line. */
  readonly dispatch: Dispatch;
  /** Listens to one of the contract's events (EventPayloads). */
  readonly subscribe: Subscribe;
  /** An API client for an account, for the CLI. */
  clientFor(accountId: string): Promise<ApiClient>;
  /** The finished file of an export, for the web shell's download. */
  exportFilePath(exportId: string): string | null;
  close(): Promise<void>;
}

/** Builds the backend over a data folder and a secret store. */
export async function createBackend(options: BackendOptions): Promise<Backend> {
  await prepareDataDir(options.dataDir);
  const redactor = createRedactor();
  const store = createAccountsStore(options.dataDir);
  const demo = options.demo?.enabled === false ? null : createDemoCompany(options.demo?.options);
  const makeClient =
    options.makeClient ??
    ((o: ApiClientOptions) => createApiClient({ ...o, fetch: o.fetch ?? options.fetch }));
  const keys = createAccountKeys(options.secretStore);
  const directory = createAccountDirectory({
    store,
    keys,
    demo,
    redactor,
    makeClient,
  });
  const ctx: HandlerContext = {
    appInfo: options.appInfo,
    store,
    keys,
    directory,
    settings: createSettingsStore(options.dataDir),
    redactor,
    makeClient,
  };
  const events = createEventHub();
  const exports = createExportService(ctx, {
    chooseExportTarget: options.chooseExportTarget,
    revealFile: options.revealFile,
    downloadUrlFor: options.downloadUrlFor,
    emit: (progress) => events.emit('exportProgress', progress),
  });
  const { startExport, cancelExport, revealExport } = exports;
  const handlers: Handlers = {
    ...createAccountHandlers(ctx),
    ...createDataHandlers(ctx),
    ...createSettingsHandlers(ctx),
    startExport,
    cancelExport,
    revealExport,
    ...createPdfHandlers(options.savePdf),
    ...createInsightsHandlers(ctx, (progress) => events.emit('insightsProgress', progress)),
  };
  const validated = createDispatch(handlers);
  const inner = options.prefetchFirstBookings ? withFirstBookingsPrefetch(validated) : validated;
  // Whatever a handler threw, no key it has handled may leave in an error message.
  const dispatch: Dispatch = async (method, args, signal) => {
    const result: Result<unknown> = await inner(method, args, signal);
    return result.ok ? result : { ok: false, error: redactor.scrubError(result.error) };
  };
  // Load accounts.json now, so a corrupt file is set aside at start-up rather than on first use.
  await store.list();

  return {
    dispatch,
    subscribe: events.subscribe,
    clientFor: (accountId) => directory.clientFor(accountId),
    exportFilePath: (exportId) => exports.filePath(exportId),
    async close() {
      await exports.closeAll();
      events.clear();
      await demo?.close();
    },
  };
}
