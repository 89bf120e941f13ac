import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportRequest } from '#shared/contract';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import { suggestedExportFileName } from '#shared/export/file-name';
import type { Booking } from '#shared/model';
import { AppFailure } from '#shared/result';
import { exportBookingsCsv } from './export-csv';
import type { ExportJob } from '../export/export-job';
import { booking, createFakeClient, type FakeClientOptions } from '../export/testing/fake-client';
import { oracle } from '#shared/time/testing/oracle';

const ZONE = 'Europe/London';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-export-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function request(overrides: Partial<ExportRequest> = {}): ExportRequest {
  return {
    accountId: 'acc',
    locationId: 'loc-1',
    from: '2026-03-20',
    to: '2026-04-05',
    zone: ZONE,
    filter: { tags: null, search: null, timeOfDay: null },
    siteTime: false,
    delimiter: ',',
    bom: true,
    neutraliseFormulas: true,
    personalData: true,
    format: 'csv',
    ...overrides,
  };
}

async function runExport(
  bookings: readonly Booking[],
  req: ExportRequest = request(),
  clientOptions: FakeClientOptions = {},
  extra: Partial<ExportJob> = {},
) {
  const client = createFakeClient(bookings, clientOptions);
  const progress: { rows: number; percent: number; bytes: number }[] = [];
  const targetPath = join(dir, 'out.csv');
  const outcome = await exportBookingsCsv({
    client,
    request: req,
    locationName: 'Harbour Office',
    targetPath,
    signal: new AbortController().signal,
    onProgress: (p) => progress.push(p),
    ...extra,
  });
  const raw = await readFile(extra.targetPath ?? targetPath);
  return { outcome, raw, progress, client };
}

/** Local time via Intl (the test oracle), independent of shared/time/zone.ts. */
const local = (ms: number): string => {
  const reading = oracle(ZONE, ms);
  return `${reading.date} ${reading.time}`;
};
const utc = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
const guard = (s: string | null | undefined): string =>
  s == null ? '' : /^[=+\-@\t\r\n]/.test(s) ? `'${s}` : s;

function expectedRow(b: Booking): string[] {
  return [
    guard(b.id),
    guard(b.location?.name ?? 'Harbour Office'),
    guard(b.bay?.name),
    guard(b.bay?.tag),
    guard(b.user?.name),
    guard(b.user?.email),
    local(b.startMs),
    local(b.endMs),
    ZONE,
    utc(b.startMs),
    utc(b.endMs),
    String((b.endMs - b.startMs) / 60_000),
  ];
}

const tricky: readonly Booking[] = [
  booking('b-1', '2026-03-20T09:00:00Z', '2026-03-20T10:00:00Z', {
    user: { id: 'u1', name: 'Smith, "Jo"', email: 'jo@example.com' },
  }),
  booking('b-2', '2026-03-21T09:00:00Z', '2026-03-21T09:45:00Z', {
    user: { id: 'u2', name: 'Line one\nline two\r\nthree\rfour', email: null },
    bay: { id: 'bay', name: 'Bay 🚗 7', tag: null },
  }),
  booking('b-3', '2026-03-22T09:00:00Z', '2026-03-22T10:00:00Z', {
    user: { id: 'u3', name: '=HYPERLINK("http://evil")', email: '+1@x' },
    bay: { id: 'bay', name: '-42', tag: '@tag' },
  }),
  booking('b-4', '2026-03-23T09:00:00Z', '2026-03-23T10:00:00Z', {
    user: { id: 'u4', name: '\tTabbed', email: '\nnl@example.com' },
    location: { id: 'loc-1', name: null },
  }),
  booking('b-5', '2026-03-24T09:00:00Z', '2026-03-24T10:00:00Z', {
    user: null,
    bay: null,
    location: null,
  }),
  // Crosses the chunk edge at local midnight 2026-03-27 / 03-28.
  booking('edge', '2026-03-26T23:30:00Z', '2026-03-27T02:00:00Z'),
  // The spring-forward night: 00:30 GMT to 02:00 BST is 30 minutes.
  booking('dst', '2026-03-29T00:30:00Z', '2026-03-29T01:00:00Z'),
  // Spans chunks 1 and 2.
  booking('long', '2026-03-25T12:00:00Z', '2026-04-04T12:00:00Z'),
  booking('late', '2026-04-05T22:00:00Z', '2026-04-05T22:30:00Z'),
  // Outside the range (2026-04-06 00:00 BST is 2026-04-05T23:00Z).
  booking('after', '2026-04-05T23:00:00Z', '2026-04-05T23:30:00Z'),
];

const inRange = tricky.filter((b) => b.id !== 'after');
const sorted = [...inRange].sort((a, b) => a.startMs - b.startMs || (a.id < b.id ? -1 : 1));

describe('exportBookingsCsv', () => {
  it('writes a file that csv-parse reads back as the bookings, each once, in start order', async () => {
    const { outcome, raw, client } = await runExport(tricky);
    const rows = parse(raw, { bom: true }) as string[][];
    expect(rows[0]).toEqual(BOOKING_HEADER);
    expect(rows.slice(1)).toEqual(sorted.map(expectedRow));
    expect(outcome.rows).toBe(inRange.length);
    expect(outcome.bytes).toBe(raw.length);
    expect(outcome.exceedsExcelLimit).toBe(false);
    expect(client.calls).toBe(4); // a 1-day probe, then 7 + 7 + 2 days
  });

  it('writes local times right on DST days', async () => {
    const { raw } = await runExport(tricky);
    const rows = parse(raw, { bom: true }) as string[][];
    const dst = rows.find((r) => r[0] === 'dst');
    expect(dst?.slice(6)).toEqual([
      '2026-03-29 00:30:00',
      '2026-03-29 02:00:00',
      ZONE,
      '2026-03-29T00:30:00Z',
      '2026-03-29T01:00:00Z',
      '30',
    ]);
  });

  it('neutralises formula-like cells by default and not when turned off', async () => {
    const on = parse((await runExport(tricky)).raw, { bom: true }) as string[][];
    expect(on.find((r) => r[0] === 'b-3')?.slice(2, 6)).toEqual([
      "'-42",
      "'@tag",
      `'=HYPERLINK("http://evil")`,
      "'+1@x",
    ]);
    const offRaw = (await runExport(tricky, request({ neutraliseFormulas: false }))).raw;
    const off = parse(offRaw, { bom: true }) as string[][];
    expect(off.find((r) => r[0] === 'b-3')?.slice(2, 6)).toEqual([
      '-42',
      '@tag',
      '=HYPERLINK("http://evil")',
      '+1@x',
    ]);
  });

  it('without personal data leaves user_name and user_email empty and keeps every other column', async () => {
    const rows = parse((await runExport(tricky, request({ personalData: false }))).raw, {
      bom: true,
    }) as string[][];
    expect(rows[0]).toEqual(BOOKING_HEADER);
    expect(rows.slice(1)).toEqual(
      sorted.map((b) =>
        expectedRow({ ...b, user: b.user && { ...b.user, name: null, email: null } }),
      ),
    );
    expect(rows.slice(1).flatMap((r) => r.slice(4, 6))).toEqual(
      Array<string>(sorted.length * 2).fill(''),
    );
    // The search still finds bookings by a person's name; the name just is not written.
    const found = parse(
      (
        await runExport(
          tricky,
          request({
            personalData: false,
            filter: { tags: null, search: 'smith', timeOfDay: null },
          }),
        )
      ).raw,
      { bom: true },
    ) as string[][];
    expect(found.slice(1).map((r) => [r[0], r[4], r[5]])).toEqual([['b-1', '', '']]);
  });

  it('starts with a UTF-8 byte-order mark by default, and without one on request', async () => {
    const withBom = (await runExport(tricky)).raw;
    expect([...withBom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const without = (await runExport(tricky, request({ bom: false }))).raw;
    expect(without.subarray(0, 10).toString('utf8')).toBe('booking_id');
  });

  it('ends every record with CRLF', async () => {
    const plain = tricky.filter((b) => !['b-2', 'b-4'].includes(b.id));
    const text = (await runExport(plain, request({ bom: false }))).raw.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toHaveLength(plain.length - 1 + 2);
  });

  it('uses a semicolon delimiter on request', async () => {
    const { raw } = await runExport(tricky, request({ delimiter: ';', bom: false }));
    const text = raw.toString('utf8');
    expect(text.startsWith(`${BOOKING_HEADER.join(';')}\r\n`)).toBe(true);
    const rows = parse(raw, { delimiter: ';' }) as string[][];
    expect(rows.slice(1)).toEqual(sorted.map(expectedRow));
  });

  it('writes only the header for an empty range', async () => {
    const { raw, outcome } = await runExport([], request({ bom: false }));
    expect(raw.toString('utf8')).toBe(`${BOOKING_HEADER.join(',')}\r\n`);
    expect(outcome.rows).toBe(0);
  });

  it('applies the export filter', async () => {
    const untagged = await runExport(
      tricky,
      request({ filter: { tags: [''], search: null, timeOfDay: null } }),
    );
    const ids = (parse(untagged.raw, { bom: true }) as string[][]).slice(1).map((r) => r[0]);
    // b-3's bay is b-2's (id 'bay', not in the bays list): one row, untagged as b-2 first named it,
    // as the Timeline draws it. The CSV still writes each booking's own bay cells.
    expect(ids).toEqual(['b-2', 'b-3', 'b-5']);
    const searched = await runExport(
      tricky,
      request({ filter: { tags: null, search: 'SMITH', timeOfDay: null } }),
    );
    expect((parse(searched.raw, { bom: true }) as string[][]).slice(1).map((r) => r[0])).toEqual([
      'b-1',
    ]);
  });

  it('names and tags bays from the bays list, as the screen does, and filters by it', async () => {
    const bare = booking('bare', '2026-03-21T12:00:00Z', '2026-03-21T13:00:00Z', {
      bay: { id: 'bay-x', name: null, tag: null },
    });
    const bays = [
      {
        id: 'bay-x',
        name: 'Level 3 01',
        tag: 'EV',
        location: { id: 'loc-1', name: 'Harbour Office' },
      },
    ];
    const { raw } = await runExport(
      [bare, ...tricky],
      request({ filter: { tags: ['EV'], search: 'level 3', timeOfDay: null } }),
      { bays },
    );
    const rows = (parse(raw, { bom: true }) as string[][]).slice(1);
    expect(rows.map((r) => [r[0], r[2], r[3]])).toEqual([['bare', 'Level 3 01', 'EV']]);
  });

  it('fetches a year in ≤7-day chunks with at most 4 requests at once, and reports progress', async () => {
    const { client, progress, outcome } = await runExport(
      tricky,
      request({ from: '2026-01-01', to: '2026-12-31' }),
      { delayMs: 5 },
    );
    expect(client.calls).toBe(53);
    for (const q of client.queries) {
      if (q.family !== 'time') throw new Error('expected the time family');
      expect(Date.parse(q.timeMax) - Date.parse(q.timeMin)).toBeLessThanOrEqual(
        7 * 24 * 3_600_000 + 3_600_000,
      );
      expect(q.timezone).toBe(ZONE);
    }
    expect(client.maxInFlight).toBeGreaterThan(1);
    expect(client.maxInFlight).toBeLessThanOrEqual(4);
    expect(progress.at(-1)).toEqual({ rows: outcome.rows, percent: 100, bytes: outcome.bytes });
    for (let i = 1; i < progress.length; i += 1) {
      expect(progress[i]!.percent).toBeGreaterThanOrEqual(progress[i - 1]!.percent);
    }
    expect(outcome.dropped).toBe(53);
  });

  it('de-duplicates within a chunk and works whether the API returns overlapping or starting bookings', async () => {
    const dup = await runExport(tricky, request(), { duplicateWithinChunk: true });
    expect((parse(dup.raw, { bom: true }) as string[][]).slice(1).map((r) => r[0])).toEqual(
      sorted.map((b) => b.id),
    );
    const start = await runExport(tricky, request(), { semantics: 'start' });
    expect((parse(start.raw, { bom: true }) as string[][]).slice(1).map((r) => r[0])).toEqual(
      sorted.map((b) => b.id),
    );
  });
});

describe('exportBookingsCsv with arbitrary text', () => {
  it('round-trips any names through csv-parse, with either delimiter and BOM setting', async () => {
    const text = fc.option(
      fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.constantFrom('=1+1', '+1', '-', '@', '\t', '\r\n', ',;"', '"', '🚗🅿️', '  '),
      ),
      { nil: null },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(text, text, text, text), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',' as const, ';' as const),
        fc.boolean(),
        async (cells, delimiter, bom) => {
          const bookings = cells.map(([name, email, bay, tag], i) =>
            booking(`p-${i}`, `2026-03-2${i % 8}T09:00:00Z`, `2026-03-2${i % 8}T10:00:00Z`, {
              user: { id: null, name, email },
              bay: { id: null, name: bay, tag },
            }),
          );
          const { raw } = await runExport(
            bookings,
            request({ delimiter, bom, from: '2026-03-20', to: '2026-03-28' }),
          );
          const rows = parse(raw, { bom: true, delimiter }) as string[][];
          const expected = [...bookings].sort(
            (a, b) => a.startMs - b.startMs || (a.id < b.id ? -1 : 1),
          );
          expect(rows.slice(1)).toEqual(expected.map(expectedRow));
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('exportBookingsCsv when it does not finish', () => {
  async function expectOnlyTarget(content: string | null): Promise<void> {
    const names = await readdir(dir);
    expect(names.filter((n) => n.endsWith('.partial'))).toEqual([]);
    if (content === null) expect(names).not.toContain('out.csv');
    else expect(await readFile(join(dir, 'out.csv'), 'utf8')).toBe(content);
  }

  it('cancelled midway: rejects as cancelled, stops fetching, no temporary file, the existing target untouched', async () => {
    await writeFile(join(dir, 'out.csv'), 'previous report');
    const controller = new AbortController();
    const client = createFakeClient(tricky, {
      delayMs: 5,
      onRequest: (call) => call === 10 && controller.abort(),
    });
    const attempt = exportBookingsCsv({
      client,
      request: request({ from: '2026-01-01', to: '2026-12-31' }),
      locationName: null,
      targetPath: join(dir, 'out.csv'),
      signal: controller.signal,
      onProgress: () => undefined,
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'cancelled' });
    expect(client.calls).toBeLessThan(15);
    await expectOnlyTarget('previous report');
  });

  it('a request failing midway: rejects with its kind, no temporary file, no target', async () => {
    const attempt = runExport(tricky, request({ from: '2026-01-01', to: '2026-12-31' }), {
      delayMs: 2,
      failOnCall: { call: 12, error: new AppFailure('server', 'The server failed (500).') },
    });
    await expect(attempt).rejects.toMatchObject({
      kind: 'server',
      message: 'The server failed (500).',
    });
    await expectOnlyTarget(null);
  });

  it('a request failing midway keeps an existing target', async () => {
    await writeFile(join(dir, 'out.csv'), 'keep me');
    const attempt = runExport(tricky, request(), {
      failOnCall: { call: 2, error: new AppFailure('network', 'The host cannot be reached.') },
    });
    await expect(attempt).rejects.toMatchObject({ kind: 'network' });
    await expectOnlyTarget('keep me');
  });

  it('an already aborted signal writes nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runExport(tricky, request(), {}, { signal: controller.signal }),
    ).rejects.toMatchObject({
      kind: 'cancelled',
    });
    await expectOnlyTarget(null);
  });

  it('a folder that does not exist fails as io, with a message naming it', async () => {
    const target = join(dir, 'missing', 'out.csv');
    await expect(runExport(tricky, request(), {}, { targetPath: target })).rejects.toMatchObject({
      kind: 'io',
      message: expect.stringContaining('does not exist'),
    });
  });
});

describe('suggestedExportFileName', () => {
  it('names the location and the range, safely', () => {
    expect(suggestedExportFileName('Harbour Office', '2026-03-01', '2026-03-31')).toBe(
      'bookings-harbour-office-2026-03-01-to-2026-03-31.csv',
    );
    expect(suggestedExportFileName('Zürich / HQ: "B"', '2026-03-01', '2026-03-01')).toBe(
      'bookings-zürich-hq-b-2026-03-01.csv',
    );
    expect(suggestedExportFileName(null, '2026-03-01', '2026-03-02')).toBe(
      'bookings-2026-03-01-to-2026-03-02.csv',
    );
    expect(suggestedExportFileName('../..', '2026-03-01', '2026-03-02')).toBe(
      'bookings-2026-03-01-to-2026-03-02.csv',
    );
  });

  // A name cut in the middle of a character held a lone surrogate, which no download header can carry.
  it('cuts a long name between characters, never inside one', () => {
    const name = suggestedExportFileName(`a${'𠀀'.repeat(40)}`, '2026-03-01', '2026-03-01');
    expect(name).toBe(`bookings-a${'𠀀'.repeat(29)}-2026-03-01.csv`);
    expect(name).not.toMatch(/\p{Cs}/u);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it('replaces lone surrogates in a name', () => {
    const name = suggestedExportFileName('North\ud800 \udc00Bay', '2026-03-01', '2026-03-01');
    expect(name).toBe('bookings-north-bay-2026-03-01.csv');
  });
});
