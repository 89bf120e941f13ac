/**
 * A forward proxy on 127.0.0.1 for tests: plain-HTTP requests in absolute form and HTTPS through
 * CONNECT tunnels, each one counted. It can demand credentials (answering 407 without them).
 */
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/** One request the proxy handled. */
export interface ProxiedRequest {
  readonly method: string;
  /** `host:port` for CONNECT, the absolute URL otherwise. */
  readonly target: string;
}

/** A running proxy. */
export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly port: number;
  readonly requests: readonly ProxiedRequest[];
  close(): Promise<void>;
}

/** Starts a proxy; with `credentials` ("user:password"), requests without them get 407. */
export async function startForwardProxy(
  options: { credentials?: string } = {},
): Promise<ForwardProxy> {
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const expected = options.credentials
    ? `Basic ${Buffer.from(options.credentials).toString('base64')}`
    : null;
  const authorised = (req: IncomingMessage): boolean =>
    expected === null || req.headers['proxy-authorization'] === expected;
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', target: req.url ?? '' });
    if (!authorised(req)) {
      res.writeHead(407, { 'Proxy-Authenticate': 'Basic realm="test"', Connection: 'close' });
      res.end();
      return;
    }
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const upstream = httpRequest(req.url ?? '', { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    requests.push({ method: 'CONNECT', target: req.url ?? '' });
    if (!authorised(req)) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="test"\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    // Every tunnel ends on loopback: a test's host name stands for a server on 127.0.0.1.
    void host;
    const upstream = connect(Number(port), '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    // Tracked with the client sockets, so close() also ends the tunnel's far side at the server.
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
