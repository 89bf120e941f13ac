/**
 * The dispatcher that sends requests through HTTPS_PROXY / HTTP_PROXY: undici's EnvHttpProxyAgent
 * with one repair. When a proxy accepts a connection and closes it before answering CONNECT, undici
 * 7 takes its "other side closed" for a stale keep-alive socket and dials the proxy again at once,
 * forever (nodejs/undici#3897): thousands of CONNECTs a second, from one request, until its
 * timeout. The proxy's pool here turns that error into one that fails the request, so the API
 * client's own retries, few and spaced out, are the only ones.
 */
import type * as Undici from 'undici';

/** The error codes undici's client takes as a connection to dial again rather than a failure. */
const REDIALLED_CODES: ReadonlySet<unknown> = new Set(['UND_ERR_SOCKET', 'UND_ERR_INFO']);

/** A proxy that closed the connection before the tunnel to the API's host was set up. */
export class ProxyClosedTunnel extends Error {
  constructor(cause: unknown) {
    super('The proxy closed the connection before the tunnel was set up', { cause });
    this.name = 'ProxyClosedTunnel';
  }
}

const failingOnce = (error: unknown): unknown =>
  REDIALLED_CODES.has((error as { code?: unknown } | null)?.code)
    ? new ProxyClosedTunnel(error)
    : error;

/** Where the agent sends requests: a proxy per scheme, and the hosts that go direct. */
export interface ProxyTargets {
  readonly httpProxy: string | undefined;
  readonly httpsProxy: string | undefined;
  readonly noProxy: string;
}

/** The proxy dispatcher for `targets`, built from the undici module (loaded only when a proxy is set). */
export function createProxyAgent(
  undici: typeof Undici,
  targets: ProxyTargets,
): Undici.EnvHttpProxyAgent {
  type ConnectOptions = Omit<Undici.Dispatcher.ConnectOptions, 'origin'>;
  type ConnectData = Undici.Dispatcher.ConnectData;
  type Callback = (err: Error | null, data: ConnectData) => void;
  /** The pool of connections to the proxy, whose CONNECTs each fail at most once. */
  class ProxyPool extends undici.Pool {
    override connect(options: ConnectOptions): Promise<ConnectData>;
    override connect(options: ConnectOptions, callback: Callback): void;
    override connect(options: ConnectOptions, callback?: Callback): Promise<ConnectData> | void {
      if (callback)
        return super.connect(options, (err, data) =>
          callback(err && (failingOnce(err) as Error), data),
        );
      return super.connect(options).catch((error: unknown) => {
        throw failingOnce(error);
      });
    }
  }
  return new undici.EnvHttpProxyAgent({
    ...targets,
    // Plain-HTTP requests go to the proxy as they are, as curl sends them; HTTPS is tunnelled.
    proxyTunnel: false,
    clientFactory: (origin, options) => new ProxyPool(origin, options),
  });
}
