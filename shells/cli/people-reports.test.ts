// `insights --by attendance|double-booking` on the built command line (out/cli, plain Node), against
// the demo server: the columns docs/file-formats.md promises, figures that agree with the other
// reports and the bookings export of the same period, and no name once the account hides names.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_HEADER, DOUBLE_BOOKING_HEADER } from '#shared/insights/people-table';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'people-reports-key-7c1d';
const cli = useDemoCli({ apiKey: KEY, now: Date.parse('2026-04-15T12:00:00Z'), folder: 'people' });

const run = (args: readonly string[]) => cli.run(args);

// Four weeks in London, all before the demo's today.
const march = ['--from', '2026-03-02', '--to', '2026-03-29'];
const harbour = ['--location', 'Harbour Office', '--tz', 'Europe/London'];

async function table(name: string): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const text = await readFile(join(cli.home, name), 'utf8');
  const [header = [], ...records] = parse(text.replace(/^\uFEFF/, '')) as string[][];
  return {
    header,
    rows: records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']))),
  };
}

async function insights(args: readonly string[], out: string) {
  const result = await run(['insights', '--base-url', cli.demo.url, ...args, '--out', out]);
  expect(result.code, result.stderr).toBe(EXIT.ok);
  return table(out);
}

describe('insights --by attendance', () => {
  it('writes a row per band with its people, regular from 1 day a week up, adding up to the people counted', async () => {
    const { header, rows } = await insights([...harbour, ...march, '--by', 'attendance'], 'a.csv');
    expect(header).toEqual([...ATTENDANCE_HEADER]);
    expect(rows.map((r) => [r.location, r.days_a_week, r.booker])).toEqual([
      ['Harbour Office', 'under 1', 'occasional'],
      ['Harbour Office', '1', 'regular'],
      ['Harbour Office', '2', 'regular'],
      ['Harbour Office', '3', 'regular'],
      ['Harbour Office', '4', 'regular'],
      ['Harbour Office', '5+', 'regular'],
    ]);
    const every = await insights(
      ['--location', 'all', '--tz', 'Europe/London', ...march, '--by', 'location'],
      'l.csv',
    );
    const people = Number(every.rows.find((r) => r.location === 'Harbour Office')?.people);
    expect(people).toBeGreaterThan(0);
    expect(rows.reduce((n, r) => n + Number(r.people), 0)).toBe(people);
  });

  it('writes every site’s bands with --location all, the sites in the API’s order', async () => {
    const { rows } = await insights(
      ['--location', 'all', '--tz', 'Europe/London', ...march, '--by', 'attendance'],
      'all.csv',
    );
    expect(rows).toHaveLength(18);
    expect([...new Set(rows.map((r) => r.location))]).toEqual([
      'Harbour Office',
      'Northgate Depot',
      'Zürich Campus',
    ]);
  });

  it('compares with another period by site and band', async () => {
    const { header, rows } = await insights(
      [...harbour, ...march, '--by', 'attendance', '--compare', 'previous'],
      'compared.csv',
    );
    expect(header).toEqual([...ATTENDANCE_HEADER, 'people_before']);
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => /^\d+$/.test(r.people_before ?? ''))).toBe(true);
  });

  it('refuses a period under a week, saying what to choose', async () => {
    const result = await run([
      'insights',
      '--base-url',
      cli.demo.url,
      ...harbour,
      '--from',
      '2026-03-02',
      '--to',
      '2026-03-07',
      '--by',
      'attendance',
      '--out',
      'short.csv',
    ]);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('Attendance counts days a week');
  });
});

describe('insights --by double-booking', () => {
  it('lists each person holding two bays at once, as the bookings export shows them', async () => {
    const { header, rows } = await insights(
      [...harbour, ...march, '--by', 'double-booking'],
      'd.csv',
    );
    expect(header).toEqual([...DOUBLE_BOOKING_HEADER]);
    expect(rows.length).toBeGreaterThan(0);
    const exported = await run([
      'export',
      '--base-url',
      cli.demo.url,
      ...harbour,
      ...march,
      '--out',
      'bookings.csv',
    ]);
    expect(exported.code, exported.stderr).toBe(EXIT.ok);
    const bookings = (await table('bookings.csv')).rows;
    const held = (r: Record<string, string>, side: 'first' | 'second') =>
      bookings.filter(
        (b) =>
          b.user_email === r.person_email &&
          b.bay === r[`${side}_bay`] &&
          b.start_local === r[`${side}_start`] &&
          b.end_local === r[`${side}_end`],
      );
    for (const r of rows) {
      expect(r).toMatchObject({ location: 'Harbour Office', zone: 'Europe/London' });
      expect(r.person_name).not.toBe('');
      expect(r.first_bay).not.toBe(r.second_bay);
      expect(held(r, 'first')).toHaveLength(1);
      expect(held(r, 'second')).toHaveLength(1);
      // Both held: from the second's start to whichever ends first.
      expect(r.overlap_start).toBe(r.second_start);
      expect(r.overlap_end).toBe([r.first_end, r.second_end].sort()[0]);
      expect(r.overlap_start! < r.overlap_end!).toBe(true);
      expect(r.date).toBe(r.overlap_start?.slice(0, 10));
    }
  });

  it('refuses a comparison, which a list has nothing to compare with', async () => {
    const result = await run([
      'insights',
      '--base-url',
      cli.demo.url,
      ...harbour,
      ...march,
      '--by',
      'double-booking',
      '--compare',
      'previous',
      '--out',
      'c.csv',
    ]);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('leave out the comparison');
  });
});

describe('an account whose names are hidden', () => {
  it('writes pseudonyms and no e-mail, says so, and names people again once shown', async () => {
    const recent = ['--location', 'Harbour Office', '--from', 'today-28', '--to', 'today-1'];
    const report = async (out: string) => {
      const result = await run([
        'insights',
        '--account',
        'demo',
        ...recent,
        '--by',
        'double-booking',
        '--out',
        out,
      ]);
      expect(result.code, result.stderr).toBe(EXIT.ok);
      return { stderr: result.stderr, rows: (await table(out)).rows };
    };
    const named = await report('named.csv');
    expect(named.rows.length).toBeGreaterThan(0);
    expect(named.rows.every((r) => (r.person_email ?? '').includes('@'))).toBe(true);

    const hide = await run(['accounts', 'hide-names', 'demo']);
    expect(hide.code, hide.stderr).toBe(EXIT.ok);
    expect((await run(['accounts', 'list'])).stderr).toContain('Names are hidden for "Demo');
    const hidden = await report('hidden.csv');
    expect(hidden.stderr).toContain('Names are hidden for this account');
    expect(hidden.rows).toHaveLength(named.rows.length);
    for (const r of hidden.rows) {
      expect(r.person_name).toMatch(/^Person [0-9a-f]{8}$/);
      expect(r.person_email).toBe('');
    }
    const text = await readFile(join(cli.home, 'hidden.csv'), 'utf8');
    expect(named.rows.filter((r) => text.includes(r.person_email!))).toEqual([]);
    // The same double bookings, only without the names.
    const strip = (r: Record<string, string>) => ({ ...r, person_name: '', person_email: '' });
    expect(hidden.rows.map(strip)).toEqual(named.rows.map(strip));

    expect((await run(['accounts', 'show-names', 'demo'])).code).toBe(EXIT.ok);
    const shown = await report('shown.csv');
    expect(shown.stderr).not.toContain('Names are hidden');
    expect(shown.rows).toEqual(named.rows);
  });
});
