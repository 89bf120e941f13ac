// The command line sends a saved key only to the host it was saved for, with the real keychain
// (a Secret Service; see README, Tests): an edited store, or BOOKINGS_VIEWER_HOME naming a folder
// whose store gives the real account's id another host, reaches that host with no request at all.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../../backend/api/testing/http-server';
import { createKeytarSecretStore } from '../../backend/secrets/keytar-secret-store';
import { STORE_FILE } from '../../backend/store/open-store';
import { editStore, saveAccountRow } from '../../backend/store/testing/edit-store';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { EXIT } from './exit-codes';
import { runCli } from './run';
import { captureIo } from './testing/capture-io';

const KEY = `cli-bound-${randomUUID()}`;
const SERVICE = `Bookings Viewer key-host test ${randomUUID()}`;
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';
const availability = await createKeytarSecretStore(`BV probe ${randomUUID()}`).available();
if (!availability.ok && !inCi)
  console.warn(`Key-to-host binding over the keychain skipped: ${availability.reason}`);

interface KeytarListing {
  findCredentials(service: string): Promise<Array<{ account: string; password: string }>>;
  deletePassword(service: string, account: string): Promise<boolean>;
}
// Only to clean up after the test; the product's own keychain access is what is under test.
const keychain = createRequire(import.meta.url)('keytar') as KeytarListing;

let company: DemoServer;
let elsewhere: TestServer;
let work: string;

beforeAll(async () => {
  company = await startDemoServer({ apiKey: KEY });
  // Answers like the API, so only its count can tell whether the key was sent.
  elsewhere = await startTestServer((_req, res) => sendJson(res, 200, []));
  work = await mkdtemp(join(tmpdir(), 'bv-cli-key-host-'));
});
afterAll(async () => {
  for (const { account } of await keychain.findCredentials(SERVICE).catch(() => []))
    await keychain.deletePassword(SERVICE, account);
  await Promise.all([company?.close(), elsewhere?.close()]);
  if (work) await rm(work, { recursive: true, force: true });
});

async function cli(home: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const captured = captureIo({
    env: { BOOKINGS_VIEWER_HOME: home, BOOKINGS_VIEWER_KEYCHAIN_SERVICE: SERVICE, ...env },
    cwd: work,
  });
  const code = await runCli(args, captured.io);
  return { code, stdout: captured.stdout(), stderr: captured.stderr() };
}

describe.skipIf(!availability.ok && !inCi)('the command line, a saved key and its host', () => {
  const home = () => join(work, 'home');
  let accountId = '';

  beforeAll(async () => {
    const added = await cli(
      home(),
      ['accounts', 'add', '--label', 'Acme', '--host', company.host],
      {
        BOOKINGS_API_KEY: KEY,
      },
    );
    expect(added.stderr).toBe('');
    expect(added.code).toBe(EXIT.ok);
    const saved = editStore(home(), (db) => db.prepare('SELECT id FROM accounts').all());
    expect(saved).toHaveLength(1);
    accountId = String(saved[0]?.id);
  });

  const expectRefused = async (dataHome: string) => {
    const before = elsewhere.requests.length;
    for (const args of [
      ['locations', '--account', 'Acme'],
      ['bays', '--account', accountId, '--location', 'Harbour Office'],
    ]) {
      const result = await cli(dataHome, args);
      expect(result.code, args.join(' ')).toBe(EXIT.auth);
      expect(result.stderr).toMatch(/so it was not sent\. .*add it again with its key\./);
      expect(result.stderr + result.stdout).not.toContain(KEY);
    }
    expect(elsewhere.requests.length).toBe(before);
  };

  it('reads with the key from the host it was saved for', async () => {
    const result = await cli(home(), ['locations', '--account', 'Acme']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
  });

  it('sends nothing when the store is edited to give the account another host', async () => {
    // A copy of the folder, edited: the other cases keep the folder as the command line left it.
    const edited = join(work, 'edited');
    await mkdir(edited);
    for (const file of await readdir(home()))
      if (file.startsWith(STORE_FILE)) await copyFile(join(home(), file), join(edited, file));
    const changed = editStore(edited, (db) =>
      db.prepare('UPDATE accounts SET host = ? WHERE id = ?').run(elsewhere.host, accountId),
    );
    expect(changed.changes).toBe(1);
    await expectRefused(edited);
  });

  it('sends nothing when BOOKINGS_VIEWER_HOME names a folder with the same id and another host', async () => {
    const forged = join(work, 'forged');
    await mkdir(forged);
    saveAccountRow(forged, {
      id: accountId,
      label: 'Acme',
      host: elsewhere.host,
      createdAt: new Date().toISOString(),
    });
    await expectRefused(forged);
  });
});
