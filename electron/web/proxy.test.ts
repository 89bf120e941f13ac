// The browser shell honours the proxy variables for company accounts (Node's fetch through
// undici's EnvHttpProxyAgent), and reaches its built-in demo company directly.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardProxy, type ForwardProxy } from '../backend/api/testing/forward-proxy';
import { createMemorySecretStore } from '../backend/secrets/testing/memory-secret-store';
import { type DemoServer, startDemoServer } from '../demo-server/server';
import { startWebShell, type WebShell } from './server';

const KEY = 'web-proxy-test-key-1f2e3d4c';
let dir: string;
let company: DemoServer;
let proxy: ForwardProxy;
let shell: WebShell;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bv-web-proxy-'));
  company = await startDemoServer({ apiKey: KEY });
  proxy = await startForwardProxy();
  shell = await startWebShell({
    dataDir: dir,
    secretStore: createMemorySecretStore(),
    rendererDir: dir,
    env: { HTTP_PROXY: proxy.url },
    log: () => undefined,
  });
});
afterAll(async () => {
  await shell?.close();
  await Promise.all([company?.close(), proxy?.close()]);
  await rm(dir, { recursive: true, force: true });
});

const dispatch = (method: string, args: unknown) =>
  shell.backend.dispatch(method, args, new AbortController().signal);

describe('the browser shell behind a proxy', () => {
  it('adds and reads a company account through HTTP_PROXY', async () => {
    const added = await dispatch('addAccount', { label: 'Acme', host: company.host, apiKey: KEY });
    expect(added.ok).toBe(true);
    const id = added.ok ? (added.value as { id: string }).id : '';
    const before = proxy.requests.length;
    const locations = await dispatch('listLocations', { accountId: id });
    expect(locations.ok).toBe(true);
    expect(proxy.requests.slice(before)).toEqual([
      { method: 'GET', target: `${company.url}/locations` },
    ]);
  });

  it('reaches the built-in demo company directly', async () => {
    const before = proxy.requests.length;
    const locations = await dispatch('listLocations', { accountId: 'demo' });
    expect(locations.ok).toBe(true);
    expect(proxy.requests.length).toBe(before);
  });
});
