// Hidden names end to end through the backend, against the built-in demo company: no name or
// e-mail in the bookings or an export while the setting is on, the same people counted, and the
// names back once it is off.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ExportProgress,
  MethodArgs,
  MethodName,
  MethodResults,
  Settings,
} from '#shared/contract';
import type { Insights } from '#shared/insights/types';
import type { Booking, Parsed } from '#shared/model';
import { addDays } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import { type Backend, createBackend } from './backend';
import { createMemorySecretStore } from './secrets/testing/memory-secret-store';

let dir: string;
let backend: Backend;
const signal = new AbortController().signal;

async function call<M extends MethodName>(
  method: M,
  args: MethodArgs<M>,
): Promise<MethodResults[M]> {
  const result = await backend.dispatch(method, args, signal);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as MethodResults[M];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-hidden-names-'));
  backend = await createBackend({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    shell: 'web',
    identity: { version: '1', platform: 'linux', locales: [] },
    fetch: globalThis.fetch,
    files: { chooseSaveTarget: async () => join(dir, 'bookings.csv') },
    demo: { enabled: true },
  });
});
afterAll(async () => {
  await backend.close();
  await rm(dir, { recursive: true, force: true });
});

const zone = 'UTC';
const today = localDateOf(zone, Date.now());
// Four whole weeks before today: the demo's busiest past, long enough for days-a-week bands.
const period = { from: addDays(today, -28), to: addDays(today, -1), zone };

async function harbour(): Promise<string> {
  const { items } = await call('listLocations', { accountId: 'demo' });
  const location = items.find((l) => l.name === 'Harbour Office');
  if (!location) throw new Error('The demo has no Harbour Office.');
  return location.id;
}

async function bookings(locationId: string): Promise<Parsed<Booking>> {
  return call('listBookings', {
    accountId: 'demo',
    locationId,
    timeMin: `${period.from}T00:00:00Z`,
    timeMax: `${addDays(period.from, 7)}T00:00:00Z`,
    zone,
  });
}

async function insights(locationId: string): Promise<Insights> {
  return call('getInsights', { accountId: 'demo', locationId, ...period });
}

async function exportText(locationId: string): Promise<string> {
  const done = new Promise<ExportProgress>((resolve) => {
    const stop = backend.subscribe('exportProgress', (p) => {
      if (p.state === 'running') return;
      stop();
      resolve(p);
    });
  });
  await call('startExport', { accountId: 'demo', locationId, ...period, to: period.from });
  const end = await done;
  expect(end.state).toBe('done');
  return readFile(join(dir, 'bookings.csv'), 'utf8');
}

function hide(hideNames: boolean): Promise<Settings> {
  return call('updateSettings', { accountId: 'demo', hideNames });
}

describe('hidden names', () => {
  it('leave no name or e-mail in bookings, Insights or an export, count the same, and come back when off', async () => {
    const locationId = await harbour();
    const named = await bookings(locationId);
    const people = named.items.flatMap((b) => (b.user ? [b.user] : []));
    expect(people.length).toBeGreaterThan(0);
    const secrets = [
      ...new Set(people.flatMap((u) => [u.name, u.email]).filter((t): t is string => !!t)),
    ];
    const before = await insights(locationId);
    expect(before.attendance.bands).not.toBeNull();
    expect(before.attendance.doubleBookingCount).toBeGreaterThan(0);

    expect((await hide(true)).hideNames).toBe(true);
    expect((await call('getSettings', { accountId: 'demo' })).hideNames).toBe(true);

    const hidden = await bookings(locationId);
    expect(hidden.items).toHaveLength(named.items.length);
    for (const b of hidden.items) {
      if (!b.user) continue;
      expect(b.user.name).toMatch(/^Person [0-9a-f]{8}$/);
      expect(b.user.email).toBeNull();
    }
    const hiddenText = JSON.stringify(hidden);
    expect(secrets.filter((s) => hiddenText.includes(s))).toEqual([]);
    // Bays and times are untouched.
    expect(hidden.items.map((b) => [b.id, b.bay?.name, b.startMs])).toEqual(
      named.items.map((b) => [b.id, b.bay?.name, b.startMs]),
    );

    const after = await insights(locationId);
    expect(after.people).toBe(before.people);
    expect(after.attendance.bands).toEqual(before.attendance.bands);
    expect([after.attendance.regular, after.attendance.occasional]).toEqual([
      before.attendance.regular,
      before.attendance.occasional,
    ]);
    expect(after.attendance.doubleBookingCount).toBe(before.attendance.doubleBookingCount);
    const overlaps = (a: Insights) =>
      a.attendance.doubleBookings.map((d) => [d.first.bookingId, d.second.bookingId]);
    expect(overlaps(after)).toEqual(overlaps(before));
    const afterText = JSON.stringify(after);
    expect(secrets.filter((s) => afterText.includes(s))).toEqual([]);

    const csv = await exportText(locationId);
    const [header = '', ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header.split(',');
    const nameAt = columns.indexOf('user_name');
    const emailAt = columns.indexOf('user_email');
    expect(nameAt).toBeGreaterThan(-1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      // Pseudonyms and e-mails hold no comma or quote, so a plain split finds the columns.
      const cells = row.split(',');
      expect(cells[nameAt]).toMatch(/^(Person [0-9a-f]{8})?$/);
      expect(cells[emailAt]).toBe('');
    }
    expect(secrets.filter((s) => csv.includes(s))).toEqual([]);

    await hide(false);
    expect(await bookings(locationId)).toEqual(named);
    expect(await exportText(locationId)).toContain(people[0]?.email ?? '?');
  });
});
