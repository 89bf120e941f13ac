/**
 * The desktop app's fetch for the API client: Electron's net.fetch, which goes through Chromium's
 * network stack (the system proxy settings, PAC files and the OS certificate store, where company
 * CAs live). Proxy failures are reported with the proxy's address, which Chromium's errors omit.
 * Loopback hosts never go through that stack's proxies: Chromium bypasses them by default, but a
 * `<-loopback>` rule in the system settings or no_proxy would undo that, so they take a direct fetch.
 */
import { ProxyError, type ProxyProblem } from '#backend/api/errors';
import { isLoopbackUrl } from '#backend/api/loopback';

/** Where the app's proxy is configured, named in its error messages. */
const SETTING = 'the system proxy settings';

/** The proxy problem a Chromium error message names, if any. */
function problemOf(error: unknown): ProxyProblem | null {
  const code = /net::(ERR_[A-Z_]+)/.exec(error instanceof Error ? error.message : '')?.[1] ?? '';
  if (code === 'ERR_PROXY_CONNECTION_FAILED') return 'refused';
  if (code.startsWith('ERR_PROXY_AUTH')) return 'auth';
  if (code === 'ERR_TUNNEL_CONNECTION_FAILED') return 'failed';
  return null;
}

/** The first proxy of a PAC-style answer ("PROXY proxy.corp:8080; DIRECT"), as a URL. */
export function firstProxy(pac: string): string | null {
  const match = /\b(PROXY|HTTPS|SOCKS5?|SOCKS4)\s+([^\s;]+)/i.exec(pac);
  if (!match) return null;
  const scheme = (match[1] as string).toUpperCase();
  const prefix = scheme === 'PROXY' ? 'http' : scheme === 'HTTPS' ? 'https' : scheme.toLowerCase();
  return `${prefix}://${match[2] as string}`;
}

/** A fetch by URL, as net.fetch and a session's fetch take it. */
type UrlFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Wraps net.fetch; `resolveProxy` is the session's (the proxy a URL goes through); `directFetch`
 * reaches loopback hosts with no proxy at all.
 */
export function createElectronFetch(
  netFetch: UrlFetch,
  resolveProxy: (url: string) => Promise<string>,
  directFetch: UrlFetch,
): typeof fetch {
  const proxyOf = (url: string): Promise<string | null> =>
    resolveProxy(url).then(firstProxy, () => null);
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (isLoopbackUrl(url)) return directFetch(url, init);
    let response: Response;
    try {
      response = await netFetch(url, init);
    } catch (error) {
      const problem = problemOf(error);
      if (problem) throw new ProxyError(problem, await proxyOf(url), SETTING);
      throw error;
    }
    if (response.status === 407) {
      await response.body?.cancel();
      throw new ProxyError('auth', await proxyOf(url), SETTING);
    }
    return response;
  };
}
