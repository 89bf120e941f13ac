/** The --base-url option: the API base a command reaches without a saved account. */
import { parseHost } from '#shared/host';
import { usage } from './args';

/** Where --base-url points: its host, and whether https was asked for in so many words. */
export interface BaseUrlTarget {
  readonly host: string;
  /** The URL said https://: kept even for a loopback host (a bare host on loopback gets http). */
  readonly https: boolean;
}

/** The host in a base URL such as https://acme.example.com/api/integrations (or a bare host). */
export function targetFromBaseUrl(text: string): BaseUrlTarget {
  const trimmed = text.trim();
  if (!trimmed.includes('://')) {
    const host = trimmed.replace(/\/api\/integrations\/?$/, '').replace(/\/$/, '');
    const parsed = parseHost(host);
    if (!parsed.ok) throw usage(`--base-url: ${parsed.message}`);
    return { host: parsed.host, https: false };
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw usage(
      `--base-url "${trimmed}" is not a URL, e.g. https://acme.example.com/api/integrations.`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw usage('--base-url must start with https://.');
  if (!/^\/?(api\/integrations\/?)?$/.test(url.pathname) || url.search || url.hash || url.username)
    throw usage('--base-url must be the API base, e.g. https://acme.example.com/api/integrations.');
  const parsed = parseHost(url.host);
  if (!parsed.ok) throw usage(`--base-url: ${parsed.message}`);
  if (url.protocol === 'http:' && !parsed.loopback)
    throw usage(
      '--base-url must use https:// (plain http is allowed only for 127.0.0.1 and localhost).',
    );
  return { host: parsed.host, https: url.protocol === 'https:' };
}
