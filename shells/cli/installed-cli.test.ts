// The command line as someone installs it: out/cli and the production dependencies only (npm ci
// --omit=dev in a temporary copy, no repository, no tsx), run as `bookings-viewer` from PATH.
import { spawnSync } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { builtCli } from '../../scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'installed-cli-key-9c8d7e6f';

let work: string;
let app: string;
let demo: DemoServer;
let path: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bv-installed-'));
  app = join(work, 'app');
  await mkdir(join(app, 'out'), { recursive: true });
  for (const file of ['package.json', 'package-lock.json'])
    await cp(join(ROOT, file), join(app, file));
  await cp(dirname(builtCli()), join(app, 'out', 'cli'), { recursive: true });
  // keytar is optional: where its native build fails, npm ci still succeeds without it.
  const install = spawnSync(
    'npm',
    ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    { cwd: app, encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stderr}`);
  // What npm does for a package's `bin` on install: an executable on PATH named after the command.
  const pkg = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const target = join(app, pkg.bin['bookings-viewer'] as string);
  await chmod(target, 0o755);
  await mkdir(join(work, 'bin'));
  await symlink(target, join(work, 'bin', 'bookings-viewer'));
  path = [join(work, 'bin'), dirname(process.execPath), '/usr/bin', '/bin'].join(':');
  // The demo's data surrounds today, so --period finds bookings.
  demo = await startDemoServer({ apiKey: KEY });
}, 300_000);

afterAll(async () => {
  await demo?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const run = (args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
  runBin(['bookings-viewer', ...args], {
    cwd: work,
    env: { PATH: path, HOME: work, BOOKINGS_VIEWER_HOME: join(work, 'home'), ...env },
  });

describe('the installed command line (production dependencies only)', () => {
  it('has no development tools to lean on', async () => {
    const installed = await readdir(join(app, 'node_modules'));
    for (const devTool of ['tsx', 'typescript', 'vite', 'electron', 'vitest', 'react'])
      expect(installed, devTool).not.toContain(devTool);
    expect(installed).toEqual(expect.arrayContaining(['zod', 'undici']));
  });

  it('answers bookings-viewer --help', async () => {
    const result = await run(['--help']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^Usage: bookings-viewer <command>/);
    expect(result.stdout).toContain('export');
  });

  it('exports last week with --base-url against the demo server', async () => {
    const result = await run(
      [
        'export',
        '--base-url',
        demo.url,
        '--location',
        'Harbour Office',
        '--period',
        'last-7-days',
        '--tz',
        'Europe/London',
        '--out',
        'week.csv',
      ],
      { BOOKINGS_API_KEY: KEY },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    const rows = parse(await readFile(join(work, 'week.csv')), { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe('booking_id');
    expect(rows.length).toBeGreaterThan(10);
  });

  it('still works for --base-url and the demo company where keytar could not be installed', async () => {
    await rm(join(app, 'node_modules', 'keytar'), { recursive: true, force: true });
    const list = await run(['accounts', 'list']);
    expect(list.code).toBe(EXIT.ok);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ id: 'demo' })]);
    const locations = await run(['locations', '--base-url', demo.url], { BOOKINGS_API_KEY: KEY });
    expect(locations.code).toBe(EXIT.ok);
    expect(JSON.parse(locations.stdout).length).toBeGreaterThan(0);
  });
});
