/**
 * The fetch the command line and the browser shell give the API client: Node's, through the proxy
 * that HTTPS_PROXY, HTTP_PROXY and NO_PROXY name (lower case first, as curl reads them), trusting
 * the OS certificate store too where Node can (company CAs live there). Without a proxy it is
 * Node's own fetch, so the export's hot path pays nothing; undici is loaded only for a proxy.
 * Loopback hosts are always reached directly, whatever NO_PROXY says (see loopback.ts).
 */
import * as tls from 'node:tls';
import { AppFailure } from '#shared/result';
import { ProxyError } from './errors';
import { isLoopbackUrl } from './loopback';
import { createProxyAgent, ProxyClosedTunnel } from './proxy-agent';

/** The proxy settings found in an environment. */
export interface ProxySettings {
  readonly httpProxy: string | undefined;
  readonly httpsProxy: string | undefined;
  readonly noProxy: string | undefined;
}

/** Where the command line's proxy comes from, named in its error messages. */
const SETTING = 'HTTPS_PROXY / HTTP_PROXY';

function variable(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name.toLowerCase()] ?? env[name.toUpperCase()];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** A proxy URL as people write it: `proxy:8080` means `http://proxy:8080`. */
function withScheme(url: string | undefined): string | undefined {
  return url === undefined || url.includes('://') ? url : `http://${url}`;
}

/** A proxy variable's URL, checked: undici speaks to http:// and https:// proxies only. */
function proxyUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = withScheme(variable(env, name));
  if (value === undefined) return undefined;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return value;
  // The value is not quoted: it may hold a password.
  throw new AppFailure(
    'invalid-argument',
    `${name.toUpperCase()} must be an http:// or https:// proxy URL, such as http://proxy.corp.example:8080${url ? `, not a ${url.protocol}// one` : ''}.`,
  );
}

/** The proxy settings in `env`, or null when no proxy is set; throws AppFailure for a malformed one. */
export function proxySettingsFrom(env: NodeJS.ProcessEnv): ProxySettings | null {
  const httpProxy = proxyUrl(env, 'http_proxy');
  const httpsProxy = proxyUrl(env, 'https_proxy');
  if (!httpProxy && !httpsProxy) return null;
  return { httpProxy, httpsProxy, noProxy: variable(env, 'no_proxy') };
}

/** A proxy's address for messages: scheme, host and port, never its credentials. */
export function shownProxy(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'in the proxy setting (not a valid URL)';
  }
}

interface ProxyAddress {
  readonly shown: string;
  readonly hostname: string;
  readonly port: number;
}

function addressOf(url: string): ProxyAddress | null {
  try {
    const parsed = new URL(url);
    const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    return { shown: shownProxy(url), hostname: parsed.hostname, port };
  } catch {
    return null;
  }
}

/** Connection errors: each may carry the address it tried, which tells the proxy from the API host. */
function connectErrors(error: unknown, depth = 0): Array<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const e = error as Record<string, unknown>;
  const inner = [
    ...connectErrors(e.cause, depth + 1),
    ...(Array.isArray(e.errors) ? e.errors.flatMap((x) => connectErrors(x, depth + 1)) : []),
  ];
  return typeof e.code === 'string' ? [e, ...inner] : inner;
}

/** The ProxyError a failed fetch through `proxy` stands for, or null when the proxy was not at fault. */
export function proxyErrorFor(error: unknown, proxy: string): ProxyError | null {
  const address = addressOf(proxy);
  const shown = address?.shown ?? null;
  // undici puts the proxy's status in a message: "Proxy response (407) !== 200 when HTTP
  // Tunneling" for HTTPS, "Proxy Authentication Required (407)" for plain HTTP.
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof ProxyClosedTunnel) return new ProxyError('closed', shown, SETTING);
    const status = /^Proxy .*\((\d{3})\)/i.exec(e.message)?.[1];
    if (status)
      return status === '407'
        ? new ProxyError('auth', shown, SETTING)
        : new ProxyError('failed', shown, SETTING, Number(status));
  }
  if (!address) return null;
  const named = !/^[\d.]+$|^\[/.test(address.hostname);
  for (const e of connectErrors(error)) {
    const atProxy =
      e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN'
        ? e.hostname === address.hostname
        : e.port === address.port && (named || e.address === address.hostname);
    if (!atProxy) continue;
    if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN')
      return new ProxyError('not-found', shown, SETTING);
    if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH'].includes(e.code as string))
      return new ProxyError('refused', shown, SETTING);
  }
  return null;
}

let systemCertificatesTrusted = false;

/**
 * Adds the OS store to the CAs Node trusts, as `--use-system-ca` does, once, before the first
 * HTTPS request (reading the store takes tens of milliseconds, so plain-HTTP runs skip it). On a
 * Node without tls.setDefaultCACertificates, NODE_OPTIONS=--use-system-ca does the same.
 */
export function trustSystemCertificates(): void {
  if (systemCertificatesTrusted) return;
  systemCertificatesTrusted = true;
  const api = tls as typeof tls & {
    setDefaultCACertificates?: (certs: readonly string[]) => void;
    getCACertificates?: (type: 'default' | 'system') => string[];
  };
  if (!api.setDefaultCACertificates || !api.getCACertificates) return;
  try {
    const merged = new Set([
      ...api.getCACertificates('default'),
      ...api.getCACertificates('system'),
    ]);
    api.setDefaultCACertificates([...merged]);
  } catch {
    // An unreadable OS store leaves Node's own list (and NODE_EXTRA_CA_CERTS) in force.
  }
}

const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const isHttps = (input: Parameters<typeof fetch>[0]): boolean => urlOf(input).startsWith('https:');

/** Node's fetch, configured from `env` (proxy variables) as described above. */
export function createNodeFetch(env: NodeJS.ProcessEnv = process.env): typeof fetch {
  const settings = proxySettingsFrom(env);
  if (!settings) {
    return (input, init) => {
      if (!systemCertificatesTrusted && isHttps(input)) trustSystemCertificates();
      return fetch(input, init);
    };
  }
  type Fetchers = { readonly viaProxy: typeof fetch; readonly direct: typeof fetch };
  let fetchers: Promise<Fetchers> | null = null;
  const load = async (): Promise<Fetchers> => {
    const undici = await import('undici');
    const through =
      (dispatcher: InstanceType<typeof undici.Dispatcher>): typeof fetch =>
      (input, init) =>
        undici.fetch(input as string, {
          ...(init as object),
          dispatcher,
        }) as unknown as Promise<Response>;
    const proxyAgent = createProxyAgent(undici, {
      httpProxy: settings.httpProxy,
      httpsProxy: settings.httpsProxy,
      noProxy: settings.noProxy ?? '',
    });
    // A dispatcher of our own for loopback, so no proxy setting of Node's or undici's can apply.
    return { viaProxy: through(proxyAgent), direct: through(new undici.Agent()) };
  };
  return async (input, init) => {
    const https = isHttps(input);
    if (https) trustSystemCertificates();
    fetchers ??= load();
    if (isLoopbackUrl(urlOf(input))) return (await fetchers).direct(input, init);
    // undici's choice: HTTPS goes through HTTPS_PROXY, else HTTP_PROXY; plain HTTP only through HTTP_PROXY.
    const proxy = https ? (settings.httpsProxy ?? settings.httpProxy) : settings.httpProxy;
    let response: Response;
    try {
      response = await (await fetchers).viaProxy(input, init);
    } catch (error) {
      throw (proxy && proxyErrorFor(error, proxy)) || error;
    }
    // A 407 can only come from a proxy (the request went to one as it was, in plain HTTP).
    if (response.status === 407 && proxy) {
      await response.body?.cancel();
      throw new ProxyError('auth', shownProxy(proxy), SETTING);
    }
    return response;
  };
}
