/**
 * A company relay for tests: smtp-server on 127.0.0.1 with STARTTLS on a private CA's certificate
 * and a login, keeping every message it accepts; and a relay that drops each connection.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the relay received it. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: Buffer;
}

/** A running relay. */
export interface TestRelay {
  readonly port: number;
  readonly received: readonly ReceivedMail[];
  close(): Promise<void>;
}

/** Starts a relay; with `tls`, it offers STARTTLS (or speaks TLS at once with `secure`). */
export async function startTestRelay(options: {
  readonly tls?: { readonly key: string; readonly cert: string; readonly secure?: boolean };
  readonly login?: { readonly user: string; readonly password: string };
  readonly port?: number;
}): Promise<TestRelay> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: options.tls?.secure ?? false,
    key: options.tls?.key,
    cert: options.tls?.cert,
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    authOptional: !options.login,
    // Loopback without TLS is allowed to log in only where the test says so (never in the app's own tests of STARTTLS).
    allowInsecureAuth: !options.tls,
    logger: false,
    onAuth(auth, _session, done) {
      const ok = auth.username === options.login?.user && auth.password === options.login?.password;
      if (ok) done(null, { user: auth.username });
      else done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        done();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A relay that accepts each connection and drops it at once. */
export async function startDroppingRelay(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => socket.destroy());
  server.on('connection', (s) => sockets.add(s));
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

/** A port on 127.0.0.1 that nothing listens on: the relay is down. */
export async function downPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}
