/**
 * A company-style private certificate authority for tests, made with openssl: a CA certificate
 * (what NODE_EXTRA_CA_CERTS would point to) and a server certificate it signed, plus a TLS front
 * on 127.0.0.1 that forwards each connection, decrypted, to a plain-HTTP server (the demo API).
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { createServer } from 'node:tls';

/** The files and PEM texts of a private CA and one server certificate it signed. */
export interface PrivateCa {
  /** The CA certificate's file (PEM). */
  readonly caFile: string;
  readonly serverKey: string;
  readonly serverCert: string;
}

/** Makes a CA in `dir` and a server certificate for `names` (DNS names) and 127.0.0.1. */
export async function makePrivateCa(dir: string, names: readonly string[]): Promise<PrivateCa> {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Bookings Viewer Test Company CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${names[0] ?? 'localhost'}`,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
  );
  const san = [...names.map((n) => `DNS:${n}`), 'IP:127.0.0.1'].join(',');
  await writeFile(file('server.ext'), `subjectAltName=${san}\nextendedKeyUsage=serverAuth\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.pem'),
  );
  return {
    caFile: file('ca.pem'),
    serverKey: await readFile(file('server.key'), 'utf8'),
    serverCert: await readFile(file('server.pem'), 'utf8'),
  };
}

/** A TLS server on 127.0.0.1 that forwards to `targetPort`; `port` is where it listens. */
export interface TlsFront {
  readonly port: number;
  close(): Promise<void>;
}

/** Starts a TLS front for a plain server on 127.0.0.1:`targetPort`. */
export async function startTlsFront(ca: PrivateCa, targetPort: number): Promise<TlsFront> {
  const sockets = new Set<Socket>();
  const server = createServer({ key: ca.serverKey, cert: ca.serverCert }, (secure) => {
    const plain = connect(targetPort, '127.0.0.1');
    for (const s of [secure, plain]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    secure.pipe(plain).pipe(secure);
  });
  // A client that rejects the certificate drops the handshake: expected in these tests.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}
