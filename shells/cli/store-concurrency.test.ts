// Several processes on one data folder at once, as the app, the browser shell, the command line and
// scheduled reports run: no update is lost, and a Hide names switch reaches every one of them. The
// command line runs built (out/cli, plain Node); the writers are processes of their own.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, truncateSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../backend/store/open-store';
import { createSettingsStore } from '../../backend/settings/settings-store';
import { sqlite } from '../../backend/store/sqlite';
import { STORE_FILE } from '../../backend/store/open-store';
import { STORE_VERSION } from '../../backend/store/schema';
import type { StoreChanged } from '#shared/contract';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { createHttpBridge } from '../../renderer/src/bridge/http-bridge';
import { startWebShell } from '../web/server';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'store-concurrency-key-5e2a';
const cli = useDemoCli({ apiKey: KEY, now: Date.now(), folder: 'store' });
const WRITER = resolve(import.meta.dirname, '../../backend/store/testing/store-writer.ts');

/** Starts a writer process and resolves once it has opened the store. */
function startWriter(dir: string, name: string, count: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir, name, String(count)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const seen = (want: string) =>
    new Promise<void>((done, fail) => {
      lines.on('line', (line) => line === want && done());
      child.on('exit', (code) => code !== 0 && fail(new Error(`${name} exited ${code}`)));
    });
  const ready = seen('ready');
  const finished = seen('done');
  return { ready, go: () => child.stdin.end('go\n'), finished };
}

/** Every real name of the demo company's Harbour Office today, as the command line prints them. */
async function harbourToday(home: string) {
  const result = await cli.run(
    ['bookings', '--account', 'demo', '--location', 'Harbour Office', '--period', 'today'],
    { BOOKINGS_VIEWER_HOME: home },
  );
  return result;
}
const namesIn = (stdout: string): string[] =>
  (JSON.parse(stdout) as { user: { name: string | null } | null }[]).flatMap((b) =>
    b.user?.name ? [b.user.name] : [],
  );

describe('one data folder, many processes', () => {
  it('keeps every one of 4 processes × 50 updates of different keys, made at once', async () => {
    const dir = join(cli.home, 'four-writers');
    mkdirSync(dir);
    const writers = ['w1', 'w2', 'w3', 'w4'].map((w) => startWriter(dir, w, 50));
    await Promise.all(writers.map((w) => w.ready));
    for (const w of writers) w.go();
    await Promise.all(writers.map((w) => w.finished));
    const settings = createSettingsStore(openStore(dir).store);
    const sites = await settings.sites('shared');
    expect(sites.size).toBe(200);
    for (const w of ['w1', 'w2', 'w3', 'w4'])
      expect((await settings.get(w)).lastLocationId).toBe(`${w}-49`);
  }, 60_000);

  it('keeps nine `sites set` and a hide-names started at once, every command exiting 0', async () => {
    const home = join(cli.home, 'nine-sites');
    const env = { BOOKINGS_VIEWER_HOME: home };
    const list = await cli.run(['sites', 'list', '--account', 'demo'], env);
    const ids = (JSON.parse(list.stdout) as { locationId: string }[]).map((s) => s.locationId);
    expect(ids).toHaveLength(3);
    // Each of the demo company's three sites gets its zone, hours and target from three commands.
    const set = (id: string, ...change: string[]) => [
      'sites',
      'set',
      '--account',
      'demo',
      '--location',
      id,
      ...change,
    ];
    const commands = [
      ...ids.map((id) => set(id, '--zone', 'Asia/Tokyo')),
      ...ids.map((id, i) => set(id, '--days', 'mon-sat', '--hours', `0${i + 6}:00-19:00`)),
      ...ids.map((id, i) => set(id, '--target', `${10 + i}-${60 + i}`)),
      ['accounts', 'hide-names', 'demo'],
    ];
    const results = await Promise.all(commands.map((args) => cli.run(args, env)));
    for (const [i, r] of results.entries())
      expect({ command: commands[i], code: r.code, stderr: r.stderr }).toMatchObject({
        code: EXIT.ok,
      });
    const after = JSON.parse(
      (await cli.run(['sites', 'list', '--account', 'demo'], env)).stdout,
    ) as {
      locationId: string;
      settings: { zone: string; hours: ({ startMinute: number } | null)[] } | null;
      target: { low: number; high: number } | null;
    }[];
    for (const [i, id] of ids.entries()) {
      const row = after.find((r) => r.locationId === id);
      expect(row?.settings?.zone).toBe('Asia/Tokyo');
      expect(row?.settings?.hours?.[5]).toEqual({ startMinute: (i + 6) * 60, endMinute: 1140 });
      expect(row?.target).toEqual({ low: (10 + i) / 100, high: (60 + i) / 100 });
    }
    const bookings = await harbourToday(home);
    expect(bookings.code).toBe(EXIT.ok);
    expect(namesIn(bookings.stdout).every((n) => /^Person [0-9a-f]{8}$/.test(n))).toBe(true);
  }, 120_000);

  it('hides names in an open browser shell, a fresh page and the command line when the command line switches', async () => {
    const home = join(cli.home, 'web-and-cli');
    const env = { BOOKINGS_VIEWER_HOME: home };
    const before = await harbourToday(home);
    expect(namesIn(before.stdout).some((n) => !/^Person /.test(n))).toBe(true);
    const shell = await startWebShell({
      dataDir: home,
      secretStore: createMemorySecretStore(),
      log: () => undefined,
    });
    try {
      const bridgeOf = () =>
        createHttpBridge({ token: shell.token, baseUrl: `http://127.0.0.1:${shell.port}` });
      const page = bridgeOf();
      const changes: StoreChanged[] = [];
      const heard = (want: (c: StoreChanged) => boolean) =>
        new Promise<void>((done) => {
          const stop = page.onStoreChanged((change) => {
            changes.push(change);
            if (want(change)) {
              stop();
              done();
            }
          });
        });
      // The page's event stream is open once it hears another process's change.
      const listening = heard((c) => c.settingsChanged.includes('probe'));
      const other = createSettingsStore(openStore(home).store);
      await other.update('probe', { lastLocationId: 'x' });
      await listening;

      const locations = await page.listLocations({ accountId: 'demo' });
      if (!locations.ok) throw new Error(locations.error.message);
      const ids = locations.value.items.map((l) => l.id);
      // A person clicking through locations all the while: each click saves the last location.
      let clicking = true;
      const clicks = (async () => {
        for (let i = 0; clicking; i++)
          await page.updateSettings({ accountId: 'demo', lastLocationId: ids[i % ids.length]! });
      })();
      const hidden = heard((c) => c.hideNamesChanged.includes('demo'));
      const hide = await cli.run(['accounts', 'hide-names', 'demo'], env);
      expect(hide.code, hide.stderr).toBe(EXIT.ok);
      await hidden;
      clicking = false;
      await clicks;
      // One more click changes nothing in the stored setting.
      await page.updateSettings({ accountId: 'demo', lastLocationId: ids[1]! });
      expect(await other.get('demo')).toMatchObject({ hideNames: true, lastLocationId: ids[1] });

      const fresh = bridgeOf();
      const today = new Date().toISOString().slice(0, 10);
      const day = await fresh.listBookings({
        accountId: 'demo',
        locationId: ids[0]!,
        timeMin: `${today}T00:00:00Z`,
        timeMax: `${today}T23:59:59Z`,
        zone: 'UTC',
      });
      if (!day.ok) throw new Error(day.error.message);
      expect(day.value.items.length).toBeGreaterThan(0);
      for (const b of day.value.items) expect(b.user?.name ?? 'Person 0').toMatch(/^Person /);
      const after = await harbourToday(home);
      expect(after.code).toBe(EXIT.ok);
      expect(namesIn(after.stdout).every((n) => /^Person [0-9a-f]{8}$/.test(n))).toBe(true);
    } finally {
      await shell.close();
    }
  }, 60_000);
});

describe('a store that cannot be trusted hides names', () => {
  /** A folder whose demo company hides names, with the store closed (as after every command). */
  async function hiddenHome(name: string) {
    const home = join(cli.home, name);
    const hide = await cli.run(['accounts', 'hide-names', 'demo'], { BOOKINGS_VIEWER_HOME: home });
    expect(hide.code, hide.stderr).toBe(EXIT.ok);
    return home;
  }
  const raw = (home: string) => new (sqlite().DatabaseSync)(join(home, STORE_FILE));

  it.each([
    [
      'every file cut to half its size',
      (home: string) => {
        for (const file of readdirSync(home))
          truncateSync(join(home, file), Math.floor(statSync(join(home, file)).size / 2));
      },
    ],
    [
      'written by a newer app',
      (home: string) => {
        const db = raw(home);
        db.exec(`PRAGMA user_version = ${STORE_VERSION + 1}`);
        db.close();
      },
    ],
    [
      'holding a switch of the wrong type',
      (home: string) => {
        const db = raw(home);
        db.exec(`UPDATE account_settings SET hide_names = 'yes' WHERE account_id = 'demo'`);
        db.close();
      },
    ],
  ])(
    'with %s: bookings prints no real name, and says why',
    async (name, damage) => {
      const home = await hiddenHome(name.replaceAll(' ', '-'));
      damage(home);
      const result = await harbourToday(home);
      if (result.code !== EXIT.ok) {
        expect(result.stderr).toMatch(/store|settings/);
        return;
      }
      const names = namesIn(result.stdout);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((n) => /^Person [0-9a-f]{8}$/.test(n))).toBe(true);
      expect(result.stdout).not.toMatch(/@harbour\.example\.com/);
      expect(result.stderr).toMatch(/Names are hidden because/);
    },
    60_000,
  );
});
