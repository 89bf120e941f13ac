/**
 * A broken proxy on 127.0.0.1 for tests: it accepts each connection, reads the request, and closes
 * the connection, either at once ('request') or right after answering a CONNECT with
 * "200 Connection Established" ('established'). It counts the CONNECTs it was sent.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

/** When the proxy closes the connection. */
export type ClosingPoint = 'request' | 'established';

/** A running closing proxy. */
export interface ClosingProxy {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  /** The CONNECT requests received so far. */
  readonly connects: number;
  close(): Promise<void>;
}

/** Starts a proxy that closes every connection at `point`. */
export async function startClosingProxy(point: ClosingPoint): Promise<ClosingProxy> {
  let connects = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', (head: Buffer) => {
      if (head.toString('latin1').startsWith('CONNECT ')) connects += 1;
      if (point === 'established')
        socket.end('HTTP/1.1 200 Connection Established\r\n\r\n', () => socket.destroy());
      else socket.destroy();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connects() {
      return connects;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
