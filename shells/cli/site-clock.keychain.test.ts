// Issue 29's example on the built command line (out/cli in plain Node), with a saved account in the
// real keychain (a Secret Service; see docs/development.md): two sites 10 hours apart, one booking
// 09:00–17:00 on each site's own clock on a Monday, two bays each. Worked by hand: open Mon–Fri
// 08:00–18:00 gives 2 bays × 10 h = 20 h available and 8 h occupied, 40.0%, busiest at 09:00 local,
// 1 bay needed; without site settings, 2 × 24 h = 48 h in the zone asked for.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../backend/api/testing/http-server';
import {
  startTwoSitesApi,
  TWO_SITES,
  TWO_SITES_KEY,
} from '../../backend/sites/testing/two-sites-api';
import { EXIT } from './exit-codes';
import { keychainCli, keychainTestsRun } from './testing/keychain-cli';

const runs = await keychainTestsRun('Sites on the command line over the keychain');
const cli = keychainCli('sites test', TWO_SITES_KEY);
const run = cli.run;

let api: TestServer;

beforeAll(async () => {
  api = await startTwoSitesApi();
  await cli.open();
});
afterAll(async () => {
  await cli.close();
  await api?.close();
});
const monday = ['--from', '2026-03-02', '--to', '2026-03-02'];
const table = async (name: string) => {
  const [header, ...rows] = parse(
    (await readFile(join(cli.home(), name), 'utf8')).slice(1),
  ) as string[][];
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
};

describe.skipIf(!runs)('each site on its own clock, from the built command line', () => {
  it('gives today’s answer without site settings, and 40.0%, 09:00 and 1 bay with them', async () => {
    const added = await run(['accounts', 'add', '--label', 'Two sites', '--host', api.host]);
    expect(added.code, added.stderr).toBe(EXIT.ok);

    // --base-url has no saved sites: the zone asked for, every hour of every day.
    const plain = await run([
      'insights',
      '--base-url',
      `http://${api.host}`,
      '--location',
      'all',
      '--by',
      'location',
      ...monday,
      '--tz',
      'Europe/London',
      '--out',
      'plain.csv',
    ]);
    expect(plain.code, plain.stderr).toBe(EXIT.ok);
    const [londonPlain, brisbanePlain] = await table('plain.csv');
    expect(londonPlain).toMatchObject({
      utilisation: (8 / 48).toFixed(4),
      available_minutes: '2880',
      open_days: 'all',
      open_hours: '00:00-24:00',
    });
    // Brisbane's booking is 23:00 Sunday to 07:00 Monday in London: 7 h of London's Monday.
    expect(brisbanePlain).toMatchObject({ occupied_minutes: '420', zone: 'Europe/London' });

    for (const site of TWO_SITES) {
      const set = await run([
        'sites',
        'set',
        '--account',
        'Two sites',
        '--location',
        site.name,
        '--zone',
        site.zone,
        '--days',
        'mon-fri',
        '--hours',
        '08:00-18:00',
      ]);
      expect(set.code, set.stderr).toBe(EXIT.ok);
    }
    const listed = await run(['sites', 'list', '--account', 'Two sites']);
    expect(JSON.parse(listed.stdout)).toMatchObject(
      TWO_SITES.map((s) => ({
        locationId: s.id,
        settings: { zone: s.zone },
        basis: `Mon–Fri 08:00–18:00, ${s.zone}`,
      })),
    );

    const bySite = await run([
      'insights',
      '--account',
      'Two sites',
      '--location',
      'all',
      '--by',
      'location',
      ...monday,
      '--out',
      'sites.csv',
    ]);
    expect(bySite.code, bySite.stderr).toBe(EXIT.ok);
    const rows = await table('sites.csv');
    expect(rows).toEqual(
      TWO_SITES.map((s) =>
        expect.objectContaining({
          location: s.name,
          zone: s.zone,
          available_minutes: '1200',
          occupied_minutes: '480',
          utilisation: '0.4000',
          bays_needed_p95: '1',
          open_days: 'mon-fri',
          open_hours: '08:00-18:00',
          outside_hours_minutes: '0',
        }),
      ),
    );

    for (const site of TWO_SITES) {
      const hours = await run([
        'insights',
        '--account',
        'Two sites',
        '--location',
        site.name,
        '--by',
        'weekday-hour',
        ...monday,
        '--out',
        `hours-${site.zone.replace('/', '-')}.csv`,
      ]);
      expect(hours.code, hours.stderr).toBe(EXIT.ok);
      const cells = await table(`hours-${site.zone.replace('/', '-')}.csv`);
      const busiest = cells.reduce((a, b) =>
        Number(b.utilisation || 0) > Number(a.utilisation || 0) ? b : a,
      );
      expect({ weekday: busiest.weekday, hour: busiest.hour }).toEqual({
        weekday: 'Monday',
        hour: '9',
      });
    }
  });
});
