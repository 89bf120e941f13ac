import { describe, expect, it, vi } from 'vitest';
import { classifyFetchError, ProxyError } from '#backend/api/errors';
import { createElectronFetch, firstProxy } from './net-fetch';

const netError = (code: string) => new Error(`net::${code}`);
/** The direct fetch for hosts that are not loopback: never called. */
const unused = async (): Promise<Response> => {
  throw new Error('Only loopback hosts are fetched directly.');
};

describe('createElectronFetch', () => {
  it('passes requests and answers through net.fetch unchanged', async () => {
    const answer = new Response('[]', { status: 200 });
    const netFetch = vi.fn(async () => answer);
    const fetch = createElectronFetch(netFetch, async () => 'DIRECT', unused);
    const init = { method: 'GET', headers: { ApiKey: 'k' } };
    expect(await fetch('https://acme.example.com/api/integrations/bays', init)).toBe(answer);
    expect(netFetch).toHaveBeenCalledWith('https://acme.example.com/api/integrations/bays', init);
  });

  it('reaches loopback hosts with the direct fetch, never through net.fetch and its proxies', async () => {
    const netFetch = vi.fn(async () => new Response('[]'));
    const direct = vi.fn(async () => new Response('[]'));
    const fetch = createElectronFetch(netFetch, async () => 'PROXY proxy.corp:8080', direct);
    const init = { method: 'GET', headers: { ApiKey: 'k' } };
    const loopback = [
      'http://127.0.0.1:5000/api/integrations/bays',
      'http://localhost:5000/api/integrations/bays',
      'http://[::1]:5000/api/integrations/bays',
      'https://127.8.9.10/api/integrations/bays',
    ];
    for (const url of loopback) await fetch(url, init);
    expect(netFetch).not.toHaveBeenCalled();
    expect(direct.mock.calls).toEqual(loopback.map((url) => [url, init]));

    await fetch('https://acme.example.com/api/integrations/bays', init);
    expect(netFetch).toHaveBeenCalledTimes(1);
    expect(direct).toHaveBeenCalledTimes(loopback.length);
  });

  it('names the system proxy that refused the connection or wanted credentials', async () => {
    const resolveProxy = vi.fn(async () => 'PROXY proxy.corp.example:8080; DIRECT');
    const refused = createElectronFetch(
      async () => {
        throw netError('ERR_PROXY_CONNECTION_FAILED');
      },
      resolveProxy,
      unused,
    );
    const error = await refused('https://acme.example.com/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProxyError);
    expect(classifyFetchError(error, 'acme.example.com').failure.message).toBe(
      "The proxy at http://proxy.corp.example:8080 refused the connection. Check the system proxy settings, or ask your IT department for the proxy's address.",
    );
    expect(resolveProxy).toHaveBeenCalledWith('https://acme.example.com/x');

    const wants = createElectronFetch(
      async () => new Response('', { status: 407 }),
      resolveProxy,
      unused,
    );
    const auth = await wants('https://acme.example.com/x').catch((e: unknown) => e);
    expect(classifyFetchError(auth, 'acme.example.com')).toMatchObject({
      retry: false,
      failure: {
        kind: 'network',
        message: expect.stringMatching(
          /^Proxy authentication required \(407\): the proxy at http:\/\/proxy\.corp\.example:8080 /,
        ),
      },
    });
  });

  it('leaves other failures as Chromium reported them', async () => {
    const fetch = createElectronFetch(
      async () => {
        throw netError('ERR_CERT_AUTHORITY_INVALID');
      },
      async () => 'DIRECT',
      unused,
    );
    const error = await fetch('https://acme.example.com/x').catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ProxyError);
    expect(classifyFetchError(error, 'acme.example.com').failure.message).toMatch(
      /^Could not connect securely to acme\.example\.com\. The server's certificate is signed by an unknown authority\. If your company inspects HTTPS, see README: Company networks\.$/,
    );
  });
});

describe('classifyFetchError with Chromium errors', () => {
  it.each([
    ['ERR_CERT_DATE_INVALID', 'tls', /certificate problem/],
    ['ERR_NAME_NOT_RESOLVED', 'network', /could not be found/],
    ['ERR_PROXY_CONNECTION_FAILED', 'network', /^The proxy refused the connection/],
    ['ERR_TUNNEL_CONNECTION_FAILED', 'network', /^The proxy would not connect to h\./],
    ['ERR_CONNECTION_REFUSED', 'network', /^Could not connect to h\./],
  ])('%s is %s', (code, kind, message) => {
    const { failure } = classifyFetchError(new TypeError(`Failed: net::${code}`), 'h');
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(message);
  });
});

describe('firstProxy', () => {
  it('reads the first proxy of a PAC answer', () => {
    expect(firstProxy('PROXY proxy.corp:3128; DIRECT')).toBe('http://proxy.corp:3128');
    expect(firstProxy('HTTPS secure.corp:443')).toBe('https://secure.corp:443');
    expect(firstProxy('SOCKS5 socks.corp:1080')).toBe('socks5://socks.corp:1080');
    expect(firstProxy('DIRECT')).toBeNull();
  });
});
