// A site's zone on the command line (in-process, against the built-in demo company and the large
// demo server): canonical IANA names only, saved as such, and the zones suggested with how sure.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteZoneProblem } from '#shared/time/zone-names';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { EXIT } from './exit-codes';
import { runCli } from './run';
import { captureIo } from './testing/capture-io';

// The day of issue 37: the four weeks before it are after the US clocks went back.
const NOW = Date.UTC(2026, 10, 28, 9, 23);
const KEY = 'site-zones-key-0123456789';

let home: string;
let large: DemoServer;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-site-zones-'));
  large = await startDemoServer({ apiKey: KEY, now: NOW, scale: 'large' });
});
afterAll(async () => {
  await large?.close();
  await rm(home, { recursive: true, force: true });
});

async function cli(args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const captured = captureIo({ env: { BOOKINGS_VIEWER_HOME: home, ...env }, cwd: home });
  const code = await runCli(args, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

const harbour = ['--account', 'Demo company', '--location', 'Harbour Office'];

async function harbourZone(): Promise<string | null | undefined> {
  const listed = await cli(['sites', 'list', '--account', 'Demo company']);
  expect(listed.code, listed.stderr).toBe(EXIT.ok);
  const sites = JSON.parse(listed.stdout) as {
    name: string | null;
    settings: { zone: string | null } | null;
  }[];
  return sites.find((s) => s.name === 'Harbour Office')?.settings?.zone;
}

describe('sites set --zone', () => {
  it('refuses offsets and UTC with the contract’s own words, naming the zone to use, and saves nothing', async () => {
    const before = await harbourZone();
    for (const [typed, hint] of [
      ['+05:30', 'Asia/Kolkata'],
      ['utc', 'Atlantic/Reykjavik'],
      ['+20:00', 'offsets run from −12:00 to +14:00'],
      ['Europe/Londn', 'Did you mean Europe/London?'],
    ] as const) {
      const set = await cli(['sites', 'set', ...harbour, '--zone', typed]);
      expect(set.code, typed).toBe(EXIT.usage);
      expect(set.stderr, typed).toContain(`--zone: ${siteZoneProblem(typed)}`);
      expect(set.stderr, typed).toContain(hint);
    }
    expect(await harbourZone()).toBe(before);
  });

  it('takes any letter case and old names, and saves the canonical name', async () => {
    for (const [typed, saved] of [
      ['europe/LONDON', 'Europe/London'],
      ['Asia/Calcutta', 'Asia/Kolkata'],
      ['US/Eastern', 'America/New_York'],
    ] as const) {
      const set = await cli(['sites', 'set', ...harbour, '--zone', typed]);
      expect(set.code, set.stderr).toBe(EXIT.ok);
      expect(set.stderr).toContain(saved);
      expect(await harbourZone()).toBe(saved);
    }
  });
});

describe('sites suggest', () => {
  // The four weeks read are those before the command's "now": pinned, or the answer would move
  // with the hour the suite runs at (the demo server's bookings are pinned to NOW).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('prints each site’s suggested zone with how sure it is, and saves nothing', async () => {
    const suggest = await cli(['sites', 'suggest', '--base-url', large.url], {
      BOOKINGS_API_KEY: KEY,
    });
    expect(suggest.code, suggest.stderr).toBe(EXIT.ok);
    const suggestions = JSON.parse(suggest.stdout) as {
      name: string;
      zone: string;
      reason: string;
      confidence: string;
      why: string;
    }[];
    const byName = new Map(suggestions.map((s) => [s.name, s]));
    expect(byName.get('Northgate Depot')).toMatchObject({
      zone: 'America/New_York',
      reason: 'booking-starts',
      confidence: 'medium',
      why: 'bookings mostly start at 07:00 there',
    });
    expect(byName.get('Mission Yard')).toMatchObject({
      zone: 'America/Los_Angeles',
      confidence: 'medium',
    });
    expect(byName.get('Sydney Quay')).toMatchObject({
      zone: 'Australia/Sydney',
      reason: 'name',
      confidence: 'high',
      why: 'from its name',
    });
    expect(suggest.stderr).toContain('none is saved until you set it with sites set --zone');
  });

  it('is listed in the help, and set and list still need a saved account', async () => {
    const help = await cli(['sites', '--help']);
    expect(help.stdout + help.stderr).toContain('sites suggest (--account LABEL | --base-url URL)');
    const list = await cli(['sites', 'list', '--base-url', large.url], { BOOKINGS_API_KEY: KEY });
    expect(list.code).toBe(EXIT.usage);
    expect(list.stderr).toContain('--account');
    const setting = await cli(['sites', 'suggest', '--account', 'demo', '--zone', 'Europe/London']);
    expect(setting.code).toBe(EXIT.usage);
    expect(setting.stderr).toContain('sites suggest sets nothing: leave out --zone.');
  });
});
