// A site's public holidays and closures from the built command line (out/cli in plain Node, where
// date-holidays comes from node_modules as the installed app's does), on the built-in demo company
// with its settings kept under a home of the test's own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '#scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
let home: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-site-holidays-'));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

const run = (args: readonly string[]) =>
  runBin([process.execPath, BIN, ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home },
  });
const account = ['--account', 'demo'];
const harbour = ['--location', 'Harbour Office'];

interface Listed {
  readonly name: string | null;
  readonly settings: { readonly zone: string | null; readonly holidays: string | null } | null;
  readonly holidays: string | null;
  readonly suggestedHolidays: string | null;
  readonly closures: readonly { from: string; to: string; reason: string }[];
  readonly basis: string;
}
async function sites(): Promise<readonly Listed[]> {
  const listed = await run(['sites', 'list', ...account]);
  expect(listed.code, listed.stderr).toBe(EXIT.ok);
  return JSON.parse(listed.stdout) as Listed[];
}
const named = (all: readonly Listed[], name: string) => all.find((s) => s.name === name);

describe('a site’s public holidays on the built command line', () => {
  it('is set with --holidays, listed, suggested from the zone while none is set, and removed with none', async () => {
    const before = await sites();
    expect(named(before, 'Harbour Office')).toMatchObject({
      holidays: null,
      suggestedHolidays: 'GB-ENG',
      closures: [],
    });
    expect(named(before, 'Northgate Depot')?.suggestedHolidays).toBe('US-NY');

    const set = await run(['sites', 'set', ...account, ...harbour, '--holidays', 'de-by']);
    expect(set.code, set.stderr).toBe(EXIT.ok);
    expect(set.stderr).toContain(
      'Harbour Office: Mon–Fri 08:00–18:00, Europe/London; closed on the public holidays of DE-BY',
    );
    const after = named(await sites(), 'Harbour Office');
    // The demo company's shipped zone and hours stay: only the calendar was named.
    expect(after).toMatchObject({
      settings: { zone: 'Europe/London', holidays: 'DE-BY' },
      holidays: 'DE-BY',
      suggestedHolidays: null,
      basis: 'Mon–Fri 08:00–18:00, Europe/London; closed on the public holidays of DE-BY',
    });

    const none = await run(['sites', 'set', ...account, ...harbour, '--holidays', 'none']);
    expect(none.code, none.stderr).toBe(EXIT.ok);
    expect(named(await sites(), 'Harbour Office')).toMatchObject({
      holidays: null,
      suggestedHolidays: 'GB-ENG',
    });
  });

  it('refuses an unknown calendar by name, and one that is no code, saving nothing', async () => {
    const unknown = await run(['sites', 'set', ...account, ...harbour, '--holidays', 'XX-YY']);
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.stderr).toContain('There is no holiday calendar "XX-YY"');
    expect(unknown.stderr).toContain('bookings-viewer sites calendars');
    const region = await run(['sites', 'set', ...account, ...harbour, '--holidays', 'GB-XYZ']);
    expect(region.code).toBe(EXIT.usage);
    expect(region.stderr).toContain(
      'United Kingdom (GB) has no region "XYZ". Its regions: ALD, ENG',
    );
    const words = await run(['sites', 'set', ...account, ...harbour, '--holidays', 'England']);
    expect(words.code).toBe(EXIT.usage);
    expect(words.stderr).toContain('--holidays: "England" is not a holiday calendar');
    expect(named(await sites(), 'Harbour Office')?.holidays).toBeNull();
  });

  it('lists the calendars there are, of one country or all', async () => {
    const germany = await run(['sites', 'calendars', '--country', 'de']);
    expect(germany.code, germany.stderr).toBe(EXIT.ok);
    const calendars = JSON.parse(germany.stdout) as { code: string; region: string | null }[];
    expect(calendars).toContainEqual({ code: 'DE-BY', country: 'Germany', region: 'Bayern' });
    expect(calendars.every((c) => c.code.startsWith('DE'))).toBe(true);
    const nowhere = await run(['sites', 'calendars', '--country', 'XX']);
    expect(nowhere.code).toBe(EXIT.usage);
    expect(nowhere.stderr).toContain('no holiday calendar has the country code "XX"');
  });
});

describe('a site’s closures on the built command line', () => {
  it('are added with close, listed, refused where they overlap, and removed with reopen', async () => {
    const close = await run([
      'sites',
      'close',
      ...account,
      ...harbour,
      '--from',
      '2026-06-05',
      '--to',
      '2026-06-05',
      '--reason',
      'Resurfacing',
    ]);
    expect(close.code, close.stderr).toBe(EXIT.ok);
    expect(close.stderr).toContain(
      'Harbour Office: closed on 2026-06-05 (Resurfacing); 1 closure in all.',
    );
    const resurfacing = { from: '2026-06-05', to: '2026-06-05', reason: 'Resurfacing' };
    expect(named(await sites(), 'Harbour Office')).toMatchObject({
      closures: [resurfacing],
      basis: 'Mon–Fri 08:00–18:00, Europe/London; closed on the days of 1 closure',
    });
    const listed = await run(['sites', 'closures', ...account]);
    expect(listed.code, listed.stderr).toBe(EXIT.ok);
    expect(JSON.parse(listed.stdout)).toEqual([
      { locationId: expect.any(String), name: 'Harbour Office', ...resurfacing },
    ]);
    const elsewhere = await run(['sites', 'closures', ...account, '--location', 'Northgate Depot']);
    expect(JSON.parse(elsewhere.stdout)).toEqual([]);

    const overlap = await run([
      'sites',
      'close',
      ...account,
      ...harbour,
      '--from',
      '2026-06-01',
      '--to',
      '2026-06-30',
      '--reason',
      'June',
    ]);
    expect(overlap.code).toBe(EXIT.usage);
    expect(overlap.stderr).toContain(
      'Harbour Office is already closed on 2026-06-05 (Resurfacing)',
    );

    const reopen = await run(['sites', 'reopen', ...account, ...harbour, '--from', '2026-06-05']);
    expect(reopen.code, reopen.stderr).toBe(EXIT.ok);
    expect(reopen.stderr).toContain('Harbour Office: reopened on 2026-06-05 (Resurfacing).');
    expect(named(await sites(), 'Harbour Office')?.closures).toEqual([]);
    const again = await run(['sites', 'reopen', ...account, ...harbour, '--from', '2026-06-05']);
    expect(again.code).toBe(EXIT.usage);
    expect(again.stderr).toContain('has no closure on 2026-06-05, so nothing was reopened');
  });

  it('refuses days that are not days, backwards periods and a missing reason before connecting', async () => {
    const cases: [readonly string[], string][] = [
      [['--from', '5 June', '--reason', 'x'], '--from must be a day as YYYY-MM-DD'],
      [['--from', '2026-06-05', '--to', '2026-06-04', '--reason', 'x'], 'is before the first'],
      [['--from', '2026-06-05'], 'Say why the site is closed with --reason TEXT'],
      [['--reason', 'x'], 'Give the first closed day with --from'],
      [
        ['--from', '2026-06-05', '--reason', 'x', '--holidays', 'GB'],
        'sites close does not take --holidays',
      ],
    ];
    for (const [args, words] of cases) {
      const refused = await run(['sites', 'close', ...account, ...harbour, ...args]);
      expect(refused.code, args.join(' ')).toBe(EXIT.usage);
      expect(refused.stderr, args.join(' ')).toContain(words);
    }
  });
});
