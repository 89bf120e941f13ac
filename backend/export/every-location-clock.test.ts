// An export of every location on each site's clock, through the contract as the app's window asks
// it (issue 38): London HQ and a Munich site, one booking a day starting at 09:00 or 10:00 on its own
// site's clock. Under site time each row's start_local, end_local and timezone are its site's own and
// each site's days are its own local days; a fixed zone puts every row in that zone.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress, MethodArgs, MethodName, MethodResults } from '#shared/contract';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import type { TestServer } from '../api/testing/http-server';
import { type Backend, createBackend } from '../backend';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';
import {
  LONDON_MUNICH,
  LONDON_MUNICH_DAYS,
  LONDON_MUNICH_KEY,
  SATURDAY,
  startLondonMunichApi,
} from './testing/london-munich-api';

let api: TestServer;
let dir: string;
let backend: Backend;
let accountId: string;
const signal = new AbortController().signal;
const target = () => join(dir, 'every-location.csv');

async function call<M extends MethodName>(
  method: M,
  args: MethodArgs<M>,
): Promise<MethodResults[M]> {
  const result = await backend.dispatch(method, args, signal);
  if (!result.ok) throw new Error(`${method}: ${result.error.message}`);
  return result.value as MethodResults[M];
}

beforeAll(async () => {
  api = await startLondonMunichApi();
  dir = await mkdtemp(join(tmpdir(), 'bv-every-location-clock-'));
  backend = await createBackend({
    shell: 'web',
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    fetch: globalThis.fetch,
    identity: { version: '1', platform: 'linux', locales: [] },
    files: { chooseSaveTarget: async () => target() },
    demo: { enabled: false },
  });
  ({ id: accountId } = await call('addAccount', {
    label: 'London and Munich',
    host: api.host,
    apiKey: LONDON_MUNICH_KEY,
  }));
});
afterAll(async () => {
  await backend?.close();
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Row = Record<string, string>;

/** Exports every location as the dialog's "Every location, into one file" does; the file's rows. */
async function exportEvery(options: {
  readonly zone: string;
  readonly siteTime: boolean;
  readonly from?: string;
  readonly to?: string;
  readonly timeOfDay?: TimeOfDay;
}): Promise<Row[]> {
  const done = new Promise<ExportProgress>((resolve) => {
    const stop = backend.subscribe('exportProgress', (p) => {
      if (p.state === 'running') return;
      stop();
      resolve(p);
    });
  });
  await call('startExport', {
    accountId,
    locationId: LONDON_MUNICH[0].id,
    from: options.from ?? LONDON_MUNICH_DAYS.from,
    to: options.to ?? LONDON_MUNICH_DAYS.to,
    zone: options.zone,
    ...(options.siteTime ? { siteTime: true } : {}),
    filter: { tags: null, search: null, timeOfDay: options.timeOfDay ?? null },
    bom: false,
    allLocations: true,
  });
  const end = await done;
  expect(end.state, end.error?.message).toBe('done');
  const [header, ...rows] = parse(await readFile(target(), 'utf8')) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

/** A row's location, local start and end, and zone: what the file says of each site's clock. */
const clockOf = (row: Row) => [row.location, row.start_local, row.end_local, row.timezone];

/** The weekdays each site has a booking on, with the hours it was booked on its own clock. */
function expectedOnSiteClocks(): string[][] {
  const rows: string[][] = [];
  for (const site of LONDON_MUNICH)
    for (let i = 0; i < 14; i += 1) {
      const date = new Date(Date.UTC(2026, 4, 25 + i));
      const day = date.toISOString().slice(0, 10);
      const weekend = date.getUTCDay() % 6 === 0;
      if (weekend && day !== SATURDAY) continue;
      const short = weekend || site.holidays.includes(day);
      const [start, end] = short ? ['10:00', '11:00'] : ['09:00', '17:00'];
      rows.push([site.name, `${day} ${start}:00`, `${day} ${end}:00`, site.zone]);
    }
  return rows;
}

describe('an export of every location', () => {
  it('without site settings writes every row in the zone asked for, site time or not', async () => {
    // Europe/Paris is an hour ahead of London and on Munich's time.
    const rows = await exportEvery({ zone: 'Europe/Paris', siteTime: true });
    expect(rows).toHaveLength(22);
    expect(new Set(rows.map((r) => r.timezone))).toEqual(new Set(['Europe/Paris']));
    expect(rows.find((r) => r.location === 'London HQ')?.start_local).toBe('2026-05-25 11:00:00');
    expect(rows.find((r) => r.location === 'Munich Works')?.start_local).toBe(
      '2026-05-25 10:00:00',
    );
  });

  it('under site time writes every row at 09:00 or 10:00 local, with its site’s zone', async () => {
    await call('updateSites', {
      accountId,
      sites: LONDON_MUNICH.map((s) => ({ locationId: s.id, zone: s.zone, hours: null })),
    });
    // The fallback zone is far from both sites: site time must not use it.
    const rows = await exportEvery({ zone: 'Pacific/Kiritimati', siteTime: true });
    // London: 11 bookings (10 weekdays and the Saturday); Munich the same.
    expect(rows.map(clockOf)).toEqual(expectedOnSiteClocks());
    for (const row of rows) expect(row.start_local).toMatch(/ (09|10):00:00$/);
    // The UTC columns are the same instants: 09:00 in London is 08:00Z, in Munich 07:00Z.
    expect(rows[1]).toMatchObject({
      start_utc: '2026-05-26T08:00:00Z',
      end_utc: '2026-05-26T16:00:00Z',
    });
    expect(rows[12]).toMatchObject({
      start_utc: '2026-05-26T07:00:00Z',
      end_utc: '2026-05-26T15:00:00Z',
    });
  });

  it('under site time reads each site’s own days: a Saturday is that Saturday at both sites', async () => {
    // Kiritimati's Saturday 30 May is 10:00Z Friday to 10:00Z Saturday, which holds Friday's
    // bookings at both sites: each site's Saturday holds its Saturday booking alone.
    const rows = await exportEvery({
      zone: 'Pacific/Kiritimati',
      siteTime: true,
      from: '2026-05-30',
      to: '2026-05-30',
    });
    expect(rows.map(clockOf)).toEqual([
      ['London HQ', '2026-05-30 10:00:00', '2026-05-30 11:00:00', 'Europe/London'],
      ['Munich Works', '2026-05-30 10:00:00', '2026-05-30 11:00:00', 'Europe/Berlin'],
    ]);
  });

  it('under site time cuts the time of day on each site’s clock', async () => {
    // 09:00–10:00 local keeps the whole days (09:00–17:00) and leaves out the 10:00–11:00 ones.
    const rows = await exportEvery({
      zone: 'Pacific/Kiritimati',
      siteTime: true,
      timeOfDay: { startMinute: 9 * 60, endMinute: 10 * 60 },
    });
    expect(rows.map(clockOf)).toEqual(
      expectedOnSiteClocks().filter(([, start]) => start!.endsWith(' 09:00:00')),
    );
    expect(rows).toHaveLength(9 + 8);
  });

  it('in a fixed zone writes every row in that zone, as the dialog says', async () => {
    const rows = await exportEvery({ zone: 'UTC', siteTime: false });
    expect(rows).toHaveLength(22);
    expect(new Set(rows.map((r) => r.timezone))).toEqual(new Set(['UTC']));
    for (const row of rows)
      expect(row.start_local).toBe(row.start_utc!.replace('T', ' ').replace('Z', ''));
    expect(rows[1]).toMatchObject({ location: 'London HQ', start_local: '2026-05-26 08:00:00' });
    expect(rows[12]).toMatchObject({
      location: 'Munich Works',
      start_local: '2026-05-26 07:00:00',
    });
  });

  it('of one location is still written on that site’s clock', async () => {
    const done = new Promise<ExportProgress>((resolve) => {
      const stop = backend.subscribe('exportProgress', (p) => {
        if (p.state === 'running') return;
        stop();
        resolve(p);
      });
    });
    await call('startExport', {
      accountId,
      locationId: LONDON_MUNICH[1].id,
      ...LONDON_MUNICH_DAYS,
      zone: 'Pacific/Kiritimati',
      siteTime: true,
      bom: false,
    });
    expect((await done).state).toBe('done');
    const [header, ...rows] = parse(await readFile(target(), 'utf8')) as string[][];
    const zoneAt = header!.indexOf('timezone');
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r[zoneAt]))).toEqual(new Set(['Europe/Berlin']));
  });
});
