// The keychain as users reach it: the built command line (out/cli) and the built main bundle's --cli
// mode (out/main, with only `electron` stood in), each in a plain Node process, so keytar is loaded
// by Node's own ESM loader and not by Vitest's interop. Runs under a Secret Service (see README, Tests).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtCli, builtMain } from '#scripts/cli-build';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { runBin } from './testing/run-bin';
import { editStore, filesHolding } from '../../backend/store/testing/edit-store';
import { createKeytarSecretStore } from '../../backend/secrets/keytar-secret-store';

const ROOT = resolve(import.meta.dirname, '../..');
const STAND_IN = join(ROOT, 'shells', 'desktop', 'testing', 'plain-node', 'register.mjs');
const KEY = `shipped-${randomUUID()}`;
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const availability = await createKeytarSecretStore(`BV probe ${randomUUID()}`).available();
if (!availability.ok && !inCi)
  console.warn(`Shipped keychain round trip skipped: ${availability.reason}`);

interface KeytarListing {
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
  deletePassword(service: string, account: string): Promise<boolean>;
}
// Only to look into the keychain from outside the product; the product's own loading is under test.
const keychain = createRequire(import.meta.url)('keytar') as KeytarListing;

const shipped = {
  'the built command line (out/cli)': (): string[] => [process.execPath, builtCli()],
  "the built main bundle's --cli mode (out/main)": (): string[] => [
    process.execPath,
    '--import',
    STAND_IN,
    builtMain(),
    '--cli',
  ],
};

let demo: DemoServer;
let work: string;
beforeAll(async () => {
  demo = await startDemoServer({ apiKey: KEY });
  work = await mkdtemp(join(tmpdir(), 'bv-shipped-keychain-'));
});
afterAll(async () => {
  await demo?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!availability.ok && !inCi).each(Object.entries(shipped))('%s', (_name, command) => {
  const service = `Bookings Viewer shipped test ${randomUUID()}`;
  const home = (): string => join(work, service);
  const run = (args: readonly string[], env: NodeJS.ProcessEnv = {}) =>
    runBin([...command(), ...args], {
      cwd: ROOT,
      env: {
        HOME: work,
        BOOKINGS_VIEWER_HOME: home(),
        BOOKINGS_VIEWER_KEYCHAIN_SERVICE: service,
        DBUS_SESSION_BUS_ADDRESS: process.env.DBUS_SESSION_BUS_ADDRESS,
        ...env,
      },
    });

  // A failed run must not leave its entry in the keychain.
  afterAll(async () => {
    for (const { account } of await keychain.findCredentials(service).catch(() => []))
      await keychain.deletePassword(service, account);
  });

  it('adds an account, reads its locations with the stored key, and removes it with its key', async () => {
    const added = await run(['accounts', 'add', '--label', 'Acme', '--host', demo.host], {
      BOOKINGS_API_KEY: KEY,
    });
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    const stored = await keychain.findCredentials(service);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.password).toContain(KEY);
    const hosts = editStore(home(), (db) => db.prepare('SELECT host FROM accounts').all());
    expect(hosts).toEqual([{ host: demo.host }]);
    expect(await filesHolding(home(), KEY)).toEqual([]);

    const locations = await run(['locations', '--account', 'Acme']);
    expect(locations.stderr).toBe('');
    expect(locations.code).toBe(0);
    expect(JSON.parse(locations.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Harbour Office' })]),
    );

    const removed = await run(['accounts', 'remove', 'Acme']);
    expect(removed.stderr).toContain('Removed "Acme" and its key.');
    expect(removed.code).toBe(0);
    expect(await keychain.findCredentials(service)).toEqual([]);
  });
});
