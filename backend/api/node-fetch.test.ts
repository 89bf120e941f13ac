import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeFetch, proxyErrorFor, proxySettingsFrom, shownProxy } from './node-fetch';
import { startForwardProxy, type ForwardProxy } from './testing/forward-proxy';
import {
  sendJson,
  startTestServer,
  type TestServer,
  UNTRUSTED_TEST_TLS,
} from './testing/http-server';

describe('proxySettingsFrom', () => {
  it('is null without a proxy, whatever NO_PROXY says', () => {
    expect(proxySettingsFrom({})).toBeNull();
    expect(proxySettingsFrom({ NO_PROXY: '*', HTTP_PROXY: ' ' })).toBeNull();
  });

  it('prefers the lower-case variables, as curl does, and adds http:// to a bare host:port', () => {
    expect(
      proxySettingsFrom({
        https_proxy: 'proxy.corp:3128',
        HTTPS_PROXY: 'http://other:1',
        HTTP_PROXY: 'http://plain.corp:80',
        no_proxy: '.corp.example',
        NO_PROXY: 'ignored',
      }),
    ).toEqual({
      httpsProxy: 'http://proxy.corp:3128',
      httpProxy: 'http://plain.corp:80',
      noProxy: '.corp.example',
    });
  });
});

describe('proxySettingsFrom with a malformed proxy', () => {
  it('refuses what undici cannot use, without echoing the value (it may hold a password)', () => {
    expect(() => proxySettingsFrom({ HTTPS_PROXY: 'socks5://bob:pw@socks.corp:1080' })).toThrow(
      'HTTPS_PROXY must be an http:// or https:// proxy URL, such as http://proxy.corp.example:8080, not a socks5:// one.',
    );
    expect(() => proxySettingsFrom({ http_proxy: 'http://' })).toThrow(/^HTTP_PROXY must be/);
    expect(() => proxySettingsFrom({ HTTP_PROXY: 'http://proxy.corp:99999' })).toThrow(
      /^HTTP_PROXY must be/,
    );
  });
});

describe('shownProxy', () => {
  it('never shows the credentials in a proxy URL', () => {
    expect(shownProxy('http://alice:s3cret@proxy.corp:3128/')).toBe('http://proxy.corp:3128');
    expect(shownProxy('not a url')).not.toContain('not a url');
  });
});

describe('proxyErrorFor', () => {
  const refused = (address: string, port: number) =>
    new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), {
        code: 'ECONNREFUSED',
        address,
        port,
      }),
    });

  it('blames the proxy only when the refused address is the proxy', () => {
    expect(proxyErrorFor(refused('127.0.0.1', 3128), 'http://127.0.0.1:3128')).toMatchObject({
      problem: 'refused',
      proxy: 'http://127.0.0.1:3128',
    });
    expect(proxyErrorFor(refused('10.0.0.5', 3128), 'http://proxy.corp:3128')?.problem).toBe(
      'refused',
    );
    expect(proxyErrorFor(refused('127.0.0.1', 8443), 'http://127.0.0.1:3128')).toBeNull();
    const unknown = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo ENOTFOUND proxy.corp'), {
        code: 'ENOTFOUND',
        hostname: 'proxy.corp',
      }),
    });
    expect(proxyErrorFor(unknown, 'http://proxy.corp:3128')?.problem).toBe('not-found');
    expect(proxyErrorFor(unknown, 'http://other.corp:3128')).toBeNull();
  });

  it('reads the status undici reports for a CONNECT or a forwarded request', () => {
    const tunnel = new TypeError('fetch failed', {
      cause: new Error('Proxy response (403) !== 200 when HTTP Tunneling'),
    });
    expect(proxyErrorFor(tunnel, 'http://p:1')).toMatchObject({ problem: 'failed', status: 403 });
    const plain = new TypeError('fetch failed', {
      cause: new Error('Proxy Authentication Required (407)'),
    });
    expect(proxyErrorFor(plain, 'http://u:pw@p:1')).toMatchObject({
      problem: 'auth',
      proxy: 'http://p:1',
    });
  });
});

describe('createNodeFetch and loopback', () => {
  let proxy: ForwardProxy;
  let api: TestServer;
  let tlsApi: TestServer;
  beforeAll(async () => {
    proxy = await startForwardProxy();
    api = await startTestServer((_req, res) => sendJson(res, 200, []));
    tlsApi = await startTestServer((_req, res) => sendJson(res, 200, []), {
      tls: UNTRUSTED_TEST_TLS,
    });
  });
  afterAll(async () => {
    await Promise.all([proxy?.close(), api?.close(), tlsApi?.close()]);
  });

  const everyProxy = (noProxy?: string): NodeJS.ProcessEnv => ({
    HTTP_PROXY: proxy.url,
    HTTPS_PROXY: proxy.url,
    ...(noProxy === undefined ? {} : { NO_PROXY: noProxy }),
  });

  it.each([
    ['without NO_PROXY', undefined],
    ['with a NO_PROXY that names other hosts', 'corp.example,.acme.test'],
    ['with an empty NO_PROXY', ''],
  ])('reaches a loopback host directly, never through the proxy, %s', async (_what, noProxy) => {
    const fetch = createNodeFetch(everyProxy(noProxy));
    const before = { proxy: proxy.requests.length, api: api.requests.length };
    for (const url of [
      `http://127.0.0.1:${api.port}/api/integrations/locations`,
      `http://localhost:${api.port}/api/integrations/locations`,
    ]) {
      const answer = await fetch(url, { headers: { ApiKey: 'loopback-key-123' } });
      expect(answer.status, url).toBe(200);
      await answer.body?.cancel();
    }
    // HTTPS on loopback and the other loopback spellings: whatever the outcome, not via the proxy.
    for (const url of [
      `https://127.0.0.1:${tlsApi.port}/api/integrations/locations`,
      `http://127.0.0.2:${api.port}/api/integrations/locations`,
      `http://[::1]:${api.port}/api/integrations/locations`,
    ])
      await fetch(url).then(
        (a) => a.body?.cancel(),
        () => undefined,
      );
    expect(proxy.requests.length).toBe(before.proxy);
    expect(api.requests.length).toBe(before.api + 2);
  });

  it('still sends other hosts through the proxy', async () => {
    const fetch = createNodeFetch(everyProxy());
    const before = proxy.requests.length;
    // The test certificate is trusted by nobody: the request fails once it is through the tunnel.
    await expect(fetch(`https://bookings.example.test:${tlsApi.port}/x`)).rejects.toThrow();
    expect(proxy.requests.slice(before)).toEqual([
      { method: 'CONNECT', target: `bookings.example.test:${tlsApi.port}` },
    ]);
  });
});
