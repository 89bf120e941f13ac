// A saved key goes only to the host it was saved for. Changing an account's host in the store,
// or a data folder (BOOKINGS_VIEWER_HOME) that gives the real account's id another host, must send
// nothing to that other host: the "other host" here is a loopback server that counts its requests.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { sendJson, startTestServer, type TestServer } from '../api/testing/http-server';
import { type Backend, createBackend } from '../backend';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';
import { editStore, filesHolding, saveAccountRow } from '../store/testing/edit-store';

const KEY = 'bound-key-3c9d1e7f5a';

let company: DemoServer;
let elsewhere: TestServer;
let work: string;
const opened: Backend[] = [];

beforeAll(async () => {
  company = await startDemoServer({ apiKey: KEY });
  // Answers like the API would, so only the count can tell that the key was sent.
  elsewhere = await startTestServer((_req, res) => sendJson(res, 200, []));
});
afterAll(async () => {
  await Promise.all([company?.close(), elsewhere?.close()]);
});
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'bv-key-host-'));
});
afterEach(async () => {
  for (const backend of opened.splice(0)) await backend.close();
  await rm(work, { recursive: true, force: true });
});

const signal = () => new AbortController().signal;

async function open(
  dataDir: string,
  secretStore: ReturnType<typeof createMemorySecretStore>,
): Promise<Backend> {
  const backend = await createBackend({
    dataDir,
    secretStore,
    shell: 'web',
    identity: { version: '1', platform: 'linux', locales: [] },
    fetch: globalThis.fetch,
    files: { chooseSaveTarget: async () => null },
    demo: { enabled: false },
  });
  opened.push(backend);
  return backend;
}

/** Adds the real company through the contract; returns its id. */
async function addCompany(
  dataDir: string,
  secretStore: ReturnType<typeof createMemorySecretStore>,
): Promise<string> {
  const backend = await open(dataDir, secretStore);
  const added = await backend.dispatch(
    'addAccount',
    { label: 'Acme', host: company.host, apiKey: KEY },
    signal(),
  );
  if (!added.ok) throw new Error(`Adding the company failed: ${added.error.message}`);
  return (added.value as { id: string }).id;
}

/** Gives every saved account of the folder another host, as an edit of the store behind the app would. */
const moveAccountsTo = (dataDir: string, host: string) =>
  editStore(dataDir, (db) => db.prepare('UPDATE accounts SET host = ?').run(host));

/** Every contract call that reaches the API with the account's key. */
const keyedCalls = (accountId: string) =>
  [
    ['listLocations', { accountId }],
    ['listBays', { accountId }],
    ['testAccount', { accountId }],
  ] as const;

async function expectRefusedWithoutSending(backend: Backend, accountId: string): Promise<void> {
  const before = elsewhere.requests.length;
  for (const [method, args] of keyedCalls(accountId)) {
    const result = await backend.dispatch(method, args, signal());
    expect(result, method).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: expect.stringMatching(/add it again/) },
    });
    expect(JSON.stringify(result)).not.toContain(KEY);
  }
  expect(elsewhere.requests.length).toBe(before);
}

describe('a saved key and its host', () => {
  it('is still sent to the host it was saved for', async () => {
    const secrets = createMemorySecretStore();
    const accountId = await addCompany(work, secrets);
    const backend = await open(work, secrets);
    expect(await backend.dispatch('listLocations', { accountId }, signal())).toMatchObject({
      ok: true,
    });
  });

  it('is not sent when the store is edited to give the account another host', async () => {
    const secrets = createMemorySecretStore();
    const accountId = await addCompany(work, secrets);
    moveAccountsTo(work, elsewhere.host);

    const backend = await open(work, secrets);
    await expectRefusedWithoutSending(backend, accountId);
  });

  it('is not sent when another data folder names the same account id with another host', async () => {
    const secrets = createMemorySecretStore();
    const accountId = await addCompany(work, secrets);
    // What BOOKINGS_VIEWER_HOME pointing at a prepared folder amounts to.
    const other = join(work, 'elsewhere-home');
    await mkdir(other);
    saveAccountRow(other, {
      id: accountId,
      label: 'Acme',
      host: elsewhere.host,
      createdAt: new Date().toISOString(),
    });
    await expectRefusedWithoutSending(await open(other, secrets), accountId);
  });

  it('is not sent when the keychain entry does not say which host it is for', async () => {
    // An entry holding the bare key: its host cannot be known, so it is not guessed from the store.
    const secrets = createMemorySecretStore();
    const accountId = await addCompany(work, secrets);
    moveAccountsTo(work, elsewhere.host);
    await secrets.set(accountId, KEY);

    await expectRefusedWithoutSending(await open(work, secrets), accountId);
  });

  it('keeps the key in the keychain entry, beside the host it is for', async () => {
    const secrets = createMemorySecretStore();
    const accountId = await addCompany(work, secrets);
    const entry = secrets.entries.get(accountId) ?? '';
    expect(entry).toContain(KEY);
    expect(JSON.parse(entry)).toMatchObject({ host: company.host, apiKey: KEY });
    const saved = editStore(work, (db) =>
      db.prepare('SELECT host FROM accounts WHERE id = ?').get(accountId),
    );
    expect(saved).toEqual({ host: company.host });
    expect(await filesHolding(work, KEY)).toEqual([]);
  });
});
