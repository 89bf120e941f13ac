// Issue 40's privacy item on the built command line (out/cli in plain Node), with a saved account in
// the real keychain (a Secret Service; see docs/development.md) whose names are hidden: every command
// that can print or write a person (people, insights by domain, attendance and double-booking,
// export, report, bookings and the other JSON) leaves no real name, e-mail, e-mail local part or user
// id of the demo company on stdout, on stderr, in any file it writes or anywhere in the data folder;
// a search by name and a small domain are refused. With names shown first, the same search finds
// the names in the same outputs, so a check that finds nothing is known to be able to find them.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '#demo-api/server';
import { NO_SEARCH_WHILE_HIDDEN, smallDomainRefusal } from '#backend/insights/account-people';
import {
  demoUsers,
  fileTexts,
  folderTexts,
  jsonTexts,
  secretsIn,
  secretsOf,
} from '#backend/testing/real-people';
import { EXIT } from './exit-codes';
import type { BinResult } from './testing/run-bin';
import { keychainCli, keychainTestsRun } from './testing/keychain-cli';

const KEY = 'hidden-names-outputs-key-5e02';
// Two weeks before the demo's today: long enough for attendance bands, short enough to be quick.
const NOW = Date.parse('2026-04-15T12:00:00Z');
const PERIOD = ['--from', '2026-03-30', '--to', '2026-04-12'] as const;
const TWO_DAYS = ['--from', '2026-03-30', '--to', '2026-03-31'] as const;
const ACCOUNT = 'Acme people';
const ONE_SITE = 'Zürich Campus';

const runs = await keychainTestsRun('Hidden names on every output over the keychain');
const cli = keychainCli('hidden names outputs test', KEY);
const secrets = secretsOf(demoUsers(NOW));

let demo: DemoServer;

beforeAll(async () => {
  if (!runs) return;
  demo = await startDemoServer({ apiKey: KEY, now: NOW });
  await cli.open();
  const added = await cli.run(['accounts', 'add', '--label', ACCOUNT, '--host', demo.host]);
  expect(added.code, added.stderr).toBe(EXIT.ok);
});
afterAll(async () => {
  await cli.close();
  await demo?.close();
});

/** The texts of a file the command line wrote, as written and as its reader decodes them. */
const writtenTexts = async (name: string): Promise<readonly string[]> =>
  fileTexts(name, await readFile(join(cli.home(), name)));

/** Runs a command of the account over the period; it must succeed. */
async function run(args: readonly string[]): Promise<BinResult> {
  const result = await cli.run([...args, '--account', ACCOUNT]);
  expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(EXIT.ok);
  return result;
}

/** The real people an output names, by where: empty when it names no one. */
function leaks(outputs: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [where, texts] of Object.entries(outputs)) {
    const named = [...new Set(texts.flatMap((text) => secretsIn(text, secrets)))];
    if (named.length > 0) found[where] = named;
  }
  return found;
}

const PSEUDONYM = /Person [0-9a-f]{8}/;

/** A run's stdout and stderr by where they came from; its stderr must say that names are hidden. */
function printed(what: string, result: BinResult): Record<string, readonly string[]> {
  expect(result.stderr, what).toContain('Names are hidden for this account');
  return { [`${what} stdout`]: [result.stdout], [`${what} stderr`]: [result.stderr] };
}

/** Runs each writing command; what each printed and the texts of the file it wrote. */
async function writeEach(
  files: readonly (readonly [string, () => Promise<BinResult>])[],
): Promise<Record<string, readonly string[]>> {
  const outputs: Record<string, readonly string[]> = {};
  for (const [name, write] of files) {
    Object.assign(outputs, printed(name, await write()));
    outputs[name] = await writtenTexts(name);
  }
  return outputs;
}

const peopleFile = (location: string, out: string, extra: readonly string[] = []) =>
  run(['people', '--location', location, ...PERIOD, ...extra, '--out', out]);
const insightsFile = (location: string, by: string, out: string) =>
  run(['insights', '--location', location, ...PERIOD, '--by', by, '--out', out]);
const exportFile = (location: string, out: string) =>
  run(['export', '--location', location, ...PERIOD, '--out', out]);
// The bookings go only into one location's report; every location's has the People sheets.
const reportFile = (location: string, out: string) =>
  run([
    'report',
    '--location',
    location,
    ...PERIOD,
    ...(location === 'all' ? [] : ['--with-bookings']),
    '--out',
    out,
  ]);

describe.skipIf(!runs)('names shown, the same outputs name people', () => {
  it('finds names, e-mails and awkward names in a people file, a workbook and the bookings JSON', async () => {
    await peopleFile('all', 'shown-people.csv', ['--delimiter', ',']);
    await peopleFile('all', 'shown-people.xlsx');
    await exportFile(ONE_SITE, 'shown-bookings.xlsx');
    const bookings = await run(['bookings', '--location', ONE_SITE, ...TWO_DAYS]);
    const found = leaks({
      'people.csv': await writtenTexts('shown-people.csv'),
      'people.xlsx': await writtenTexts('shown-people.xlsx'),
      'bookings.xlsx': await writtenTexts('shown-bookings.xlsx'),
      'bookings JSON': jsonTexts(bookings.stdout),
    });
    for (const where of ['people.csv', 'people.xlsx', 'bookings.xlsx', 'bookings JSON'])
      expect(found[where]?.length ?? 0, where).toBeGreaterThan(20);
    const all = Object.values(found).flat();
    for (const kind of ['name', 'e-mail', 'e-mail local part', 'user id'])
      expect(
        all.some((f) => f.startsWith(`${kind}: `)),
        kind,
      ).toBe(true);
    // The names a spreadsheet or a CSV reader must be decoded for, and those beyond ASCII.
    for (const name of ['=Dr. Eval', 'Doe, Jane "JJ"', '李雷'])
      expect(found['people.xlsx'], name).toContain(`name: ${name}`);
    for (const part of ["O'Neill", 'Łukasz', 'Müller'])
      expect(found['people.csv']?.join('\n'), part).toContain(part);
  });
});

describe.skipIf(!runs)('names hidden, no output names anyone', () => {
  beforeAll(async () => {
    const hidden = await cli.run(['accounts', 'hide-names', ACCOUNT]);
    expect(hidden.code, hidden.stderr).toBe(EXIT.ok);
    // Only what the hidden run writes is checked below.
    for (const name of await readdir(cli.home()))
      if (name.startsWith('shown-')) await rm(join(cli.home(), name));
  });

  it('writes people files, of every site, one site and one domain, with pseudonyms only', async () => {
    const outputs = await writeEach([
      ['people-all.csv', () => peopleFile('all', 'people-all.csv', ['--delimiter', ','])],
      ['people-all.xlsx', () => peopleFile('all', 'people-all.xlsx')],
      ['people-site.csv', () => peopleFile(ONE_SITE, 'people-site.csv', ['--delimiter', ','])],
      ['people-site.xlsx', () => peopleFile(ONE_SITE, 'people-site.xlsx', ['--lang', 'de'])],
      [
        'people-domain.csv',
        () => peopleFile('all', 'people-domain.csv', ['--domain', 'harbour.example.com']),
      ],
    ]);
    // The files hold people, as pseudonyms: a check of files without people would prove nothing.
    for (const name of ['people-all.csv', 'people-all.xlsx', 'people-domain.csv'])
      expect(outputs[name]?.join('\n'), name).toMatch(PSEUDONYM);
    expect(leaks(outputs)).toEqual({});
  });

  it('writes insights by domain, attendance and double booking with pseudonyms only', async () => {
    const outputs = await writeEach([
      ['domain.csv', () => insightsFile('all', 'domain', 'domain.csv')],
      ['domain.xlsx', () => insightsFile('all', 'domain', 'domain.xlsx')],
      ['attendance.csv', () => insightsFile('all', 'attendance', 'attendance.csv')],
      ['attendance.xlsx', () => insightsFile(ONE_SITE, 'attendance', 'attendance.xlsx')],
      ['double-booking.csv', () => insightsFile('all', 'double-booking', 'double-booking.csv')],
      ['double-booking.xlsx', () => insightsFile('all', 'double-booking', 'double-booking.xlsx')],
      [
        'double-booking-site.csv',
        () => insightsFile(ONE_SITE, 'double-booking', 'double-booking-site.csv'),
      ],
    ]);
    for (const name of ['double-booking.csv', 'double-booking.xlsx'])
      expect(outputs[name]?.join('\n'), name).toMatch(PSEUDONYM);
    expect(leaks(outputs)).toEqual({});
  });

  it('writes bookings exports and reports with pseudonyms only', async () => {
    const outputs = await writeEach([
      ['bookings-all.csv', () => exportFile('all', 'bookings-all.csv')],
      ['bookings-site.csv', () => exportFile(ONE_SITE, 'bookings-site.csv')],
      ['bookings-site.xlsx', () => exportFile(ONE_SITE, 'bookings-site.xlsx')],
      ['report-all.xlsx', () => reportFile('all', 'report-all.xlsx')],
      ['report-site.xlsx', () => reportFile(ONE_SITE, 'report-site.xlsx')],
    ]);
    for (const name of ['bookings-all.csv', 'bookings-site.xlsx', 'report-all.xlsx'])
      expect(outputs[name]?.join('\n'), name).toMatch(PSEUDONYM);
    expect(leaks(outputs)).toEqual({});
  });

  it('prints bookings and the lists as JSON with pseudonyms only', async () => {
    const outputs: Record<string, readonly string[]> = {};
    for (const location of ['Harbour Office', 'Northgate Depot', ONE_SITE]) {
      const bookings = await run(['bookings', '--location', location, ...PERIOD]);
      Object.assign(outputs, printed(`bookings ${location}`, bookings));
      outputs[`bookings ${location} JSON`] = jsonTexts(bookings.stdout);
      expect(bookings.stdout).toMatch(/"name":"Person [0-9a-f]{8}","email":null/);
      // Beside a single booking, a domain would name the one contractor of a firm.
      expect(bookings.stdout).not.toContain('"domain"');
    }
    for (const args of [['locations'], ['bays'], ['sites', 'list']]) {
      const listed = await run(args);
      Object.assign(outputs, printed(args.join(' '), listed));
      outputs[`${args.join(' ')} JSON`] = jsonTexts(listed.stdout);
    }
    const accounts = await cli.run(['accounts', 'list']);
    expect(accounts.code, accounts.stderr).toBe(EXIT.ok);
    expect(accounts.stderr).toContain(`Names are hidden for "${ACCOUNT}".`);
    outputs['accounts list JSON'] = jsonTexts(accounts.stdout);
    outputs['accounts list stderr'] = [accounts.stderr];
    expect(leaks(outputs)).toEqual({});
  });

  it('refuses a search by name or e-mail, saying why, and writes no file', async () => {
    for (const search of ['oneill', 'Łukasz', 'harbour.example.com']) {
      const refused = await cli.run([
        'people',
        '--account',
        ACCOUNT,
        '--location',
        'all',
        ...PERIOD,
        '--search',
        search,
        '--out',
        'searched.csv',
      ]);
      expect(refused.code, search).toBe(EXIT.usage);
      expect(refused.stderr).toContain(NO_SEARCH_WHILE_HIDDEN);
      expect(refused.stdout).toBe('');
      // What was typed may be said back; nobody else's name may.
      expect(leaks({ stderr: [refused.stderr.replaceAll(search, '')] })).toEqual({});
    }
    expect(await readdir(cli.home())).not.toContain('searched.csv');
  });

  it('refuses a domain of fewer than 5 people, at one site and every site', async () => {
    for (const [location, domain] of [
      ['all', 'contractor.example'],
      [ONE_SITE, 'harbour.example.com'],
    ] as const) {
      const refused = await cli.run([
        'people',
        '--account',
        ACCOUNT,
        '--location',
        location,
        ...PERIOD,
        '--domain',
        domain,
        '--out',
        'small-domain.csv',
      ]);
      expect(refused.code, domain).toBe(EXIT.usage);
      expect(refused.stderr).toContain(smallDomainRefusal(domain));
      expect(leaks({ stderr: [refused.stderr] })).toEqual({});
    }
    expect(await readdir(cli.home())).not.toContain('small-domain.csv');
  });

  it('keeps every file of the data folder free of names, the store and any log included', async () => {
    const texts = await folderTexts(cli.home());
    expect([...texts.keys()]).toContain('bookings-viewer.db');
    const outputs = Object.fromEntries(texts);
    expect(leaks(outputs)).toEqual({});
  });
});
