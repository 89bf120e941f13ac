// Issue 38's done-when on the built command line (out/cli in plain Node), with a saved account in the
// real keychain (a Secret Service; see docs/development.md): London HQ and a Munich site, one booking
// a day starting at 09:00 or 10:00 on its own site's clock. `export --location all` writes every row
// at 09:00 or 10:00 local, with its site's zone; --tz UTC writes every row in UTC.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../backend/api/testing/http-server';
import {
  LONDON_MUNICH,
  LONDON_MUNICH_DAYS,
  LONDON_MUNICH_KEY,
  startLondonMunichApi,
} from '../../backend/export/testing/london-munich-api';
import { EXIT } from './exit-codes';
import { keychainCli, keychainTestsRun } from './testing/keychain-cli';

const runs = await keychainTestsRun("Every location's export over the keychain");
const cli = keychainCli('export clock test', LONDON_MUNICH_KEY);
const run = cli.run;

let api: TestServer;

beforeAll(async () => {
  api = await startLondonMunichApi();
  await cli.open();
});
afterAll(async () => {
  await cli.close();
  await api?.close();
});

const exportAll = async (out: string, extra: readonly string[] = []) => {
  const result = await run([
    'export',
    '--account',
    'London and Munich',
    '--location',
    'all',
    '--from',
    LONDON_MUNICH_DAYS.from,
    '--to',
    LONDON_MUNICH_DAYS.to,
    ...extra,
    '--no-bom',
    '--delimiter',
    ',',
    '--out',
    out,
  ]);
  expect(result.code, result.stderr).toBe(EXIT.ok);
  const [header, ...rows] = parse(await readFile(join(cli.home(), out), 'utf8')) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
};

describe.skipIf(!runs)(
  'export --location all on each site’s clock, from the built command line',
  () => {
    it('writes every row at 09:00 or 10:00 local with its site’s zone, and in UTC with --tz UTC', async () => {
      const added = await run([
        'accounts',
        'add',
        '--label',
        'London and Munich',
        '--host',
        api.host,
      ]);
      expect(added.code, added.stderr).toBe(EXIT.ok);
      for (const site of LONDON_MUNICH) {
        const set = await run([
          'sites',
          'set',
          '--account',
          'London and Munich',
          '--location',
          site.name,
          '--zone',
          site.zone,
        ]);
        expect(set.code, set.stderr).toBe(EXIT.ok);
      }

      const rows = await exportAll('sites.csv');
      // 11 bookings a site: its 10 weekdays and Saturday 30 May.
      expect(rows).toHaveLength(22);
      for (const site of LONDON_MUNICH) {
        const own = rows.filter((r) => r.location === site.name);
        expect(own).toHaveLength(11);
        for (const row of own) {
          expect(row.timezone).toBe(site.zone);
          expect(row.start_local).toMatch(/ (09|10):00:00$/);
        }
      }

      const utc = await exportAll('utc.csv', ['--tz', 'UTC']);
      expect(utc).toHaveLength(22);
      for (const row of utc) {
        expect(row.timezone).toBe('UTC');
        // 09:00 or 10:00 in London (UTC+1) and Munich (UTC+2) is 07:00 to 09:00 in UTC.
        expect(row.start_local).toMatch(/ 0[789]:00:00$/);
        expect(row.start_local).toBe(row.start_utc!.replace('T', ' ').replace('Z', ''));
      }
    });
  },
);
