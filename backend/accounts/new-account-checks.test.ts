import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { createBackend, type Backend } from '../backend';
import type { SecretStore } from '../secrets/secret-store';
import { createMemorySecretStore } from '../secrets/testing/memory-secret-store';

const HOST = 'acme.example.com';
const TYPO_HOST = 'acme.exmaple.com';
const GOOD_KEY = 'acme-key-0123456789';
// What keytar says on a Linux machine with no Secret Service: the answer the new user got for "abc".
const NO_DBUS = 'Cannot autolaunch D-Bus without X11 $DISPLAY';

/** The company's API as seen through fetch: only HOST exists, and it accepts only GOOD_KEY. */
const companyFetch: typeof fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.host !== HOST)
    throw new TypeError('fetch failed', {
      cause: Object.assign(new Error(`getaddrinfo ENOTFOUND ${url.hostname}`), {
        code: 'ENOTFOUND',
      }),
    });
  const key = new Headers(init?.headers).get('ApiKey');
  if (key !== GOOD_KEY) return new Response(null, { status: 401 });
  return Response.json([{ id: 'loc-1', name: 'Depot' }]);
};

/** A keychain that fails like a missing D-Bus service, and counts every time it is asked. */
function brokenKeychain(): SecretStore & { readonly calls: string[] } {
  const calls: string[] = [];
  const fail = (name: string) => async () => {
    calls.push(name);
    throw new Error(NO_DBUS);
  };
  return {
    calls,
    get: fail('get'),
    set: fail('set'),
    delete: fail('delete'),
    async available() {
      calls.push('available');
      return { ok: false, reason: NO_DBUS };
    },
  };
}

let dir: string;
let backend: Backend | null = null;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-new-account-'));
});
afterEach(async () => {
  await backend?.close();
  backend = null;
  await rm(dir, { recursive: true, force: true });
});

async function start(secretStore: SecretStore): Promise<Backend> {
  backend = await createBackend({
    dataDir: dir,
    secretStore,
    shell: 'web',
    identity: { version: '1', platform: 'linux', locales: [] },
    fetch: globalThis.fetch,
    files: { chooseSaveTarget: async () => null },
    demo: { enabled: false },
    makeClient: (options) => createApiClient({ ...options, baseDelayMs: 0, fetch: companyFetch }),
  });
  return backend;
}

const signal = () => new AbortController().signal;

/** Test connection, then Add account, for the same host and key. */
async function testThenAdd(b: Backend, host: string, apiKey: string) {
  const tested = await b.dispatch('testConnection', { host, apiKey }, signal());
  const added = await b.dispatch('addAccount', { label: 'Acme', host, apiKey }, signal());
  return { tested, added };
}

describe('a new account’s checks, the same for Test and Add', () => {
  it.each([
    [
      'a 3-character key',
      HOST,
      'abc',
      'invalid-key',
      `The API key for ${HOST} is too short (3 characters)`,
    ],
    [
      'a 1-character key',
      HOST,
      'x',
      'invalid-key',
      `The API key for ${HOST} is too short (1 character)`,
    ],
    [
      'a short key for a mistyped host',
      TYPO_HOST,
      'abc',
      'invalid-key',
      `for ${TYPO_HOST} is too short`,
    ],
    [
      'a host that does not exist',
      TYPO_HOST,
      GOOD_KEY,
      'network',
      `The host ${TYPO_HOST} could not be found`,
    ],
    [
      'a key the host refuses',
      HOST,
      'wrong-key-0000',
      'auth',
      `The API key was refused by ${HOST}`,
    ],
    [
      'a host written with a path',
      `${HOST}/api`,
      GOOD_KEY,
      'invalid-argument',
      `Check the company host "${HOST}/api"`,
    ],
  ])(
    'with %s, both answer alike, naming the host, and never ask the keychain',
    async (_what, host, apiKey, kind, words) => {
      const keychain = brokenKeychain();
      const b = await start(keychain);
      const { tested, added } = await testThenAdd(b, host, apiKey);
      expect(tested).toMatchObject({
        ok: false,
        error: { kind, message: expect.stringContaining(words) },
      });
      expect(added).toEqual(tested);
      expect(JSON.stringify(added)).not.toContain('D-Bus');
      expect(keychain.calls).toEqual([]);
      expect(await b.dispatch('listAccounts', {}, signal())).toMatchObject({
        ok: true,
        value: { accounts: [] },
      });
    },
  );

  it('reaches the keychain only with a good key and host, and then names the host it failed for', async () => {
    const keychain = brokenKeychain();
    const b = await start(keychain);
    const { tested, added } = await testThenAdd(b, HOST, GOOD_KEY);
    expect(tested).toEqual({ ok: true, value: { locationCount: 1 } });
    expect(keychain.calls).toContain('available');
    expect(added).toEqual({
      ok: false,
      error: {
        kind: 'keychain-unavailable',
        message: `The connection to ${HOST} works, but its API key cannot be kept in this computer's keychain, so the account was not added. ${NO_DBUS}`,
      },
    });
    expect(await b.dispatch('listAccounts', {}, signal())).toMatchObject({
      ok: true,
      value: { accounts: [] },
    });
  });

  it('adds the account, its key bound to the host, when every check passes', async () => {
    const keychain = createMemorySecretStore();
    const b = await start(keychain);
    const added = await b.dispatch(
      'addAccount',
      { label: 'Acme', host: ' ACME.example.com ', apiKey: ` ${GOOD_KEY} ` },
      signal(),
    );
    expect(added).toMatchObject({ ok: true, value: { label: 'Acme', host: HOST, isDemo: false } });
    expect([...keychain.entries.values()]).toEqual([
      JSON.stringify({ v: 1, host: HOST, apiKey: GOOD_KEY }),
    ]);
  });
});
