// A site's target utilisation band from the built command line (out/cli in plain Node), on the
// built-in demo company (its settings kept under a home of the test's own, no keychain needed):
// set, listed, kept through a zone change, said by the All locations summary, and removed.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli } from '#scripts/cli-build';
import { targetStatus } from '#shared/sites/target-band';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
let home: string;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-site-targets-'));
});
afterAll(async () => {
  await rm(home, { recursive: true, force: true });
});

const run = (args: readonly string[]) =>
  runBin([process.execPath, BIN, ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_VIEWER_HOME: home },
  });
const account = ['--account', 'Demo company'];
const site = ['--location', 'Harbour Office'];

interface Listed {
  readonly name: string | null;
  readonly settings: { readonly zone: string | null } | null;
  readonly target: { readonly low: number; readonly high: number } | null;
}
async function harbour(): Promise<Listed | undefined> {
  const listed = await run(['sites', 'list', ...account]);
  expect(listed.code, listed.stderr).toBe(EXIT.ok);
  return (JSON.parse(listed.stdout) as Listed[]).find((s) => s.name === 'Harbour Office');
}

describe('a site’s target on the built command line', () => {
  it('is set with --target, listed as ratios, kept by a zone change, and removed with none', async () => {
    expect((await harbour())?.target).toBeNull();
    const set = await run(['sites', 'set', ...account, ...site, '--target', '60-85']);
    expect(set.code, set.stderr).toBe(EXIT.ok);
    expect(set.stderr).toContain('target 60–85%');
    expect((await harbour())?.target).toEqual({ low: 0.6, high: 0.85 });

    // A zone set alone leaves the target as it was.
    const zone = await run(['sites', 'set', ...account, ...site, '--zone', 'Europe/Dublin']);
    expect(zone.code, zone.stderr).toBe(EXIT.ok);
    expect(await harbour()).toMatchObject({
      settings: { zone: 'Europe/Dublin' },
      target: { low: 0.6, high: 0.85 },
    });

    const all = await run([
      'insights',
      ...account,
      '--location',
      'all',
      '--by',
      'location',
      '--period',
      'last-month',
      '--out',
      'all.csv',
    ]);
    expect(all.code, all.stderr).toBe(EXIT.ok);
    const [header, ...rows] = parse(
      (await readFile(join(home, 'all.csv'), 'utf8')).slice(1),
    ) as string[][];
    expect(header?.slice(-3)).toEqual(['target_low', 'target_high', 'target_status']);
    const col = (row: readonly string[], name: string) => row[header!.indexOf(name)];
    const row = rows.find((r) => r[0] === 'Harbour Office')!;
    expect([col(row, 'target_low'), col(row, 'target_high')]).toEqual(['0.6000', '0.8500']);
    // The status is of the utilisation in the same row, whatever the demo's bookings come to.
    const utilisation = col(row, 'utilisation');
    expect(col(row, 'target_status')).toMatch(/^(below|within|above)$/);
    expect(col(row, 'target_status')).toBe(
      targetStatus(utilisation ? Number(utilisation) : null, { low: 0.6, high: 0.85 }) ?? '',
    );
    // A site without a target: its three columns empty.
    for (const other of rows.filter((r) => r[0] !== 'Harbour Office'))
      expect(other.slice(-3)).toEqual(['', '', '']);

    const removed = await run(['sites', 'set', ...account, ...site, '--target', 'none']);
    expect(removed.code, removed.stderr).toBe(EXIT.ok);
    expect(removed.stderr).toContain('no target');
    expect(await harbour()).toMatchObject({ settings: { zone: 'Europe/Dublin' }, target: null });
  });

  it('refuses a band it cannot read, saying how to write one, before anything is saved', async () => {
    const backwards = await run(['sites', 'set', ...account, ...site, '--target', '85-60']);
    expect(backwards.code).toBe(EXIT.usage);
    expect(backwards.stderr).toContain('--target: A target’s first percentage must be below');
    const words = await run(['sites', 'set', ...account, ...site, '--target', 'high']);
    expect(words.code).toBe(EXIT.usage);
    expect(words.stderr).toContain('e.g. 60-85');
    expect(words.stderr).toContain('--target none');
    const nothing = await run(['sites', 'set', ...account, ...site]);
    expect(nothing.stderr).toContain('--target');
  });
});
