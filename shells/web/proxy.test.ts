// The browser shell honours the proxy variables for company accounts (Node's fetch through
// undici's EnvHttpProxyAgent), and reaches loopback hosts, its built-in demo company among them,
// directly whatever NO_PROXY says. The proxied company is a made-up name only the proxy "resolves".
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import * as tls from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustSystemCertificates } from '../../backend/api/node-fetch';
import { startForwardProxy, type ForwardProxy } from '../../backend/api/testing/forward-proxy';
import { makePrivateCa, startTlsFront, type TlsFront } from '../../backend/api/testing/private-ca';
import { createMemorySecretStore } from '../../backend/secrets/testing/memory-secret-store';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { startWebShell, type WebShell } from './server';

const KEY = 'web-proxy-test-key-1f2e3d4c';
const COMPANY = 'bookings.acme.test';
const caApi = tls as typeof tls & {
  setDefaultCACertificates?: (certs: readonly string[]) => void;
  getCACertificates?: (type: 'default') => string[];
};
let dir: string;
let company: DemoServer;
let front: TlsFront;
let proxy: ForwardProxy;
let shell: WebShell;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-web-proxy-'));
  company = await startDemoServer({ apiKey: KEY });
  const ca = await makePrivateCa(dir, [COMPANY]);
  front = await startTlsFront(ca, company.port);
  // This process trusts the test CA as a company laptop trusts its company's: after the OS store is
  // read (which would otherwise replace the list on the first HTTPS request).
  trustSystemCertificates();
  caApi.setDefaultCACertificates?.([
    ...(caApi.getCACertificates?.('default') ?? []),
    await readFile(ca.caFile, 'utf8'),
  ]);
  proxy = await startForwardProxy();
  shell = await startWebShell({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    rendererDir: dir,
    env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url },
    log: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  await shell?.close();
  await Promise.all([company?.close(), front?.close(), proxy?.close()]);
  await rm(dir, { recursive: true, force: true });
});

const dispatch = (method: string, args: unknown) =>
  shell.backend.dispatch(method, args, new AbortController().signal);

async function addAccount(host: string): Promise<string> {
  const added = await dispatch('addAccount', { label: host, host, apiKey: KEY });
  if (!added.ok) throw new Error(`Adding ${host} failed: ${added.error.message}`);
  return (added.value as { id: string }).id;
}

describe('the browser shell behind a proxy', () => {
  it.runIf(caApi.setDefaultCACertificates !== undefined)(
    'adds and reads a company account through HTTPS_PROXY',
    async () => {
      const before = proxy.requests.length;
      const id = await addAccount(`${COMPANY}:${front.port}`);
      expect((await dispatch('listLocations', { accountId: id })).ok).toBe(true);
      const seen = proxy.requests.slice(before).map((r) => `${r.method} ${r.target}`);
      expect(new Set(seen)).toEqual(new Set([`CONNECT ${COMPANY}:${front.port}`]));
    },
  );

  it('reaches a company on loopback directly, with its key never at the proxy', async () => {
    const before = proxy.requests.length;
    const id = await addAccount(company.host);
    expect((await dispatch('listLocations', { accountId: id })).ok).toBe(true);
    expect(proxy.requests.length).toBe(before);
  });

  it('reaches the built-in demo company directly', async () => {
    const before = proxy.requests.length;
    const locations = await dispatch('listLocations', { accountId: 'demo' });
    expect(locations.ok).toBe(true);
    expect(proxy.requests.length).toBe(before);
  });
});
