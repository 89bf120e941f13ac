// The built command line (out/cli): --compare previous after a calendar --period compares with the
// previous calendar unit (last month, October, with September), not the days just before.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '#shared/time/civil';
import { monthOf } from '#shared/time/period';
import { localDateOf } from '#shared/time/zone';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'compare-calendar-test-key-7c';
const DAY_MS = 86_400_000;
// The command line reads the real clock: the demo's 60 days of bookings end a day from now, so
// last month and most of the month before have bookings.
const cli = useDemoCli({ apiKey: KEY, now: Date.now() - 29 * DAY_MS, folder: 'compare-calendar' });

const run = (args: readonly string[]) => cli.run(args);
const csv = async (name: string) =>
  parse((await readFile(join(cli.home, name), 'utf8')).slice(1)) as string[][];
const scope = () => [
  'insights',
  '--base-url',
  cli.demo.url,
  '--location',
  'Harbour Office',
  '--by',
  'day',
  '--tz',
  'UTC',
];

describe('--compare previous with a calendar --period', () => {
  it('compares last month with the whole month before it, day by day', async () => {
    const today = localDateOf('UTC', Date.now());
    const last = monthOf(today, 1);
    const before = monthOf(today, 2);
    const compared = await run([
      ...scope(),
      '--period',
      'last-month',
      '--compare',
      'previous',
      '--out',
      'compared.csv',
    ]);
    expect(compared.code, compared.stderr).toBe(EXIT.ok);
    const month = await run([
      ...scope(),
      '--from',
      before.from,
      '--to',
      before.to,
      '--out',
      'month-before.csv',
    ]);
    expect(month.code, month.stderr).toBe(EXIT.ok);

    const [header = [], ...rows] = await csv('compared.csv');
    const [monthHeader = [], ...monthRows] = await csv('month-before.csv');
    expect(rows).toHaveLength(daysBetween(last.from, last.to) + 1);
    expect(monthRows).toHaveLength(daysBetween(before.from, before.to) + 1);
    const pairs = header
      .map((h, i) => [h, i] as const)
      .filter(([h]) => h.endsWith('_before'))
      .map(([h, i]) => [i, monthHeader.indexOf(h.replace(/_before$/, ''))] as const);
    expect(pairs.length).toBeGreaterThan(0);
    // Day n of last month beside day n of the month before; a day that month lacks stays empty.
    rows.forEach((row, n) => {
      const old = monthRows[n];
      for (const [mine, theirs] of pairs) expect(row[mine]).toBe(old ? old[theirs] : '');
    });
    // The month before had bookings: the comparison is not of empty days.
    const bookings = monthHeader.indexOf('bookings');
    expect(monthRows.some((r) => Number(r[bookings]) > 0)).toBe(true);
  });
});
