// Issue 40's privacy item over the browser shell's HTTP contract: with the demo company's names
// hidden, the answers to listBookings, getPeople and getInsights, the files it offers for download
// (people, domains, double bookings, bookings, the report workbook), its log and its data and
// exports folders hold no real name, e-mail, e-mail local part or user id; a search by name and a
// small domain are refused. With names shown first, the same answers name people.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress, MethodArgs } from '#shared/contract';
import type { Result } from '#shared/result';
import { NO_SEARCH_WHILE_HIDDEN, smallDomainRefusal } from '#backend/insights/account-people';
import { createMemorySecretStore } from '#backend/secrets/testing/memory-secret-store';
import {
  demoUsers,
  fileTexts,
  folderTexts,
  jsonTexts,
  secretsIn,
  secretsOf,
} from '#backend/testing/real-people';
import { createHttpBridge } from '../../renderer/src/bridge/http-bridge';
import { startWebShell, type WebShell } from './server';

const NOW = Date.parse('2026-04-15T12:00:00Z');
// Two weeks before the demo's today: long enough for attendance, short enough to be quick.
const PERIOD = { from: '2026-03-30', to: '2026-04-12' } as const;
const DEMO = 'demo';
const secrets = secretsOf(demoUsers(NOW));

let shell: WebShell;
let base = '';
let dataDir = '';
let tempDir = '';
const logs: string[] = [];
const progress: ExportProgress[] = [];
const waiting = new Set<() => void>();
let stopProgress: () => void = () => undefined;
let locationIds: readonly string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bv-hidden-names-data-'));
  tempDir = await mkdtemp(join(tmpdir(), 'bv-hidden-names-tmp-'));
  shell = await startWebShell({
    dataDir,
    tempDir,
    secretStore: createMemorySecretStore(),
    demo: { enabled: true, options: { now: NOW } },
    log: (line) => logs.push(line),
  });
  base = `http://127.0.0.1:${shell.port}`;
  stopProgress = createHttpBridge({ token: shell.token, baseUrl: base }).onExportProgress((p) => {
    progress.push(p);
    for (const wake of waiting) wake();
  });
  const locations = JSON.parse(await call('listLocations', { accountId: DEMO })) as Result<{
    items: { id: string }[];
  }>;
  locationIds = locations.ok ? locations.value.items.map((l) => l.id) : [];
  expect(locationIds).toHaveLength(3);
});

afterAll(async () => {
  stopProgress();
  await shell?.close();
  for (const dir of [dataDir, tempDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

/** One contract call over HTTP, as the page makes it; the answer's body as sent. */
async function call(method: string, args: unknown): Promise<string> {
  const response = await fetch(`${base}/api/call/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Bookings-Viewer-Token': shell.token },
    body: JSON.stringify(args),
  });
  return response.text();
}

/** The real people the texts name, by where: empty when they name no one. */
function leaks(outputs: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [where, texts] of Object.entries(outputs)) {
    const named = [...new Set(texts.flatMap((text) => secretsIn(text, secrets)))];
    if (named.length > 0) found[where] = named;
  }
  return found;
}

const people = (extra: Record<string, unknown> = {}) =>
  call('getPeople', {
    accountId: DEMO,
    allLocations: true,
    ...PERIOD,
    zone: 'UTC',
    siteTime: true,
    ...extra,
  });

/** The answers that can carry a person: every site's bookings, people and Insights. */
async function answers(): Promise<Record<string, readonly string[]>> {
  const outputs: Record<string, readonly string[]> = {};
  for (const [i, locationId] of locationIds.entries()) {
    const bookings = await call('listBookings', {
      accountId: DEMO,
      locationId,
      timeMin: `${PERIOD.from}T00:00:00Z`,
      timeMax: `${PERIOD.to}T23:59:59Z`,
      zone: 'UTC',
    });
    outputs[`listBookings ${i}`] = jsonTexts(bookings);
    const insights = await call('getInsights', {
      accountId: DEMO,
      locationId,
      ...PERIOD,
      zone: 'UTC',
    });
    outputs[`getInsights ${i}`] = jsonTexts(insights);
  }
  outputs['getPeople all'] = jsonTexts(await people());
  outputs['getPeople one'] = jsonTexts(
    await people({ allLocations: false, locationId: locationIds[0] }),
  );
  return outputs;
}

/** Waits for an export to end, as its progress events tell. */
function ended(exportId: string): Promise<ExportProgress> {
  return new Promise((resolve) => {
    const look = () => {
      const done = progress.find((p) => p.exportId === exportId && p.state !== 'running');
      if (!done) return;
      waiting.delete(look);
      resolve(done);
    };
    waiting.add(look);
    look();
  });
}

/** Writes an export and downloads it, as the page does; the download's texts. */
async function download(args: Omit<MethodArgs<'startExport'>, 'accountId'>) {
  const started = JSON.parse(await call('startExport', { accountId: DEMO, ...args })) as Result<{
    exportId: string;
    fileName: string;
  }>;
  if (!started.ok) throw new Error(started.error.message);
  const done = await ended(started.value.exportId);
  expect(done.state, done.error?.message).toBe('done');
  const response = await fetch(`${base}${done.downloadUrl ?? ''}`);
  expect(response.status).toBe(200);
  return fileTexts(started.value.fileName, Buffer.from(await response.arrayBuffer()));
}

describe('names shown, the browser shell’s answers name people', () => {
  it('finds names, e-mails and user ids in the bookings and the people', async () => {
    const found = leaks(await answers());
    for (const where of ['listBookings 0', 'getPeople all'])
      expect(found[where]?.length ?? 0, where).toBeGreaterThan(20);
    const all = Object.values(found).flat();
    for (const kind of ['name', 'e-mail', 'e-mail local part', 'user id'])
      expect(
        all.some((f) => f.startsWith(`${kind}: `)),
        kind,
      ).toBe(true);
  });
});

describe('names hidden, the browser shell names no one', () => {
  beforeAll(async () => {
    const hidden = JSON.parse(
      await call('updateSettings', { accountId: DEMO, hideNames: true }),
    ) as Result<unknown>;
    expect(hidden.ok).toBe(true);
  });

  it('answers bookings, people and Insights with pseudonyms only', async () => {
    const outputs = await answers();
    expect(outputs['getPeople all']?.join('\n')).toMatch(/Person [0-9a-f]{8}/);
    expect(outputs['listBookings 0']?.join('\n')).toMatch(/Person [0-9a-f]{8}/);
    // Beside a single booking, a domain would name the one contractor of a firm.
    expect(outputs['listBookings 0']?.join('\n')).not.toContain('"domain"');
    expect(leaks(outputs)).toEqual({});
  });

  it('refuses a search by name or e-mail and a small domain, naming no one', async () => {
    for (const search of ['oneill', 'Łukasz', 'harbour.example.com']) {
      const refused = JSON.parse(await people({ search })) as Result<unknown>;
      expect(refused.ok, search).toBe(false);
      if (refused.ok) continue;
      expect(refused.error.message).toBe(NO_SEARCH_WHILE_HIDDEN);
    }
    const small = JSON.parse(await people({ domain: 'contractor.example' })) as Result<unknown>;
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.error.message).toBe(smallDomainRefusal('contractor.example'));
  });

  it('offers people, domains, double bookings, bookings and the report for download with pseudonyms only', async () => {
    const scope = { ...PERIOD, zone: 'UTC', siteTime: true } as const;
    const outputs: Record<string, readonly string[]> = {
      'people.csv': await download({
        ...scope,
        locationId: locationIds[0] ?? '',
        allLocations: true,
        report: { kind: 'people', by: 'person' },
      }),
      'people.xlsx': await download({
        ...scope,
        locationId: locationIds[0] ?? '',
        allLocations: true,
        format: 'xlsx',
        report: { kind: 'people', by: 'person' },
      }),
      'domains.csv': await download({
        ...scope,
        locationId: locationIds[0] ?? '',
        allLocations: true,
        report: { kind: 'people', by: 'domain' },
      }),
      'double-bookings.csv': await download({
        ...scope,
        locationId: locationIds[0] ?? '',
        allLocations: true,
        report: { kind: 'summary', by: 'double-booking' },
      }),
      'bookings.csv': await download({
        ...scope,
        locationId: locationIds[0] ?? '',
        allLocations: true,
      }),
      'report.xlsx': await download({
        ...scope,
        locationId: locationIds[2] ?? '',
        format: 'xlsx',
        report: { kind: 'workbook', withBookings: true },
      }),
    };
    for (const name of ['people.csv', 'people.xlsx', 'double-bookings.csv', 'bookings.csv'])
      expect(outputs[name]?.join('\n'), name).toMatch(/Person [0-9a-f]{8}/);
    expect(leaks(outputs)).toEqual({});
  });

  it('keeps its log, its data folder and its exports folder free of names', async () => {
    const outputs: Record<string, readonly string[]> = { log: [logs.join('\n')] };
    for (const folder of [dataDir, tempDir])
      for (const [name, texts] of await folderTexts(folder)) outputs[name] = texts;
    expect(Object.keys(outputs).length).toBeGreaterThan(1);
    expect(leaks(outputs)).toEqual({});
  });
});
