import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { TREND_HEADER } from '#shared/insights/trend-table';
import { EXIT } from './exit-codes';
import { runCli } from './run';
import { captureIo } from './testing/capture-io';

const NOW = Date.parse('2026-04-15T12:00:00Z');
const KEY = 'test-key-insights-4b3a';
const HOUR = 3_600_000;
const MINUTE = 60_000;

let demo: DemoServer;
let home: string;

beforeAll(async () => {
  demo = await startDemoServer({ apiKey: KEY, now: NOW });
  home = await mkdtemp(join(tmpdir(), 'bv-insights-'));
});
afterAll(async () => {
  await demo.close();
  await rm(home, { recursive: true, force: true });
});

async function cli(args: readonly string[]) {
  const captured = captureIo({
    env: { BOOKINGS_VIEWER_HOME: home, BOOKINGS_API_KEY: KEY },
    cwd: home,
    stdin: '',
  });
  const code = await runCli(args, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

// March 2026 in London: GMT until 01:00 UTC on the 29th, then BST (that day has 23 hours).
const period = ['--location', 'Harbour Office', '--from', '2026-03-02', '--to', '2026-03-31'];
const zone = ['--tz', 'Europe/London'];
const dayStart = (day: number): number =>
  day <= 31 ? Date.UTC(2026, 2, day) - (day >= 30 ? HOUR : 0) : Date.UTC(2026, 3, 1) - HOUR;

async function readCsv(name: string): Promise<Record<string, string>[]> {
  const text = await readFile(join(home, name), 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return parse(text.slice(1), { columns: true }) as Record<string, string>[];
}

/** Figures recomputed from exported rows clipped to [from, to): bookings, booked and occupied ms. */
function recompute(rows: readonly Record<string, string>[], from: number, to: number) {
  const spans = rows
    .map((r) => ({ start: Date.parse(r.start_utc!), end: Date.parse(r.end_utc!) }))
    .filter((s) => s.start < to && s.end > from)
    .map((s) => ({ start: Math.max(s.start, from), end: Math.min(s.end, to) }))
    .sort((a, b) => a.start - b.start);
  let booked = 0;
  let occupied = 0;
  let runStart = -Infinity;
  let runEnd = -Infinity;
  for (const s of spans) {
    booked += s.end - s.start;
    if (s.start > runEnd) {
      occupied += runEnd - runStart > 0 ? runEnd - runStart : 0;
      runStart = s.start;
      runEnd = s.end;
    } else runEnd = Math.max(runEnd, s.end);
  }
  occupied += runEnd - runStart > 0 ? runEnd - runStart : 0;
  return { bookings: spans.length, booked, occupied };
}

describe('bookings-viewer insights', () => {
  it('is listed in the overview and explains its options', async () => {
    expect((await cli(['--help'])).stdout).toContain('insights');
    const help = await cli(['insights', '--help']);
    expect(help.code).toBe(EXIT.ok);
    expect(help.stdout).toMatch(/^Usage: bookings-viewer insights/);
    for (const option of ['--by', '--hours', '--no-bom', '--delimiter', '--tag'])
      expect(help.stdout).toContain(option);
  });

  it('writes summaries that agree with the CSV export of the same period', async () => {
    expect(
      (await cli(['export', '--base-url', demo.url, ...period, ...zone, '--out', 'all.csv'])).code,
    ).toBe(EXIT.ok);
    for (const by of ['bay', 'day', 'tag', 'weekday-hour'])
      expect(
        (
          await cli([
            'insights',
            '--base-url',
            demo.url,
            ...period,
            ...zone,
            '--by',
            by,
            '--out',
            `by-${by}.csv`,
          ])
        ).code,
      ).toBe(EXIT.ok);
    const exported = await readCsv('all.csv');
    expect(exported.length).toBeGreaterThan(100);
    const windowMinutes = 30 * 24 * 60 - 60;

    const byBay = await readCsv('by-bay.csv');
    expect(Object.keys(byBay[0]!)).toEqual([
      'bay',
      'bay_tag',
      'bookings',
      'booked_minutes',
      'occupied_minutes',
      'available_minutes',
      'utilisation',
    ]);
    for (const row of byBay) {
      const own = exported.filter((r) => r.bay === row.bay);
      const want = recompute(own, dayStart(2), dayStart(32));
      expect(row).toEqual({
        bay: row.bay,
        bay_tag: own[0]?.bay_tag ?? row.bay_tag,
        bookings: String(want.bookings),
        booked_minutes: String(Math.floor(want.booked / MINUTE)),
        occupied_minutes: String(Math.floor(want.occupied / MINUTE)),
        available_minutes: String(windowMinutes),
        utilisation: (want.occupied / (windowMinutes * MINUTE)).toFixed(4),
      });
    }
    // Every bay with a booking is a row, and the rows count each exported booking once.
    expect(new Set(exported.map((r) => r.bay))).toEqual(
      new Set(byBay.filter((r) => r.bookings !== '0').map((r) => r.bay)),
    );

    const byDay = await readCsv('by-day.csv');
    expect(byDay.map((r) => r.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 2).padStart(2, '0')}`),
    );
    for (const [i, row] of byDay.entries()) {
      const from = dayStart(i + 2);
      const to = dayStart(i + 3);
      let bookings = 0;
      let booked = 0;
      let occupied = 0;
      for (const bay of byBay) {
        const figures = recompute(
          exported.filter((r) => r.bay === bay.bay),
          from,
          to,
        );
        bookings += figures.bookings;
        booked += figures.booked;
        occupied += figures.occupied;
      }
      expect(row).toMatchObject({
        bookings: String(bookings),
        booked_minutes: String(Math.floor(booked / MINUTE)),
        occupied_minutes: String(Math.floor(occupied / MINUTE)),
        available_minutes: String((byBay.length * (to - from)) / MINUTE),
      });
    }
    expect(byDay.find((r) => r.date === '2026-03-29')?.available_minutes).toBe(
      String(byBay.length * 23 * 60),
    );

    const byTag = await readCsv('by-tag.csv');
    expect(byTag.reduce((n, r) => n + Number(r.bays), 0)).toBe(byBay.length);
    expect(byTag.reduce((n, r) => n + Number(r.bookings), 0)).toBe(exported.length);

    const heat = await readCsv('by-weekday-hour.csv');
    expect(heat).toHaveLength(7 * 24);
    expect(heat[0]).toMatchObject({ weekday: 'Monday', hour: '0' });
    expect(heat[167]).toMatchObject({ weekday: 'Sunday', hour: '23' });
    for (const r of heat) {
      expect(Number(r.average_bays_in_use)).toBeLessThanOrEqual(byBay.length);
      expect(r.utilisation).toBe((Number(r.average_bays_in_use) / byBay.length).toFixed(4));
    }
  });

  it('narrows to a time of day, with semicolons and no BOM', async () => {
    const result = await cli([
      'insights',
      '--base-url',
      demo.url,
      ...period,
      ...zone,
      '--by',
      'day',
      '--hours',
      '08:00-18:00',
      '--delimiter',
      ';',
      '--no-bom',
      '--out',
      'day-hours.csv',
    ]);
    expect(result.code).toBe(EXIT.ok);
    const text = await readFile(join(home, 'day-hours.csv'), 'utf8');
    expect(text.startsWith('date;bookings;booked_minutes;')).toBe(true);
    const rows = parse(text, { columns: true, delimiter: ';' }) as Record<string, string>[];
    const bays = (await readCsv('by-bay.csv')).length;
    expect(rows.every((r) => r.available_minutes === String(bays * 600))).toBe(true);
  });

  it('exits as export does when a chunk fails, naming its days, and writes no file', async () => {
    demo.setFaults({ failBookingsAtMs: Date.UTC(2026, 2, 18, 12), failureStatus: 400 });
    const failed = await cli([
      'insights',
      '--base-url',
      demo.url,
      ...period,
      ...zone,
      '--by',
      'bay',
      '--out',
      'failed.csv',
    ]);
    demo.setFaults({ malformedJson: true });
    const unreadable = await cli([
      'insights',
      '--base-url',
      demo.url,
      ...period,
      ...zone,
      '--by',
      'tag',
      '--out',
      'unreadable.csv',
    ]);
    demo.setFaults({});
    expect(failed.code).toBe(EXIT.networkOrServer);
    expect(failed.stderr).toMatch(
      /The bookings of 2026-03-\d\d to 2026-03-\d\d could not be fetched/,
    );
    expect(failed.stderr).toContain('Injected failure (HTTP 400)');
    expect(unreadable.code).toBe(EXIT.invalidResponse);
    await expect(stat(join(home, 'failed.csv'))).rejects.toThrow();
    await expect(stat(join(home, 'unreadable.csv'))).rejects.toThrow();
  });

  it('refuses a missing or unknown --by, bad --hours, and a period over 366 days, with exit 2', async () => {
    const base = ['insights', '--base-url', demo.url, ...period, ...zone, '--out', 'x.csv'];
    for (const extra of [[], ['--by', 'quarter'], ['--by', 'bay', '--hours', '19:00-07:00']]) {
      const result = await cli([...base, ...extra]);
      expect(result.code).toBe(EXIT.usage);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    const long = await cli([
      'insights',
      '--base-url',
      demo.url,
      '--location',
      'Harbour Office',
      '--from',
      '2025-01-01',
      '--to',
      '2026-01-02',
      '--by',
      'bay',
      '--out',
      'long.csv',
    ]);
    expect(long.code).toBe(EXIT.usage);
    expect(long.stderr).toContain('366 days');
    await expect(stat(join(home, 'x.csv'))).rejects.toThrow();
  });

  it('writes every site’s trend by month, each month as the report of that month alone', async () => {
    const trend = await cli([
      'insights',
      '--base-url',
      demo.url,
      '--location',
      'all',
      '--by',
      'month',
      '--from',
      '2026-02-01',
      '--to',
      '2026-04-30',
      ...zone,
      '--out',
      'trend.csv',
    ]);
    expect(trend.code, trend.stderr).toBe(EXIT.ok);
    const rows = await readCsv('trend.csv');
    expect(Object.keys(rows[0] ?? {})).toEqual(TREND_HEADER);
    const march = await cli([
      'insights',
      '--base-url',
      demo.url,
      '--location',
      'all',
      '--by',
      'location',
      '--from',
      '2026-03-01',
      '--to',
      '2026-03-31',
      ...zone,
      '--out',
      'march.csv',
    ]);
    expect(march.code, march.stderr).toBe(EXIT.ok);
    const sites = await readCsv('march.csv');
    expect(rows).toHaveLength(sites.length * 3);
    const same = [
      'bays',
      'bookings',
      'booked_minutes',
      'occupied_minutes',
      'available_minutes',
      'utilisation',
      'peak_bays_in_use',
      'bays_needed_p95',
      'zone',
      'open_days',
      'open_hours',
    ];
    for (const site of sites) {
      const own = rows.filter((r) => r.location === site.location);
      expect(own.map((r) => [r.from, r.to])).toEqual([
        ['2026-02-01', '2026-02-28'],
        ['2026-03-01', '2026-03-31'],
        ['2026-04-01', '2026-04-30'],
      ]);
      const [feb, mar] = own as [Record<string, string>, Record<string, string>];
      for (const column of same) expect(mar[column], column).toBe(site[column]);
      expect(feb.bookings_change).toBe('');
      expect(Number(mar.bookings_change)).toBe(Number(mar.bookings) - Number(feb.bookings));
      expect(Number(mar.booked_minutes_change)).toBe(
        Number(mar.booked_minutes) - Number(feb.booked_minutes),
      );
      expect(own.every((r) => r.bookings_change_year === '')).toBe(true);
    }
    expect(sites.some((s) => Number(s.bookings) > 0)).toBe(true);
  });

  it('writes one location’s trend by week, Monday to Sunday, named after it', async () => {
    const weeks = await cli([
      'insights',
      '--base-url',
      demo.url,
      '--location',
      'Harbour Office',
      '--from',
      '2026-03-02',
      '--to',
      '2026-03-29',
      ...zone,
      '--by',
      'week',
      '--out',
      'weeks.csv',
    ]);
    expect(weeks.code, weeks.stderr).toBe(EXIT.ok);
    const rows = await readCsv('weeks.csv');
    expect(rows.map((r) => [r.location, r.from, r.to])).toEqual(
      ['02', '09', '16', '23'].map((d) => [
        'Harbour Office',
        `2026-03-${d}`,
        `2026-03-${String(Number(d) + 6).padStart(2, '0')}`,
      ]),
    );
    expect(rows.slice(1).every((r) => r.bookings_change !== '')).toBe(true);
  });

  it('refuses a trend of part of a month, or compared, naming the option to change', async () => {
    const base = ['insights', '--base-url', demo.url, '--location', 'Harbour Office', ...zone];
    const partial = await cli([...base, ...period.slice(2), '--by', 'month', '--out', 'p.csv']);
    expect(partial.code).toBe(EXIT.usage);
    expect(partial.stderr).toContain(
      '--from: Trends by month count whole calendar months: start on the first day of a month (2026-03-01 rather than 2026-03-02).',
    );
    const compared = await cli([
      ...base,
      '--from',
      '2026-03-02',
      '--to',
      '2026-03-29',
      '--by',
      'week',
      '--compare',
      'year',
      '--out',
      'c.csv',
    ]);
    expect(compared.code).toBe(EXIT.usage);
    expect(compared.stderr).toContain('--compare: A trend already compares');
    await expect(stat(join(home, 'p.csv'))).rejects.toThrow();
  });
});
