// The built command line (out/cli) in plain Node: every location at once, comparisons, under-used bays.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'all-locations-test-key-41';
const cli = useDemoCli({
  apiKey: KEY,
  now: Date.parse('2026-03-15T12:00:00Z'),
  folder: 'all-locations',
});

const run = (args: readonly string[]) => cli.run(args);
const week = ['--from', '2026-03-02', '--to', '2026-03-08', '--tz', 'Europe/London'];
const csv = async (name: string) =>
  parse((await readFile(join(cli.home, name), 'utf8')).slice(1)) as string[][];

describe('insights of every location from the built command line', () => {
  it('writes one row per location with exactly the report’s columns', async () => {
    const result = await run([
      'insights',
      '--base-url',
      cli.demo.url,
      '--location',
      'all',
      '--by',
      'location',
      ...week,
      '--out',
      'all.csv',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const [header, ...rows] = await csv('all.csv');
    expect(header?.join(',')).toBe(
      'location,bays,bookings,people,booked_minutes,occupied_minutes,available_minutes,utilisation,peak_bays_in_use,bays_needed_p95,zone,open_days,open_hours,outside_hours_minutes,closed_days,closed,days_near_full,daily_peak_p90,target_low,target_high,target_status',
    );
    const locations = await run(['locations', '--base-url', cli.demo.url]);
    const names = (JSON.parse(locations.stdout) as { name: string | null; id: string }[]).map(
      (l) => l.name ?? l.id,
    );
    expect(rows.map((r) => r[0])).toEqual(names);
    for (const row of rows) {
      const [, bays, , , , occupied, available, utilisation, peak, needed] = row.map(Number);
      expect(utilisation).toBeCloseTo((occupied as number) / (available as number), 4);
      // Bays needed (95% of the time) is never above the peak (100%) nor the bays counted.
      expect(needed).toBeLessThanOrEqual(peak as number);
      expect(peak).toBeLessThanOrEqual(bays as number);
      // The 90th percentile of daily peaks is never above the peak; of 7 days, at most 7 near full.
      const [nearFull, p90] = row.slice(-2).map(Number);
      expect(p90).toBeLessThanOrEqual(peak as number);
      expect(nearFull).toBeGreaterThanOrEqual(0);
      expect(nearFull).toBeLessThanOrEqual(7);
    }
  });

  it('adds the comparison period’s columns after the report’s own, for every breakdown', async () => {
    for (const [by, compare] of [
      ['location', 'previous'],
      ['tag', 'year'],
      ['day', '2026-02-23..2026-03-01'],
    ] as const) {
      const out = `compare-${by}.csv`;
      const result = await run([
        'insights',
        '--base-url',
        cli.demo.url,
        '--location',
        by === 'location' ? 'all' : 'Harbour Office',
        '--by',
        by,
        ...week,
        '--compare',
        compare,
        '--out',
        out,
      ]);
      expect(result.code, result.stderr).toBe(EXIT.ok);
      const [header = []] = await csv(out);
      const own = header.filter((h) => !h.endsWith('_before'));
      const before = header.filter((h) => h.endsWith('_before'));
      expect(header).toEqual([...own, ...before]);
      expect(before.length).toBeGreaterThan(0);
      for (const b of before) expect(own).toContain(b.replace(/_before$/, ''));
    }
    const [, ...days] = await csv('compare-day.csv');
    // The week before had bookings too: its columns are filled, row by row.
    expect(days).toHaveLength(7);
    expect(days.every((d) => d.at(-1) !== '')).toBe(true);
  });

  it('lists only the under-used bays, and refuses what it cannot do with a usage error', async () => {
    const scope = ['--base-url', cli.demo.url, '--location', 'Harbour Office', ...week];
    const all = await run(['insights', ...scope, '--by', 'bay', '--out', 'bays.csv']);
    expect(all.code, all.stderr).toBe(EXIT.ok);
    const under = await run([
      'insights',
      ...scope,
      '--by',
      'bay',
      '--under',
      '0.2',
      '--out',
      'under.csv',
    ]);
    expect(under.code, under.stderr).toBe(EXIT.ok);
    const [header = [], ...allRows] = await csv('bays.csv');
    const [, ...underRows] = await csv('under.csv');
    const u = header.indexOf('utilisation');
    expect(underRows).toEqual(allRows.filter((r) => Number(r[u]) < 0.2));
    expect(underRows.length).toBeGreaterThan(0);

    for (const [args, message] of [
      [['--by', 'bay', '--under', '1.5'], /--under: Give a utilisation above 0 and at most 1/],
      [
        ['--by', 'tag', '--under', '0.1'],
        /--under: Only a summary by bay lists the bays under a utilisation/,
      ],
      [['--by', 'bay', '--compare', 'lastyear'], /--compare must be previous, year or FROM..TO/],
      [['--by', 'location'], /--by location needs --location all/],
    ] as const) {
      const refused = await run(['insights', ...scope, ...args, '--out', 'x.csv']);
      expect(refused.code).toBe(EXIT.usage);
      expect(refused.stderr).toMatch(message);
    }
  });

  it('exports every location’s bookings into one CSV, told apart by the location column', async () => {
    const scope = ['--base-url', cli.demo.url, ...week];
    const all = await run(['export', ...scope, '--location', 'all', '--out', 'all-bookings.csv']);
    expect(all.code, all.stderr).toBe(EXIT.ok);
    const [header = [], ...rows] = await csv('all-bookings.csv');
    expect(header[1]).toBe('location');
    const listed = JSON.parse((await run(['locations', '--base-url', cli.demo.url])).stdout) as {
      id: string;
      name: string | null;
    }[];
    let expected = 0;
    for (const l of listed) {
      const one = await run(['export', ...scope, '--location', l.id, '--out', `one-${l.id}.csv`]);
      expect(one.code, one.stderr).toBe(EXIT.ok);
      const [, ...own] = await csv(`one-${l.id}.csv`);
      expected += own.length;
      // Its rows are those of the location's own export.
      const ids = new Set(own.map((r) => r[0]));
      expect(rows.filter((r) => ids.has(r[0])).length).toBe(own.length);
    }
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r[1])).size).toBe(listed.length);
    const workbook = await run(['export', ...scope, '--location', 'all', '--out', 'all.xlsx']);
    expect(workbook.code).toBe(EXIT.usage);
  });
});
