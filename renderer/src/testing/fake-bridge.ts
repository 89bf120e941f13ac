/**
 * An in-memory Bridge for renderer tests: accounts, settings and data per account, a log of calls
 * with their signals, switchable failures, and export progress pushed by the test.
 */
import {
  type AccountSummary,
  type AllLocationsProgress,
  type Bridge,
  type ExportProgress,
  type Insights,
  type InsightsProgress,
  type StoreChanged,
  type MethodArgs,
  type MethodName,
  type MethodResults,
} from '#shared/contract';
import { METHOD_NAMES } from '#shared/method-names';
import { locationRow, type LocationRowResult } from '#shared/insights/location-row';
import type { Bay, Booking } from '#shared/model';
import { pseudonymousBookings } from '#shared/privacy/pseudonym';
import { fail, ok, type AppError, type Result } from '#shared/result';
import type { FakeCompany } from './fake-company';
import { FAKE_CALENDARS, fakeCloseSite, fakeReopenSite, fakeSiteList } from './fake-sites';
import { fakeForecast } from './fake-forecast';
import { fakePeople, fakePersonBookings } from './fake-people';
import { fakeTrends } from './fake-trends';
import { handleSchedules, type FakeSchedules } from './fake-schedules';
import { fakeZoneSuggestions } from './fake-zone-suggestions';
import { insightsFixture } from './insights-fixture';

export type { FakeCompany } from './fake-company';

/** A recorded call. */
export interface FakeCall {
  readonly method: MethodName;
  readonly args: unknown;
  readonly signal: AbortSignal | undefined;
}

/** The fake and its controls. */
export interface FakeBridge {
  readonly bridge: Bridge;
  readonly calls: FakeCall[];
  readonly companies: Map<string, FakeCompany>;
  /** Makes a method fail until cleared (null). */
  failures: Partial<Record<MethodName, AppError | null>>;
  /** Makes listBookings wait until released (to test cancellation). */
  holdBookings: boolean;
  releaseBookings(): void;
  /** Makes suggestSiteZones wait until released or cancelled (to test that a dismissed note stops it). */
  holdSuggestions: boolean;
  releaseSuggestions(): void;
  emitProgress(p: ExportProgress): void;
  /** Says what another process changed in the store, as the backend's watch would. */
  emitStoreChanged(change: StoreChanged): void;
  /** Whether the page listens for the store's changes (it starts after the first screen). */
  listensToStore(): boolean;
  /** Makes getInsights wait until released (to test progress and cancel). */
  holdInsights: boolean;
  /** Changes the Insights getInsights answers (e.g. a period without bookings); null: the fixture's. */
  editInsights: ((insights: Insights) => Insights) | null;
  releaseInsights(): void;
  emitInsightsProgress(p: InsightsProgress): void;
  emitAllLocationsProgress(p: AllLocationsProgress): void;
  callsOf(method: MethodName): FakeCall[];
  /** The OS's locales getAppInfo reports, as the desktop app does; empty (the page's) as the browser shell. */
  systemLocales: readonly string[];
  /** The schedules and the mail relay (none of either at first). */
  readonly schedules: FakeSchedules;
}

const demoAccount: AccountSummary = {
  id: 'demo',
  label: 'Demo company',
  host: 'demo',
  createdAt: '2026-01-01T00:00:00Z',
  isDemo: true,
};

/** Builds a fake bridge over the given companies (the demo company first). */
export function createFakeBridge(
  companies: FakeCompany[],
  hosts: Record<string, string> = {},
): FakeBridge {
  const byId = new Map(companies.map((c) => [c.account.id, c]));
  const listeners = new Set<(p: ExportProgress) => void>();
  const insightsListeners = new Set<(p: InsightsProgress) => void>();
  const allLocationsListeners = new Set<(p: AllLocationsProgress) => void>();
  const storeListeners = new Set<(change: StoreChanged) => void>();
  const waiting: (() => void)[] = [];
  const waitingInsights: (() => void)[] = [];
  const waitingSuggestions: (() => void)[] = [];
  const state: FakeBridge = {
    bridge: undefined as unknown as Bridge,
    calls: [],
    companies: byId,
    failures: {},
    holdBookings: false,
    releaseBookings: () => waiting.splice(0).forEach((w) => w()),
    holdSuggestions: false,
    releaseSuggestions: () => waitingSuggestions.splice(0).forEach((w) => w()),
    emitProgress: (p) => listeners.forEach((l) => l(p)),
    emitStoreChanged: (change) => storeListeners.forEach((l) => l(change)),
    listensToStore: () => storeListeners.size > 0,
    holdInsights: false,
    editInsights: null,
    releaseInsights: () => waitingInsights.splice(0).forEach((w) => w()),
    emitInsightsProgress: (p) => insightsListeners.forEach((l) => l(p)),
    emitAllLocationsProgress: (p) => allLocationsListeners.forEach((l) => l(p)),
    callsOf: (m) => state.calls.filter((c) => c.method === m),
    systemLocales: [],
    schedules: { list: [], mail: null, password: null, tested: [] },
  };
  const company = (args: unknown): FakeCompany | null =>
    byId.get((args as { accountId: string }).accountId) ?? null;
  const notFound = fail<never>('not-found', 'That account no longer exists.');

  /** Waits while getInsights (or a location of getAllLocations) is held, or until cancelled. */
  async function heldInsights(signal: AbortSignal | undefined): Promise<void> {
    if (!state.holdInsights) return;
    await new Promise<void>((resolve) => {
      waitingInsights.push(resolve);
      signal?.addEventListener('abort', () => resolve());
    });
  }

  /** A location's Insights on its site's clock, as the backend settles it (backend/sites/site-clocks.ts). */
  function insightsOf(q: MethodArgs<'getInsights'>): Insights {
    const own = byId.get(q.accountId)?.sites?.[q.locationId];
    const siteZone = own?.zone ?? q.zone;
    const insights: Insights = {
      ...insightsFixture(q.from, q.to),
      locationId: q.locationId,
      zone: own && q.siteTime ? siteZone : q.zone,
      site: own
        ? { zone: siteZone, hours: own.hours, ...(own.target ? { target: own.target } : {}) }
        : null,
      filter: { tags: null, search: null, timeOfDay: null, ...q.filter },
    };
    return state.editInsights ? state.editInsights(insights) : insights;
  }

  async function handle<M extends MethodName>(
    method: M,
    args: MethodArgs<M>,
    signal?: AbortSignal,
  ): Promise<Result<MethodResults[M]>> {
    state.calls.push({ method, args, signal });
    await Promise.resolve();
    const failure = state.failures[method];
    if (failure) return { ok: false, error: failure };
    const r = (v: unknown) => ok(v) as Result<MethodResults[M]>;
    const a = args as Record<string, unknown>;
    const scheduled = handleSchedules(state.schedules, method, args);
    if (scheduled) return scheduled;
    switch (method) {
      case 'getAppInfo':
        return r({
          version: '0.0.0-test',
          shell: 'web',
          platform: 'test',
          locales: state.systemLocales,
        });
      case 'listAccounts':
        return r({ accounts: [...byId.values()].map((c) => c.account), warning: null });
      case 'testConnection':
      case 'addAccount': {
        const host = String(a.host);
        const key = hosts[host];
        if (key === undefined)
          return fail('network', `Cannot reach ${host}: check the host name and your connection.`);
        if (key !== a.apiKey)
          return fail('auth', `The API key was refused by ${host} (401). Check the key.`);
        if (method === 'testConnection') return r({ locationCount: 1 });
        const account: AccountSummary = {
          id: `acc-${byId.size}`,
          label: String(a.label),
          host,
          createdAt: '2026-01-02T00:00:00Z',
          isDemo: false,
        };
        byId.set(account.id, {
          account,
          apiKey: key,
          locations: { items: [{ id: 'far', name: `${account.label} Yard` }], dropped: 0 },
          bays: { items: [], dropped: 0 },
          bookings: [],
          settings: {
            zone: 'UTC',
            lastLocationId: null,
            timeOfDay: null,
            theme: 'system',
            clock: 'auto',
            weekStart: 'auto',
            hideNames: false,
            namesNotice: null,
          },
        });
        return r(account);
      }
      case 'renameAccount': {
        const c = company(a);
        if (!c) return notFound;
        const renamed = { ...c.account, label: String(a.label) };
        byId.set(c.account.id, { ...c, account: renamed });
        return r(renamed);
      }
      case 'removeAccount':
        byId.delete(String(a.accountId));
        return r(null);
      case 'testAccount':
        return r({ locationCount: company(a)?.locations.items.length ?? 0 });
      case 'listLocations':
        return company(a) ? r(company(a)!.locations) : notFound;
      case 'listBays':
        return company(a) ? r(company(a)!.bays) : notFound;
      case 'listBookings': {
        const c = company(a);
        if (!c) return notFound;
        if (state.holdBookings) await new Promise<void>((resolve) => waiting.push(resolve));
        if (signal?.aborted) return fail('cancelled', 'The request was cancelled.');
        const min = Date.parse(String(a.timeMin));
        const max = Date.parse(String(a.timeMax));
        const items = c.bookings.filter(
          (b) => b.location?.id === a.locationId && b.startMs < max && b.endMs > min,
        );
        const parsed = { items, dropped: c.bookingsDropped ?? 0 };
        // As the backend does: while names are hidden, every person is a pseudonym.
        return r(c.settings.hideNames ? pseudonymousBookings(parsed, 'fake-salt') : parsed);
      }
      case 'getSettings':
        return company(a) ? r(company(a)!.settings) : notFound;
      case 'listSites':
      case 'updateSites': {
        const c = company(a);
        if (!c) return notFound;
        if (method === 'updateSites') {
          const changes = (args as MethodArgs<'updateSites'>).sites;
          const known = new Set(c.locations.items.map((l) => l.id));
          const unknown = changes.find((s) => !known.has(s.locationId));
          if (unknown)
            return fail('not-found', `The account has no location "${unknown.locationId}".`);
          const sites = { ...c.sites };
          for (const { locationId, zone, hours, target, holidays } of changes) {
            // As the settings store: a change that leaves the target or calendar out keeps the saved one.
            const kept = target === undefined ? sites[locationId]?.target : target;
            const calendar = holidays === undefined ? sites[locationId]?.holidays : holidays;
            sites[locationId] = {
              zone: zone ?? null,
              hours: hours ?? null,
              ...(kept === undefined ? {} : { target: kept }),
              ...(calendar === undefined ? {} : { holidays: calendar }),
            };
          }
          c.sites = sites;
        }
        return r(fakeSiteList(c));
      }
      case 'closeSite':
      case 'reopenSite': {
        const c = company(a);
        if (!c) return notFound;
        return (
          method === 'closeSite'
            ? fakeCloseSite(c, args as MethodArgs<'closeSite'>)
            : fakeReopenSite(c, args as MethodArgs<'reopenSite'>)
        ) as Result<MethodResults[M]>;
      }
      case 'listHolidayCalendars':
        return r(FAKE_CALENDARS);
      case 'getSiteClock': {
        const c = company(a);
        if (!c) return notFound;
        // As the backend's clock: the site's saved zone and hours; none saved, every hour open.
        const q = args as MethodArgs<'getSiteClock'>;
        const own = c.sites?.[q.locationId];
        const siteZone = own?.zone ?? q.zone;
        return r({
          zone: own && q.siteTime ? siteZone : q.zone,
          site: own ? { zone: siteZone, hours: own.hours } : null,
        });
      }
      case 'suggestSiteZones': {
        const c = company(a);
        if (c && state.holdSuggestions)
          await new Promise<void>((resolve) => {
            waitingSuggestions.push(resolve);
            signal?.addEventListener('abort', () => resolve());
          });
        if (signal?.aborted) return fail('cancelled', 'The request was cancelled.');
        return c ? r(fakeZoneSuggestions(c, Date.now())) : notFound;
      }
      case 'updateSettings': {
        const c = company(a);
        if (!c) return notFound;
        const next = { ...c.settings };
        if (a.zone !== undefined) Object.assign(next, { zone: a.zone });
        if (a.lastLocationId !== undefined)
          Object.assign(next, { lastLocationId: a.lastLocationId });
        if (a.timeOfDay !== undefined) Object.assign(next, { timeOfDay: a.timeOfDay });
        if (a.theme !== undefined) Object.assign(next, { theme: a.theme });
        if (a.clock !== undefined) Object.assign(next, { clock: a.clock });
        if (a.weekStart !== undefined) Object.assign(next, { weekStart: a.weekStart });
        if (a.hideNames !== undefined) Object.assign(next, { hideNames: a.hideNames });
        c.settings = next;
        return r(next);
      }
      case 'startExport':
        return r({ exportId: 'exp-1', fileName: 'bookings.csv' });
      case 'cancelExport':
      case 'revealExport':
        return r(null);
      case 'getInsights': {
        await heldInsights(signal);
        if (signal?.aborted) return fail('cancelled', 'The request was cancelled.');
        return r(insightsOf(args as MethodArgs<'getInsights'>));
      }
      case 'getAllLocations': {
        const q = args as MethodArgs<'getAllLocations'>;
        const c = company(a);
        if (!c) return notFound;
        const ids = q.only ?? c.locations.items.map((l) => l.id);
        const rows: LocationRowResult[] = [];
        // One location after another, each row sent as soon as it is counted, as the backend does.
        for (const [i, locationId] of ids.entries()) {
          await heldInsights(signal);
          if (signal?.aborted) return fail('cancelled', 'The request was cancelled.');
          const failure = state.failures.getInsights;
          const row: LocationRowResult = {
            locationId,
            result: failure
              ? { ok: false, error: failure }
              : ok(locationRow(insightsOf({ ...q, locationId }))),
          };
          rows.push(row);
          if (q.progressId)
            state.emitAllLocationsProgress({
              progressId: q.progressId,
              percent: ((i + 1) / ids.length) * 100,
              bookings: 0,
              row,
            });
        }
        return r({ rows });
      }
      case 'getPeople': {
        const c = company(a);
        if (!c) return notFound;
        return r(fakePeople(c, args as MethodArgs<'getPeople'>));
      }
      case 'getForecast': {
        const c = company(a);
        if (!c) return notFound;
        return r(fakeForecast(c, args as MethodArgs<'getForecast'>));
      }
      case 'getPersonBookings': {
        const c = company(a);
        if (!c) return notFound;
        return r(fakePersonBookings(c, args as MethodArgs<'getPersonBookings'>));
      }
      case 'getTrends': {
        const c = company(a);
        if (!c) return notFound;
        return fakeTrends(c, args as MethodArgs<'getTrends'>) as Result<MethodResults[M]>;
      }
      case 'savePdf':
        return fail('invalid-argument', 'Here the browser makes PDFs.');
      case 'setInterfaceLanguage':
        return r(null);
      default:
        return fail('internal', `unknown method ${String(method)}`);
    }
  }

  const bridge: Record<string, unknown> = {
    onExportProgress: (l: (p: ExportProgress) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
  for (const m of METHOD_NAMES)
    bridge[m] = (args: never, signal?: AbortSignal) => handle(m, args, signal);
  bridge.onInsightsProgress = (l: (p: InsightsProgress) => void) => {
    insightsListeners.add(l);
    return () => insightsListeners.delete(l);
  };
  bridge.onAllLocationsProgress = (l: (p: AllLocationsProgress) => void) => {
    allLocationsListeners.add(l);
    return () => allLocationsListeners.delete(l);
  };
  bridge.onStoreChanged = (l: (change: StoreChanged) => void) => {
    storeListeners.add(l);
    return () => storeListeners.delete(l);
  };
  (state as { bridge: Bridge }).bridge = bridge as unknown as Bridge;
  return state;
}

const HOUR = 3_600_000;

/** The demo company of the tests: two locations, three bays, bookings on 2026-03-29 (a DST day in Berlin). */
export function demoCompany(): FakeCompany {
  const harbour = { id: 'loc-h', name: 'Harbour Office' };
  const depot = { id: 'loc-d', name: 'Northgate Depot' };
  const bay = (id: string, name: string, tag: string | null, location = harbour): Bay => ({
    id,
    name,
    tag,
    location,
  });
  const base = Date.UTC(2026, 2, 29, 0, 30); // 01:30 CET, half an hour before the change
  const booking = (
    id: string,
    bayId: string,
    name: string | null,
    startMs: number,
    hours: number,
  ): Booking => ({
    id,
    startMs,
    endMs: startMs + hours * HOUR,
    user:
      name === null
        ? null
        : { id: `u-${id}`, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` },
    location: harbour,
    bay: { id: bayId, name: null, tag: null },
  });
  return {
    account: demoAccount,
    apiKey: '',
    locations: { items: [harbour, depot], dropped: 0 },
    bays: {
      items: [
        bay('b1', 'Bay 1', 'EV'),
        bay('b2', 'Bay 2', 'EV'),
        bay('b3', 'Dock 1', null),
        bay('d1', 'Depot 1', null, depot),
      ],
      dropped: 0,
    },
    bookings: [
      booking('k1', 'b1', 'Ann Archer', base, 2),
      booking('k2', 'b2', null, base + 6 * HOUR, 1),
      booking('k3', 'b3', 'Bob Baker', base + 8 * HOUR, 3),
    ],
    settings: {
      zone: 'Europe/Berlin',
      lastLocationId: null,
      timeOfDay: null,
      theme: 'system',
      clock: 'auto',
      weekStart: 'auto',
      hideNames: false,
      namesNotice: null,
    },
    // Set up, as the real demo company's sites are, but without zones of their own: times stay in
    // the account's zone. Tests of site time give zones; tests of the note on sites take these away.
    sites: {
      'loc-h': { zone: null, hours: null },
      'loc-d': { zone: null, hours: null },
    },
  };
}
