// The command line on a company network, all on loopback: a counting forward proxy, a proxy that
// wants credentials, one that is not there, NO_PROXY, and an HTTPS API signed by a private CA that
// only NODE_EXTRA_CA_CERTS makes trusted. The real bin runs in a child process, as cron runs it,
// because Node reads NODE_EXTRA_CA_CERTS only when it starts. Loopback never goes through a proxy,
// so the proxied company is a made-up name that only the proxy "resolves" (to the TLS front).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import * as tls from 'node:tls';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardProxy, type ForwardProxy } from '../../backend/api/testing/forward-proxy';
import {
  makePrivateCa,
  startTlsFront,
  type PrivateCa,
  type TlsFront,
} from '../../backend/api/testing/private-ca';
import { type DemoServer, startDemoServer } from '../../demo-api/server';
import { builtCli } from '../../scripts/cli-build';
import { EXIT } from './exit-codes';
import { runBin } from './testing/run-bin';

const BIN = builtCli();
const KEY = 'network-test-key-5e6f7a8b';
/** A company host name that exists only through the test proxy (which tunnels it to loopback). */
const COMPANY = 'bookings.acme.test';

let home: string;
let demo: DemoServer;
let proxy: ForwardProxy;
let strictProxy: ForwardProxy;
let ca: PrivateCa;
let front: TlsFront;
let closedPort: number;

beforeAll(async () => {
  home = await mkdtemp(join(tmpdir(), 'bv-net-'));
  demo = await startDemoServer({ apiKey: KEY, now: Date.parse('2026-03-15T12:00:00Z') });
  proxy = await startForwardProxy();
  strictProxy = await startForwardProxy({ credentials: 'alice:s3cret' });
  ca = await makePrivateCa(home, [COMPANY]);
  front = await startTlsFront(ca, demo.port);
  // A port that was free a moment ago: nothing listens there.
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((done) => probe.close(() => done()));
}, 60_000);

afterAll(async () => {
  await Promise.all([demo?.close(), proxy?.close(), strictProxy?.close(), front?.close()]);
  await rm(home, { recursive: true, force: true });
});

function run(args: readonly string[], env: NodeJS.ProcessEnv) {
  return runBin([process.execPath, BIN, ...args], {
    cwd: home,
    env: { HOME: home, BOOKINGS_API_KEY: KEY, ...env },
  });
}

const locations = (baseUrl: string) => ['locations', '--base-url', baseUrl];
const companyUrl = () => `https://${COMPANY}:${front.port}/api/integrations`;

/** What a run that went direct for the company host says: it resolves only through the proxy. */
const NOT_FOUND_DIRECTLY =
  /^bookings-viewer: (The host bookings\.acme\.test:\d+ could not be found|Could not connect to bookings\.acme\.test:\d+)\./;

describe('the command line behind a proxy', () => {
  it('sends its requests through HTTP_PROXY when HTTPS_PROXY is not set', async () => {
    const before = proxy.requests.length;
    const result = await run(locations(companyUrl()), {
      HTTP_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Harbour Office' })]),
    );
    const seen = proxy.requests.slice(before);
    expect(seen).toEqual([{ method: 'CONNECT', target: `${COMPANY}:${front.port}` }]);
  });

  it('reads the lower-case variable too, before the upper-case one', async () => {
    const before = proxy.requests.length;
    const result = await run(locations(companyUrl()), {
      http_proxy: proxy.url,
      HTTP_PROXY: `http://127.0.0.1:${closedPort}`,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(result.code).toBe(EXIT.ok);
    expect(proxy.requests.length).toBe(before + 1);
  });

  it('goes direct for hosts in NO_PROXY', async () => {
    const before = proxy.requests.length;
    const result = await run(locations(companyUrl()), {
      HTTPS_PROXY: proxy.url,
      NO_PROXY: `example.com,${COMPANY}`,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(proxy.requests.length).toBe(before);
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(result.stderr).toMatch(NOT_FOUND_DIRECTLY);
  });

  it.each([
    ['without NO_PROXY', {}],
    ['with a NO_PROXY that names other hosts', { NO_PROXY: `example.com,.acme.test` }],
    ['with an empty NO_PROXY', { no_proxy: '' }],
  ])(
    'never sends a loopback host through the proxy, %s',
    async (_what, noProxy: NodeJS.ProcessEnv) => {
      const before = proxy.requests.length;
      const proxies = { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, ...noProxy };
      for (const url of [demo.url, `http://localhost:${demo.port}/api/integrations`]) {
        const result = await run(locations(url), proxies);
        expect(result.stderr, url).toBe('');
        expect(result.code, url).toBe(EXIT.ok);
      }
      const tls = await run(locations(`https://127.0.0.1:${front.port}/api/integrations`), {
        ...proxies,
        NODE_EXTRA_CA_CERTS: ca.caFile,
      });
      expect(tls.stderr).toBe('');
      expect(tls.code).toBe(EXIT.ok);
      expect(proxy.requests.length).toBe(before);
    },
  );

  it('reads lower-case https_proxy and no_proxy, as curl does', async () => {
    const before = proxy.requests.length;
    const tunnelled = await run(locations(companyUrl()), {
      https_proxy: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(tunnelled.stderr).toBe('');
    expect(tunnelled.code).toBe(EXIT.ok);
    expect(proxy.requests.slice(before)).toEqual([
      { method: 'CONNECT', target: `${COMPANY}:${front.port}` },
    ]);
    const direct = await run(locations(companyUrl()), {
      https_proxy: proxy.url,
      no_proxy: `localhost,${COMPANY}`,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(direct.stderr).toMatch(NOT_FOUND_DIRECTLY);
    expect(proxy.requests.length).toBe(before + 1);
  });

  it('goes direct for a domain suffix in NO_PROXY, even for HTTPS', async () => {
    // The company host resolves only through the proxy: going direct, it cannot be found.
    const before = proxy.requests.length;
    const result = await run(locations(companyUrl()), {
      HTTPS_PROXY: proxy.url,
      NO_PROXY: '.acme.test',
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(proxy.requests.length).toBe(before);
    expect(result.code).toBe(EXIT.networkOrServer);
    // "could not be found" (ENOTFOUND); a resolver that is offline says EAI_AGAIN instead.
    expect(result.stderr).toMatch(NOT_FOUND_DIRECTLY);
  });

  it('says which proxy refused the connection, and exits 4', async () => {
    const result = await run(locations(companyUrl()), {
      HTTPS_PROXY: `http://127.0.0.1:${closedPort}`,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(result.stderr).toBe(
      `bookings-viewer: The proxy at http://127.0.0.1:${closedPort} refused the connection. Check HTTPS_PROXY / HTTP_PROXY, or ask your IT department for the proxy's address.\n`,
    );
  });

  it('says when the proxy wants credentials (407), and uses those in the proxy URL', async () => {
    const refused = await run(locations(companyUrl()), {
      HTTP_PROXY: strictProxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(refused.code).toBe(EXIT.networkOrServer);
    expect(refused.stderr).toMatch(
      /^bookings-viewer: Proxy authentication required \(407\): the proxy at http:\/\/127\.0\.0\.1:\d+ wants a user name and password\./,
    );
    const tunnelled = await run(locations(companyUrl()), {
      HTTPS_PROXY: strictProxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(tunnelled.code).toBe(EXIT.networkOrServer);
    expect(tunnelled.stderr).toMatch(/Proxy authentication required \(407\)/);

    const wrong = await run(locations(companyUrl()), {
      HTTPS_PROXY: strictProxy.url.replace('://', '://alice:wrong-password@'),
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(wrong.stderr).toMatch(/Proxy authentication required \(407\)/);
    expect(wrong.stderr).not.toContain('wrong-password');

    const withCredentials = strictProxy.url.replace('://', '://alice:s3cret@');
    const accepted = await run(locations(companyUrl()), {
      HTTPS_PROXY: withCredentials,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(EXIT.ok);
    expect(strictProxy.requests.at(-1)).toEqual({
      method: 'CONNECT',
      target: `${COMPANY}:${front.port}`,
    });
  });
});

describe('the command line and a company certificate authority', () => {
  it('trusts the CA in NODE_EXTRA_CA_CERTS', async () => {
    const result = await run(locations(companyUrl()), {
      HTTPS_PROXY: proxy.url,
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).not.toEqual([]);
  });

  it('keeps https:// for a loopback address when the user wrote it', async () => {
    // The front speaks only TLS: an answer means the request was not downgraded to http.
    const result = await run(locations(`https://127.0.0.1:${front.port}/api/integrations`), {
      NODE_EXTRA_CA_CERTS: ca.caFile,
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(JSON.parse(result.stdout)).not.toEqual([]);
  });

  // On Linux, OpenSSL's SSL_CERT_FILE names the OS store Node reads for --use-system-ca; Node's
  // own list ignores it, so only the OS store can make the private CA trusted here.
  it.runIf(process.platform === 'linux' && 'setDefaultCACertificates' in tls)(
    'trusts the OS certificate store too, as --use-system-ca does',
    async () => {
      const result = await run(locations(companyUrl()), {
        HTTPS_PROXY: proxy.url,
        SSL_CERT_FILE: ca.caFile,
        SSL_CERT_DIR: home,
      });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(EXIT.ok);
    },
  );

  it('without it, exits 4 naming the unknown authority and the README section', async () => {
    const result = await run(locations(companyUrl()), { HTTPS_PROXY: proxy.url });
    expect(result.code).toBe(EXIT.networkOrServer);
    expect(result.stderr).toBe(
      `bookings-viewer: Could not connect securely to ${COMPANY}:${front.port}. The server's certificate is signed by an unknown authority. If your company inspects HTTPS, see README: Company networks.\n`,
    );
  });
});
