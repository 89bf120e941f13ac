// The contract suite: one table of behaviour, run against every transport (direct dispatch and HTTP).
import { EVENT_NAMES, subscriberName } from '#shared/event-names';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllLocationsProgress,
  Bridge,
  ExportProgress,
  InsightsProgress,
  SiteList,
} from '#shared/contract';
import { addDays } from '#shared/time/civil';
import { monthOf } from '#shared/time/period';
import type { Result } from '#shared/result';
import { startDemoServer, type DemoServer } from '../../demo-api/server';
import type { SecretStore } from '../secrets/secret-store';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';
import { dataFolderBytes, editStore, filesHolding } from '../store/testing/edit-store';

/** One transport under test, set up over a data folder and a secret store. */
export interface TransportUnderTest {
  readonly bridge: Bridge;
  /** Sends an arbitrary method name and body, as a hostile or buggy renderer might. */
  raw(method: string, args: unknown): Promise<Result<unknown>>;
  /** Everything the transport and backend logged. */
  readonly logs: string[];
  /** Fetches a finished export's bytes as the renderer would (download URL or file). */
  readExport(progress: ExportProgress): Promise<string>;
  close(): Promise<void>;
}

/** Starts a transport for the suite. */
export type TransportFactory = (options: {
  dataDir: string;
  secretStore: SecretStore;
}) => Promise<TransportUnderTest>;

const COMPANY_KEY = 'company-key-7f3a9c1e5d';
const today = new Date().toISOString().slice(0, 10);

const SUBSCRIBERS = new Set<string | symbol>(EVENT_NAMES.map(subscriberName));

/** Records every Result a renderer received, so the suite can prove no key is in any of them. */
function recording(bridge: Bridge, sink: unknown[]): Bridge {
  return new Proxy(bridge, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function' || SUBSCRIBERS.has(prop)) return value;
      return async (...args: unknown[]) => {
        const result = (await (value as (...a: unknown[]) => Promise<unknown>)(...args)) as unknown;
        sink.push(result);
        return result;
      };
    },
  });
}

/** What the running test still waits for: a test that timed out names it, and its wait stops. */
const pendingWaits = new Set<string>();
let waitGeneration = 0;

/**
 * Waits for `probe` to see something, for as long as the test may run: a cap of its own would fail a
 * slow machine's run for no reason.
 */
async function waitFor<T>(probe: () => T | undefined, what: string): Promise<T> {
  pendingWaits.add(what);
  const generation = waitGeneration;
  try {
    while (generation === waitGeneration) {
      const value = probe();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`Stopped waiting for ${what}: the test had ended`);
  } finally {
    pendingWaits.delete(what);
  }
}

/** Declares the suite for one transport. */
export function defineContractSuite(
  name: string,
  makeDataDir: () => Promise<string>,
  start: TransportFactory,
): void {
  describe(`contract over ${name}`, () => {
    let dataDir: string;
    let secrets: ReturnType<typeof createMemorySecretStore>;
    let company: DemoServer;
    let transport: TransportUnderTest;
    let bridge: Bridge;
    const received: unknown[] = [];
    const progress: ExportProgress[] = [];
    let unsubscribe: () => void = () => undefined;
    // Each case that needs the company adds it itself; afterEach removes it again.
    const addCompany = async (
      label = 'Acme',
    ): Promise<{ accountId: string; locationId: string }> => {
      const added = await bridge.addAccount({ label, host: company.host, apiKey: COMPANY_KEY });
      if (!added.ok) throw new Error(`Adding the company failed: ${added.error.message}`);
      const locations = await bridge.listLocations({ accountId: added.value.id });
      const locationId = (locations.ok && locations.value.items[0]?.id) || '';
      return { accountId: added.value.id, locationId };
    };

    /** How many rows the data folder's store holds for the account, table by table. */
    const storedRows = (accountId: string) =>
      editStore(dataDir, (db) =>
        Object.fromEntries(
          (
            [
              ['accounts', 'id'],
              ['account_settings', 'account_id'],
              ['sites', 'account_id'],
              ['site_closures', 'account_id'],
            ] as const
          ).map(([table, column]) => [
            table,
            Number(
              db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(accountId)
                ?.n,
            ),
          ]),
        ),
      );

    const captured: string[] = [];
    const restore: Array<() => void> = [];
    beforeAll(async () => {
      // Capture everything written to the console or the standard streams while the suite runs.
      for (const stream of [process.stdout, process.stderr]) {
        const original = stream.write.bind(stream);
        stream.write = ((chunk: unknown, ...rest: unknown[]) => {
          captured.push(String(chunk));
          return (original as (...a: unknown[]) => boolean)(chunk, ...rest);
        }) as typeof stream.write;
        restore.push(() => (stream.write = original));
      }
      for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        const original = console[level];
        console[level] = (...args: unknown[]) => {
          captured.push(args.map(String).join(' '));
          original(...args);
        };
        restore.push(() => (console[level] = original));
      }
      dataDir = await makeDataDir();
      secrets = createMemorySecretStore();
      company = await startDemoServer({ apiKey: COMPANY_KEY, seed: 7 });
      transport = await start({ dataDir, secretStore: secrets });
      bridge = recording(transport.bridge, received);
      unsubscribe = bridge.onExportProgress((p) => {
        progress.push(p);
        received.push(p);
      });
    });
    afterEach(async () => {
      const waits = [...pendingWaits].join(', ');
      pendingWaits.clear();
      waitGeneration++;
      company.setFaults({});
      const list = await transport.bridge.listAccounts({});
      for (const account of list.ok ? list.value.accounts : [])
        if (!account.isDemo) await transport.bridge.removeAccount({ accountId: account.id });
      await transport.bridge.updateSettings({ accountId: 'demo', theme: 'system' });
      if (waits) throw new Error(`The test ended while still waiting for ${waits}`);
    });
    afterAll(async () => {
      for (const undo of restore.splice(0)) undo();
      unsubscribe();
      await transport?.close();
      await company?.close();
    });

    it('tells what app is running', async () => {
      const info = await bridge.getAppInfo({});
      expect(info).toMatchObject({ ok: true, value: { version: expect.any(String) } });
    });

    it('takes the interface’s language for the shell’s own words, and refuses one it is not written in', async () => {
      expect(await bridge.setInterfaceLanguage({ language: 'fr' })).toEqual({
        ok: true,
        value: null,
      });
      expect(await transport.raw('setInterfaceLanguage', { language: 'es' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
      expect(await bridge.setInterfaceLanguage({ language: 'en' })).toEqual({
        ok: true,
        value: null,
      });
    });

    it('lists the demo company first, with no warning', async () => {
      const list = await bridge.listAccounts({});
      expect(list).toMatchObject({ ok: true, value: { warning: null } });
      if (!list.ok) return;
      expect(list.value.accounts[0]).toMatchObject({
        id: 'demo',
        label: 'Demo company',
        isDemo: true,
      });
    });

    it('reads the demo company without any set-up', async () => {
      const locations = await bridge.listLocations({ accountId: 'demo' });
      expect(locations.ok).toBe(true);
      if (!locations.ok) return;
      expect(locations.value.items.length).toBeGreaterThanOrEqual(1);
      const demoLocationId = locations.value.items[0]?.id ?? '';
      const bays = await bridge.listBays({ accountId: 'demo' });
      expect(bays.ok && bays.value.items.length).toBeGreaterThan(0);
      const bookings = await bridge.listBookings({
        accountId: 'demo',
        locationId: demoLocationId,
        timeMin: `${today}T00:00:00Z`,
        timeMax: `${today}T23:59:59Z`,
        zone: 'UTC',
      });
      expect(bookings.ok && Array.isArray(bookings.value.items)).toBe(true);
    });

    it.each([
      ['an unknown method', 'dropDatabase', {}],
      ['missing arguments', 'listLocations', {}],
      ['a wrong type', 'listLocations', { accountId: 42 }],
      [
        'a malformed instant',
        'listBookings',
        { accountId: 'demo', locationId: 'l', timeMin: 'yesterday', timeMax: 'x', zone: 'UTC' },
      ],
      ['not an object', 'listAccounts', 'hello'],
    ])('refuses %s with invalid-argument', async (_what, method, args) => {
      expect(await transport.raw(method, args)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
    });

    it.each([
      [
        'an unknown time zone',
        'updateSettings',
        { accountId: 'demo', zone: 'Mars/Olympus' },
        'zone: Unknown time zone.',
      ],
      [
        'a day that does not exist',
        'startExport',
        {
          accountId: 'demo',
          locationId: 'l',
          from: '2026-02-30',
          to: '2026-03-01',
          zone: 'UTC',
        },
        'from: Expected a date as YYYY-MM-DD.',
      ],
    ])('refuses %s, saying which argument', async (_what, method, args, message) => {
      expect(await transport.raw(method, args)).toEqual({
        ok: false,
        error: { kind: 'invalid-argument', message },
      });
    });

    it.each([
      ['a wrong key', () => company.host, 'wrong-key-000', 'auth'],
      ['a key too short to be real', () => company.host, 'x', 'invalid-key'],
      ['a host with a scheme', () => `https://${company.host}`, COMPANY_KEY, 'invalid-argument'],
      ['a host nobody answers on', () => '127.0.0.1:1', COMPANY_KEY, 'network'],
    ])('refuses to add an account with %s, saving nothing', async (_what, host, apiKey, kind) => {
      const result = await bridge.addAccount({ label: 'Acme', host: host(), apiKey });
      expect(result).toMatchObject({ ok: false, error: { kind } });
      expect(secrets.entries.size).toBe(0);
      const list = await bridge.listAccounts({});
      expect(list.ok && list.value.accounts.length).toBe(1);
    });

    it('tests a connection without saving it', async () => {
      expect(
        await bridge.testConnection({ host: company.host, apiKey: COMPANY_KEY }),
      ).toMatchObject({
        ok: true,
        value: { locationCount: expect.any(Number) },
      });
      expect(secrets.entries.size).toBe(0);
    });

    it('adds an account after checking it, keeping the key only in the secret store', async () => {
      const added = await bridge.addAccount({
        label: 'Acme',
        host: company.host,
        apiKey: COMPANY_KEY,
      });
      expect(added).toMatchObject({
        ok: true,
        value: { label: 'Acme', host: company.host, isDemo: false },
      });
      if (!added.ok) return;
      const accountId = added.value.id;
      // The entry holds the key bound to the host it was checked against.
      expect(JSON.parse(secrets.entries.get(accountId) ?? '')).toEqual({
        v: 1,
        host: company.host,
        apiKey: COMPANY_KEY,
      });
      const list = await bridge.listAccounts({});
      expect(list.ok && list.value.accounts.map((a) => a.id)).toEqual(['demo', accountId]);
      expect(await bridge.testAccount({ accountId })).toMatchObject({ ok: true });
    });

    it('renames accounts but never the demo company', async () => {
      const { accountId } = await addCompany();
      expect(await bridge.renameAccount({ accountId, label: 'Acme Ltd' })).toMatchObject({
        ok: true,
        value: { label: 'Acme Ltd' },
      });
      expect(await bridge.renameAccount({ accountId: 'demo', label: 'x' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
      expect(await bridge.removeAccount({ accountId: 'demo' })).toMatchObject({ ok: false });
      expect(await bridge.renameAccount({ accountId: 'nope', label: 'x' })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    });

    it('keeps settings per account (zone, last location, hours of the day), and the theme, clock and week start globally', async () => {
      const { accountId } = await addCompany();
      expect(await bridge.getSettings({ accountId })).toEqual({
        ok: true,
        value: {
          zone: null,
          lastLocationId: null,
          timeOfDay: null,
          theme: 'system',
          clock: 'auto',
          weekStart: 'auto',
          hideNames: false,
          namesNotice: null,
        },
      });
      await bridge.updateSettings({
        accountId,
        zone: 'Europe/Paris',
        lastLocationId: 'loc-1',
        timeOfDay: { startMinute: 420, endMinute: 1140 },
      });
      await bridge.updateSettings({ accountId: 'demo', theme: 'dark', clock: '12h' });
      await bridge.updateSettings({ accountId: 'demo', weekStart: 'sunday' });
      expect(await bridge.getSettings({ accountId })).toEqual({
        ok: true,
        value: {
          zone: 'Europe/Paris',
          lastLocationId: 'loc-1',
          timeOfDay: { startMinute: 420, endMinute: 1140 },
          theme: 'dark',
          clock: '12h',
          weekStart: 'sunday',
          hideNames: false,
          namesNotice: null,
        },
      });
      expect(await bridge.updateSettings({ accountId, zone: 'Mars/Olympus' })).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
      // Hours that end before they start are refused, not saved.
      expect(
        await bridge.updateSettings({ accountId, timeOfDay: { startMinute: 600, endMinute: 60 } }),
      ).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
      // A value the type forbids, as a stale or hostile renderer could send it.
      const badClock = { accountId, clock: '36h' } as unknown as { accountId: string };
      expect(await bridge.updateSettings(badClock)).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
      expect(await bridge.getSettings({ accountId: 'gone' })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    });

    it('cancels a call all the way to the upstream request', async () => {
      const { accountId, locationId } = await addCompany();
      company.setFaults({ latencyMs: 10_000 });
      company.resetStats();
      const controller = new AbortController();
      const pending = bridge.listBookings(
        {
          accountId,
          locationId,
          timeMin: `${today}T00:00:00Z`,
          timeMax: `${today}T23:59:59Z`,
          zone: 'UTC',
        },
        controller.signal,
      );
      await waitFor(
        () => (company.stats.bookingsRequests > 0 ? true : undefined),
        'the upstream request',
      );
      controller.abort();
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      await waitFor(() => (company.stats.aborted > 0 ? true : undefined), 'the upstream abort');
      company.setFaults({});
    });

    it('exports a CSV in the background with progress events', async () => {
      const { accountId, locationId } = await addCompany();
      const started = await bridge.startExport({
        accountId,
        locationId,
        from: today,
        to: today,
        zone: 'UTC',
      });
      expect(started).toMatchObject({
        ok: true,
        value: { exportId: expect.any(String), fileName: expect.stringMatching(/\.csv$/) },
      });
      if (!started.ok || !started.value) return;
      const { exportId } = started.value;
      const done = await waitFor(
        () => progress.find((p) => p.exportId === exportId && p.state !== 'running'),
        'the export to finish',
      );
      expect(done).toMatchObject({ state: 'done', percent: 100, error: null });
      // The demo's texts all fit: nothing cut, nothing replaced, and the result says so.
      expect(done).toMatchObject({ cellsCut: 0, charactersReplaced: 0 });
      expect(done.rows).toBeGreaterThan(0);
      const csv = await transport.readExport(done);
      expect(csv.split('\r\n').filter(Boolean).length).toBe(done.rows + 1);
      expect(await bridge.cancelExport({ exportId: 'no-such-export' })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
    });

    it('cancels a running export', async () => {
      const { accountId, locationId } = await addCompany();
      company.setFaults({ latencyMs: 10_000 });
      const started = await bridge.startExport({
        accountId,
        locationId,
        from: today,
        to: today,
        zone: 'UTC',
      });
      if (!started.ok || !started.value) throw new Error('export did not start');
      const { exportId } = started.value;
      expect(await bridge.cancelExport({ exportId })).toEqual({ ok: true, value: null });
      const end = await waitFor(
        () => progress.find((p) => p.exportId === exportId && p.state !== 'running'),
        'the export to stop',
      );
      expect(end.state).toBe('cancelled');
      company.setFaults({});
    });

    it('computes insights over a fortnight, fetched in chunks, with progress under its id', async () => {
      const { accountId, locationId } = await addCompany();
      const heard: InsightsProgress[] = [];
      const off = bridge.onInsightsProgress((p) => heard.push(p));
      const from = addDays(today, -13);
      const insights = await bridge.getInsights({
        accountId,
        locationId,
        from,
        to: today,
        zone: 'Europe/London',
        filter: { tags: null, search: null, timeOfDay: null },
        progressId: 'fortnight-1',
      });
      expect(insights.ok).toBe(true);
      if (!insights.ok) return;
      const value = insights.value;
      expect(value.days.map((d) => d.date)).toEqual(
        Array.from({ length: 14 }, (_, i) => addDays(from, i)),
      );
      expect(value.weekdayHours).toHaveLength(7 * 24);
      expect(value.totals.bookings).toBeGreaterThan(0);
      expect(value.bayUse.reduce((n, b) => n + b.bookings, 0)).toBe(value.totals.bookings);
      expect(value.totals.occupiedMs).toBeLessThanOrEqual(value.totals.availableMs);
      const last = await waitFor(
        () => heard.find((p) => p.percent === 100),
        'the last insights progress event',
      );
      off();
      expect(last).toEqual({
        progressId: 'fortnight-1',
        percent: 100,
        bookings: expect.any(Number),
      });
      expect(heard.every((p) => p.progressId === 'fortnight-1')).toBe(true);
    });

    it('computes every site’s trend by month, with progress under its id', async () => {
      const { accountId } = await addCompany();
      const heard: InsightsProgress[] = [];
      const off = bridge.onInsightsProgress((p) => heard.push(p));
      const from = monthOf(today, 2).from;
      const to = monthOf(today, 0).to;
      const trends = await bridge.getTrends({
        accountId,
        allLocations: true,
        unit: 'month',
        from,
        to,
        zone: 'UTC',
        progressId: 'trend-1',
      });
      const locations = await bridge.listLocations({ accountId });
      expect(trends.ok && locations.ok).toBe(true);
      if (!trends.ok || !locations.ok) return;
      expect(trends.value.sites.map((s) => s.locationId)).toEqual(
        locations.value.items.map((l) => l.id),
      );
      for (const site of trends.value.sites) {
        expect(site.buckets.map((b) => [b.from, b.to])).toEqual(
          [2, 1, 0].map((back) => [monthOf(today, back).from, monthOf(today, back).to]),
        );
        expect(site.buckets.map((b) => b.previous === null)).toEqual([true, false, false]);
      }
      expect(trends.value.sites.some((s) => s.buckets.some((b) => b.bookings > 0))).toBe(true);
      const last = await waitFor(
        () => heard.find((p) => p.progressId === 'trend-1' && p.percent === 100),
        'the last trend progress event',
      );
      off();
      expect(last.bookings).toBeGreaterThan(0);
    });

    it('forecasts the weeks ahead of every site of the demo company, closed days as closed', async () => {
      const heard: InsightsProgress[] = [];
      const off = bridge.onInsightsProgress((p) => heard.push(p));
      const forecast = await bridge.getForecast({
        accountId: 'demo',
        allLocations: true,
        from: today,
        zone: 'UTC',
        siteTime: true,
        progressId: 'forecast-1',
      });
      const locations = await bridge.listLocations({ accountId: 'demo' });
      expect(forecast.ok && locations.ok).toBe(true);
      if (!forecast.ok || !locations.ok) return;
      expect(forecast.value).toMatchObject({
        from: today,
        to: addDays(today, 27),
        historyWeeks: 12,
      });
      expect(forecast.value.sites.map((s) => s.locationId)).toEqual(
        locations.value.items.map((l) => l.id),
      );
      for (const { result } of forecast.value.sites) {
        expect(result.ok).toBe(true);
        if (!result.ok) continue;
        expect(result.value.days).toHaveLength(28);
        // The demo's sites are open on weekdays: its weekends are closed, not 0.
        for (const day of result.value.days.filter((d) => d.weekday >= 6))
          expect(day).toMatchObject({ status: 'closed', expectedPeak: null });
        expect(result.value.method).not.toBeNull();
        expect(result.value.days.some((d) => d.expectedPeak !== null)).toBe(true);
      }
      const last = await waitFor(
        () => heard.find((p) => p.progressId === 'forecast-1' && p.percent === 100),
        'the last forecast progress event',
      );
      off();
      expect(last.bookings).toBeGreaterThan(0);
    });

    it('counts every location in one call, each row sent under its id as it is counted', async () => {
      const { accountId } = await addCompany();
      const heard: AllLocationsProgress[] = [];
      const off = bridge.onAllLocationsProgress((p) => heard.push(p));
      const all = await bridge.getAllLocations({
        accountId,
        from: addDays(today, -6),
        to: today,
        zone: 'UTC',
        progressId: 'all-1',
      });
      const locations = await bridge.listLocations({ accountId });
      expect(all.ok && locations.ok).toBe(true);
      if (!all.ok || !locations.ok) return;
      const ids = locations.value.items.map((l) => l.id);
      expect(all.value.rows.map((r) => r.locationId)).toEqual(ids);
      for (const row of all.value.rows) {
        expect(row.result.ok).toBe(true);
        if (row.result.ok) expect(row.result.value.figures.perDay).toHaveLength(7);
      }
      expect(
        all.value.rows.reduce((n, r) => n + (r.result.ok ? r.result.value.figures.bookings : 0), 0),
      ).toBeGreaterThan(0);
      // Every row reaches the page before the answer does: the table fills in as they come.
      const rows = heard.filter((p) => p.progressId === 'all-1' && p.row);
      off();
      expect(rows.map((p) => p.row?.locationId)).toEqual(ids);
    });

    it('ranks the people of every location, and opens one with their bookings at each site', async () => {
      const { accountId } = await addCompany();
      const period = { from: addDays(today, -6), to: today, zone: 'UTC', siteTime: true };
      const people = await bridge.getPeople({ accountId, allLocations: true, ...period });
      expect(people.ok).toBe(true);
      if (!people.ok) return;
      const [heaviest] = people.value.people;
      expect(heaviest?.bookings).toBeGreaterThan(0);
      const opened = await bridge.getPersonBookings({
        accountId,
        allLocations: true,
        ...period,
        person: heaviest?.key ?? '',
      });
      expect(opened.ok).toBe(true);
      if (!opened.ok) return;
      expect(opened.value.person).toEqual(heaviest);
      expect(opened.value.bookings).toHaveLength(heaviest?.bookings ?? -1);
      expect(opened.value.sites).toHaveLength(heaviest?.sites ?? -1);
      const refused = await transport.raw('getPersonBookings', {
        accountId,
        allLocations: true,
        ...period,
        person: 'someone',
      });
      expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    });

    it('cancels insights all the way to the upstream requests', async () => {
      const { accountId, locationId } = await addCompany();
      company.setFaults({ latencyMs: 10_000 });
      company.resetStats();
      const controller = new AbortController();
      const pending = bridge.getInsights(
        { accountId, locationId, from: addDays(today, -60), to: today, zone: 'UTC' },
        controller.signal,
      );
      await waitFor(
        () => (company.stats.bookingsRequests > 0 ? true : undefined),
        'the first chunk request',
      );
      controller.abort();
      expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
      await waitFor(() => (company.stats.aborted > 0 ? true : undefined), 'the upstream abort');
      company.setFaults({});
    });

    it('fails insights with the precise error of a chunk that cannot be read', async () => {
      const { accountId, locationId } = await addCompany();
      company.setFaults({ malformedJson: true });
      const result = await bridge.getInsights({
        accountId,
        locationId,
        from: addDays(today, -20),
        to: today,
        zone: 'UTC',
      });
      company.setFaults({});
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
      if (!result.ok) expect(result.error.message).not.toContain(COMPANY_KEY);
    });

    it('names the days of the one chunk that failed, and goes on from it when asked again', async () => {
      const { accountId, locationId } = await addCompany();
      const from = addDays(today, -20);
      const failingDay = addDays(today, -10);
      company.setFaults({
        failBookingsAtMs: Date.parse(`${failingDay}T12:00:00Z`),
        failureStatus: 400,
      });
      const args = { accountId, locationId, from, to: today, zone: 'UTC' };
      const failed = await bridge.getInsights(args);
      company.setFaults({});
      expect(failed).toMatchObject({ ok: false, error: { kind: 'bad-request' } });
      if (failed.ok) return;
      const days =
        /^The bookings of (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d) could not be fetched\. \S/.exec(
          failed.error.message,
        );
      expect(days, failed.error.message).not.toBeNull();
      expect(days![1]! <= failingDay && failingDay <= days![2]!).toBe(true);
      expect(days![1]! > from || days![2]! < today).toBe(true);
      expect(failed.error.message).toContain('Injected failure');
      // Try again goes on from the failed chunk, and counts exactly what a clean run counts.
      company.resetStats();
      const retried = await bridge.getInsights(args);
      const retryRequests = company.stats.bookingsRequests;
      company.resetStats();
      const clean = await bridge.getInsights(args);
      expect(retried).toMatchObject({ ok: true });
      expect(retried).toEqual(clean);
      expect(retryRequests).toBeLessThan(company.stats.bookingsRequests);
    });

    it('exports a summary by tag through startExport, as the view’s Export summary does', async () => {
      const { accountId, locationId } = await addCompany();
      const started = await bridge.startExport({
        accountId,
        locationId,
        from: addDays(today, -6),
        to: today,
        zone: 'UTC',
        delimiter: ';',
        report: { kind: 'summary', by: 'tag' },
      });
      expect(started).toMatchObject({
        ok: true,
        value: { fileName: expect.stringMatching(/^summary-by-tag-.*\.csv$/) },
      });
      if (!started.ok || !started.value) return;
      const { exportId } = started.value;
      const done = await waitFor(
        () => progress.find((p) => p.exportId === exportId && p.state !== 'running'),
        'the summary to finish',
      );
      expect(done).toMatchObject({ state: 'done', percent: 100, error: null });
      const csv = await transport.readExport(done);
      const lines = csv.split('\r\n').filter(Boolean);
      // A download read as text loses its BOM; the file on disk keeps it.
      expect(lines[0]?.replace(/^\ufeff/, '')).toBe(
        'bay_tag;bays;bookings;booked_minutes;occupied_minutes;available_minutes;utilisation;bays_needed_p95',
      );
      expect(lines.length - 1).toBe(done.rows);
      expect(done.rows).toBeGreaterThan(0);
    });

    it('exports every location’s bookings into one CSV, and refuses a workbook of them', async () => {
      const { accountId, locationId } = await addCompany();
      const period = { accountId, locationId, from: addDays(today, -2), to: today, zone: 'UTC' };
      const started = await bridge.startExport({ ...period, allLocations: true });
      expect(started).toMatchObject({
        ok: true,
        value: { fileName: expect.stringMatching(/^bookings-all-locations-.*\.csv$/) },
      });
      if (!started.ok || !started.value) return;
      const { exportId } = started.value;
      const done = await waitFor(
        () => progress.find((p) => p.exportId === exportId && p.state !== 'running'),
        'the export of every location to finish',
      );
      expect(done).toMatchObject({ state: 'done', error: null });
      const rows = (await transport.readExport(done)).split('\r\n').filter(Boolean).slice(1);
      expect(rows.length).toBe(done.rows);
      // More than one location's name in the location column (the second field).
      expect(new Set(rows.map((r) => r.split(',')[1])).size).toBeGreaterThan(1);
      expect(
        await bridge.startExport({ ...period, allLocations: true, format: 'xlsx' }),
      ).toMatchObject({
        ok: false,
        error: { kind: 'invalid-argument' },
      });
    });

    it('writes the report workbook through startExport, as an Excel file named report-…', async () => {
      const { accountId, locationId } = await addCompany();
      const started = await bridge.startExport({
        accountId,
        locationId,
        from: addDays(today, -6),
        to: today,
        zone: 'UTC',
        report: { kind: 'workbook', withBookings: true },
      });
      expect(started).toMatchObject({
        ok: true,
        value: { fileName: expect.stringMatching(/^report-.*\.xlsx$/) },
      });
      if (!started.ok || !started.value) return;
      const { exportId } = started.value;
      const done = await waitFor(
        () => progress.find((p) => p.exportId === exportId && p.state !== 'running'),
        'the report to finish',
      );
      expect(done).toMatchObject({ state: 'done', percent: 100, error: null });
      expect(done).toMatchObject({ cellsCut: 0, charactersReplaced: 0 });
      // An .xlsx is a zip: its first bytes are the local file header's "PK".
      expect((await transport.readExport(done)).startsWith('PK')).toBe(true);
    });

    it('refuses insights over more than 366 days, saying so', async () => {
      expect(
        await transport.raw('getInsights', {
          accountId: 'demo',
          locationId: 'l',
          from: '2025-01-01',
          to: '2026-01-02',
          zone: 'UTC',
        }),
      ).toEqual({
        ok: false,
        error: {
          kind: 'invalid-argument',
          message: 'to: Insights cover at most 366 days; this period has 367.',
        },
      });
    });

    it('refuses a trend by month that starts mid-month, saying which day to give', async () => {
      expect(
        await transport.raw('getTrends', {
          accountId: 'demo',
          locationId: 'l',
          unit: 'month',
          from: '2026-01-15',
          to: '2026-03-31',
          zone: 'UTC',
        }),
      ).toEqual({
        ok: false,
        error: {
          kind: 'invalid-argument',
          message:
            'from: Trends by month count whole calendar months: start on the first day of a month (2026-01-01 rather than 2026-01-15).',
        },
      });
    });

    it('changes only what a site change names, and refuses ids that are not the account’s locations by name', async () => {
      const { accountId, locationId } = await addCompany();
      const band = { low: 0.5, high: 0.8 };
      await bridge.updateSites({ accountId, sites: [{ locationId, target: band }] });
      const listed = await bridge.updateSites({
        accountId,
        sites: [{ locationId, zone: 'Europe/Paris' }],
      });
      expect(listed.ok && listed.value.sites.find((s) => s.locationId === locationId)).toEqual({
        locationId,
        name: expect.any(String),
        settings: { zone: 'Europe/Paris', hours: null, target: band, holidays: null },
        invalidZone: null,
        closures: [],
      });
      for (const id of ['__proto__', 'constructor', 'no-such-site'])
        expect(
          await bridge.updateSites({ accountId, sites: [{ locationId: id, zone: 'Asia/Tokyo' }] }),
        ).toEqual({
          ok: false,
          error: { kind: 'not-found', message: expect.stringContaining(`no location "${id}"`) },
        });
    });

    it('sets a site’s holiday calendar as the library spells it, refusing an unknown one by name', async () => {
      const { accountId, locationId } = await addCompany();
      const site = (list: SiteList) => list.sites.find((s) => s.locationId === locationId);
      const set = await bridge.updateSites({
        accountId,
        sites: [{ locationId, zone: 'Europe/Berlin', holidays: 'de-by' }],
      });
      expect(set.ok && site(set.value)?.settings?.holidays).toBe('DE-BY');
      expect(
        await bridge.updateSites({ accountId, sites: [{ locationId, holidays: 'XX-YY' }] }),
      ).toEqual({
        ok: false,
        error: {
          kind: 'invalid-argument',
          message: expect.stringContaining('There is no holiday calendar "XX-YY"'),
        },
      });
      // A change that leaves it out keeps it; null removes it.
      const zone = await bridge.updateSites({
        accountId,
        sites: [{ locationId, zone: 'Europe/Vienna' }],
      });
      expect(zone.ok && site(zone.value)?.settings?.holidays).toBe('DE-BY');
      const none = await bridge.updateSites({ accountId, sites: [{ locationId, holidays: null }] });
      expect(none.ok && site(none.value)?.settings).toMatchObject({
        zone: 'Europe/Vienna',
        holidays: null,
      });
      const calendars = await bridge.listHolidayCalendars({});
      expect(calendars.ok && calendars.value.calendars).toContainEqual({
        code: 'GB-ENG',
        country: 'United Kingdom',
        region: 'England',
      });
    });

    it('closes a site on whole days with a reason, refuses an overlap, and reopens it saying what it removed', async () => {
      const { accountId, locationId } = await addCompany();
      const site = (list: SiteList) => list.sites.find((s) => s.locationId === locationId);
      const resurfacing = { from: '2026-06-05', to: '2026-06-05', reason: 'Resurfacing' };
      const listed = await bridge.listSites({ accountId });
      expect(listed.ok && site(listed.value)?.closures).toEqual([]);
      const closed = await bridge.closeSite({ accountId, locationId, ...resurfacing });
      expect(closed.ok && site(closed.value)?.closures).toEqual([resurfacing]);
      expect(
        await bridge.closeSite({
          accountId,
          locationId,
          from: '2026-06-01',
          to: '2026-06-30',
          reason: 'June',
        }),
      ).toEqual({
        ok: false,
        error: {
          kind: 'invalid-argument',
          message: expect.stringContaining('is already closed on 2026-06-05 (Resurfacing)'),
        },
      });
      for (const [args, words] of [
        [{ from: '2026-06-09', to: '2026-06-08', reason: 'x' }, 'before the first'],
        [{ from: '2026-01-01', to: '2027-01-02', reason: 'x' }, 'at most 366 days'],
        [{ from: '2026-06-09', reason: '  ' }, 'Say why the site is closed'],
        [{ from: '2026-06-09', reason: 'x'.repeat(201) }, '200 characters'],
        [{ from: '2026-06-09', reason: 'a\u001b[2Jb' }, 'one line of plain text'],
        [{ from: '2026-02-30', reason: 'x' }, 'YYYY-MM-DD'],
      ] as const)
        expect(await bridge.closeSite({ accountId, locationId, ...args })).toEqual({
          ok: false,
          error: { kind: 'invalid-argument', message: expect.stringContaining(words) },
        });
      expect(
        await bridge.closeSite({ accountId, locationId: 'no-such-site', ...resurfacing }),
      ).toMatchObject({ ok: false, error: { kind: 'not-found' } });
      const reopened = await bridge.reopenSite({ accountId, locationId, from: '2026-06-05' });
      expect(reopened.ok && reopened.value.removed).toEqual([resurfacing]);
      expect(reopened.ok && site(reopened.value)?.closures).toEqual([]);
      expect(await bridge.reopenSite({ accountId, locationId, from: '2026-06-05' })).toEqual({
        ok: false,
        error: {
          kind: 'not-found',
          message: expect.stringContaining('has no closure on 2026-06-05, so nothing was reopened'),
        },
      });
    });

    it('gives the clock a view counts on: the site’s zone, hours, holidays and closures of its days', async () => {
      const { accountId, locationId } = await addCompany();
      const hours = [null, null, null, null, { startMinute: 480, endMinute: 1080 }, null, null];
      await bridge.updateSites({
        accountId,
        sites: [{ locationId, zone: 'Europe/London', hours, holidays: 'GB-ENG' }],
      });
      await bridge.closeSite({ accountId, locationId, from: '2026-06-05', reason: 'Resurfacing' });
      const days = { from: '2026-05-25', to: '2026-06-07', zone: 'Asia/Tokyo' };
      const clock = await bridge.getSiteClock({ accountId, locationId, ...days, siteTime: true });
      expect(clock).toEqual({
        ok: true,
        value: {
          zone: 'Europe/London',
          site: {
            zone: 'Europe/London',
            hours,
            closed: [
              { date: '2026-05-25', kind: 'holiday', reason: 'Spring bank holiday' },
              { date: '2026-06-05', kind: 'closure', reason: 'Resurfacing' },
            ],
          },
        },
      });
      // A fixed zone reads the days in it; days far from any closed one carry none.
      const later = await bridge.getSiteClock({
        accountId,
        locationId,
        from: '2026-07-01',
        to: '2026-07-02',
        zone: 'Asia/Tokyo',
      });
      expect(later).toEqual({
        ok: true,
        value: { zone: 'Asia/Tokyo', site: { zone: 'Europe/London', hours } },
      });
      expect(
        await bridge.getSiteClock({ accountId, locationId, ...days, from: '2026-06-09' }),
      ).toMatchObject({ ok: false, error: { kind: 'invalid-argument' } });
    });

    it('keeps schedules and the mail relay: the password goes in and never comes back out', async () => {
      const report = {
        account: 'demo',
        kind: 'people',
        location: null,
        period: 'last-week',
        format: 'csv',
        language: 'fr',
      } as const;
      const schedule = {
        name: 'Weekly people',
        report,
        rhythm: 'monday',
        at: '07:00',
        zone: 'Europe/Paris',
        recipients: ['ann@acme.test'],
      } as const;
      expect(await bridge.addSchedule(schedule)).toMatchObject({
        ok: true,
        value: { name: 'Weekly people', accountLabel: 'Demo company', paused: false },
      });
      expect(await bridge.setSchedulePaused({ name: 'Weekly people', paused: true })).toMatchObject(
        { ok: true, value: { paused: true, nextRun: null } },
      );
      expect(await bridge.listSchedules({})).toMatchObject({
        ok: true,
        value: { schedules: [{ name: 'Weekly people', paused: true, lastDelivery: null }] },
      });
      expect(await bridge.addSchedule({ ...schedule, recipients: ['ann'] })).toMatchObject({
        ok: false,
        error: {
          kind: 'invalid-argument',
          message: 'recipients.0: "ann" is not an e-mail address.',
        },
      });
      const relay = {
        host: '127.0.0.1',
        port: 2525,
        from: 'bv@acme.test',
        security: 'none',
      } as const;
      const password = 'relay-secret-93f1';
      expect(await bridge.saveMailSettings({ ...relay, user: 'reports', password })).toMatchObject({
        ok: true,
        value: { user: 'reports', passwordSaved: true },
      });
      const read = await bridge.getMailSettings({});
      expect(read).toMatchObject({ ok: true, value: { settings: { passwordSaved: true } } });
      expect(JSON.stringify(read)).not.toContain(password);
      expect(await filesHolding(dataDir, password)).toEqual([]);
      expect(await bridge.removeSchedule({ name: 'Weekly people' })).toEqual({
        ok: true,
        value: null,
      });
      expect(await bridge.saveMailSettings({ ...relay, user: null })).toMatchObject({
        ok: true,
        value: { passwordSaved: false },
      });
    });

    it('removes an account with its key and settings', async () => {
      const { accountId, locationId } = await addCompany();
      await bridge.updateSettings({ accountId, zone: 'Europe/Paris' });
      await bridge.updateSites({ accountId, sites: [{ locationId, zone: 'Europe/Paris' }] });
      await bridge.closeSite({ accountId, locationId, from: '2026-06-05', reason: 'Resurfacing' });
      expect(storedRows(accountId)).toEqual({
        accounts: 1,
        account_settings: 1,
        sites: 1,
        site_closures: 1,
      });
      expect(await bridge.removeAccount({ accountId })).toEqual({ ok: true, value: null });
      expect(secrets.entries.has(accountId)).toBe(false);
      const list = await bridge.listAccounts({});
      expect(list.ok && list.value.accounts.map((a) => a.id)).toEqual(['demo']);
      expect(await bridge.listLocations({ accountId })).toMatchObject({
        ok: false,
        error: { kind: 'not-found' },
      });
      expect(storedRows(accountId)).toEqual({
        accounts: 0,
        account_settings: 0,
        sites: 0,
        site_closures: 0,
      });
      expect(await filesHolding(dataDir, COMPANY_KEY)).toEqual([]);
    });

    it('never lets a key reach the renderer, the data files or the logs', async () => {
      // Its own traffic, failures included, on top of whatever the other cases sent.
      await bridge.addAccount({ label: 'Wrong', host: company.host, apiKey: 'wrong-key-000' });
      const { accountId, locationId } = await addCompany();
      await bridge.testAccount({ accountId });
      await bridge.listBays({ accountId });
      await bridge.listBookings({
        accountId,
        locationId,
        timeMin: `${today}T00:00:00Z`,
        timeMax: `${today}T23:59:59Z`,
        zone: 'UTC',
      });
      await bridge.listLocations({ accountId: 'demo' });
      company.setFaults({ failureRate: 1, failureStatus: 500 });
      await bridge.testAccount({ accountId });
      // The store, its -wal and -shm files and anything else in the data folder, byte by byte.
      const files = Object.values(await dataFolderBytes(dataDir));
      expect(files.length).toBeGreaterThan(0);
      const everything = [JSON.stringify(received), ...files, ...transport.logs, ...captured].join(
        '\n',
      );
      expect(received.length).toBeGreaterThan(7);
      expect(everything).not.toContain(COMPANY_KEY);
      expect(everything).not.toContain('wrong-key-000');
      expect(everything).not.toMatch(/demo-[0-9a-f]{24}/); // the demo company's random key
    });
  });

  describe(`contract over ${name} without a keychain`, () => {
    let transport: TransportUnderTest;
    let company: DemoServer;
    beforeAll(async () => {
      company = await startDemoServer({ apiKey: COMPANY_KEY });
      transport = await start({
        dataDir: await makeDataDir(),
        secretStore: createMemorySecretStore({
          unavailableReason: 'No keychain service is running.',
        }),
      });
    });
    afterAll(async () => {
      await transport?.close();
      await company?.close();
    });

    it('says plainly why an account cannot be added, and the demo company still works', async () => {
      const result = await transport.bridge.addAccount({
        label: 'Acme',
        host: company.host,
        apiKey: COMPANY_KEY,
      });
      // Each shell may word the keychain's own reason (the desktop app's keytar store adds what to
      // do on Linux); what every shell must say is the host, that nothing was added, and the reason.
      expect(result).toEqual({
        ok: false,
        error: {
          kind: 'keychain-unavailable',
          message: expect.stringMatching(
            new RegExp(
              `^The connection to ${escapeRegExp(company.host)} works, but its API key cannot be kept in this computer's keychain, so the account was not added\\. .*No keychain service is running\\.`,
            ),
          ),
        },
      });
      expect(await transport.bridge.listLocations({ accountId: 'demo' })).toMatchObject({
        ok: true,
      });
    });

    // Test and Add run one sequence: the key's length, then the connection, then the keychain. With
    // no keychain at all, each earlier problem is still the one reported, in the same words by both.
    it.each([
      [
        'a 1-character key',
        () => company.host,
        'x',
        'invalid-key',
        /^The API key for 127\.0\.0\.1:\d+ is too short \(1 character\)/,
      ],
      [
        'a 3-character key',
        () => company.host,
        'abc',
        'invalid-key',
        /for 127\.0\.0\.1:\d+ is too short \(3 characters\)/,
      ],
      [
        'a host with a path',
        () => `${company.host}/api`,
        COMPANY_KEY,
        'invalid-argument',
        /^Check the company host "127\.0\.0\.1:\d+\/api": /,
      ],
      ['a host nobody answers on', () => '127.0.0.1:1', COMPANY_KEY, 'network', /127\.0\.0\.1:1/],
      ['a wrong key', () => company.host, 'wrong-key-000', 'auth', /refused by 127\.0\.0\.1:\d+/],
    ])(
      'with %s, Test and Add give the same answer, naming the host, before the keychain',
      async (_what, host, apiKey, kind, message) => {
        const tested = await transport.bridge.testConnection({ host: host(), apiKey });
        const added = await transport.bridge.addAccount({ label: 'Acme', host: host(), apiKey });
        expect(tested).toMatchObject({
          ok: false,
          error: { kind, message: expect.stringMatching(message) },
        });
        expect(added).toEqual(tested);
      },
    );
  });
}

/** Text matched literally inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}
