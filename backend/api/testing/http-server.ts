/**
 * Tiny real HTTP(S) servers on 127.0.0.1 for the client's tests: each answers with a handler given the
 * request's index, records what arrived, and closes every connection on close().
 */
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

/** What the server saw of one request. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  /** Date.now() on arrival. */
  readonly atMs: number;
}

/** Answers request number `index` (0-based). */
export type TestHandler = (req: IncomingMessage, res: ServerResponse, index: number) => unknown;

/** A running test server. */
export interface TestServer {
  /** `127.0.0.1:PORT`, as parseHost and createApiClient take it. */
  readonly host: string;
  readonly port: number;
  /** `http(s)://127.0.0.1:PORT`. */
  readonly origin: string;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * A self-signed certificate for 127.0.0.1 tests only (CN bookings-viewer-test.invalid): no client trusts it,
 * which is the point of the TLS test. Not a secret.
 */
export const UNTRUSTED_TEST_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgo9HUuju64XRYXnL6
xeyjUrVwTu0RmZbSdjla5BM9h9ChRANCAATyZFByQ+4JeMi/j1j3S/b/bAONtjjN
FyrZc23axRBGMRdXxiT8uB6nb52x+LkSS4nr4r462rkF+gxStL9uh9MG
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIBpDCCAUugAwIBAgIUOJsZtyhL86Xgwb2nDsDAjYZxhewwCgYIKoZIzj0EAwIw
JzElMCMGA1UEAwwcYm9va2luZ3Mtdmlld2VyLXRlc3QuaW52YWxpZDAgFw0yNjEx
MjIwMDE1MDhaGA8yMTI2MTAyOTAwMTUwOFowJzElMCMGA1UEAwwcYm9va2luZ3Mt
dmlld2VyLXRlc3QuaW52YWxpZDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABPJk
UHJD7gl4yL+PWPdL9v9sA422OM0XKtlzbdrFEEYxF1fGJPy4HqdvnbH4uRJLievi
vjrauQX6DFK0v26H0wajUzBRMB0GA1UdDgQWBBRLBDAEUmn0etN60NePqqyIIWh/
TzAfBgNVHSMEGDAWgBRLBDAEUmn0etN60NePqqyIIWh/TzAPBgNVHRMBAf8EBTAD
AQH/MAoGCCqGSM49BAMCA0cAMEQCIGtZdI7piBSahTmJ6RrPSThjegjdGOsJnwyV
44RR9wUrAiAB52Q5HJfJ+Z3s0iIQE/zubmPkFCbe6Zgty9tfAQ3fBw==
-----END CERTIFICATE-----
`,
} as const;

/** Starts a server on a free port of 127.0.0.1; with `tls` it speaks HTTPS with that certificate. */
export async function startTestServer(
  handler: TestHandler,
  options: { tls?: { key: string; cert: string } } = {},
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    const index = requests.length;
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      atMs: Date.now(),
    });
    Promise.resolve(handler(req, res, index)).catch(() => res.destroy());
  };
  const server = options.tls
    ? createHttpsServer(options.tls, listener)
    : createHttpServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    port,
    origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON body with a status. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
