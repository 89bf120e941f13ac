/**
 * Reaching the company's API for one command: `--account LABEL` (the key comes from the keychain
 * through the backend) or `--base-url URL` with the key in BOOKINGS_API_KEY.
 */
import { namedLocations, type NamedLocation } from '../backend/insights/each-location';
import type { Location, Parsed } from '#shared/model';
import { apiKeyProblem } from '#shared/api/api-key';
import { parseHost } from '#shared/host';
import { AppFailure } from '#shared/result';
import { type ApiClient, createApiClient } from '../backend/api/client';
import { createNodeFetch } from '../backend/api/node-fetch';
import type { Backend } from '../backend/backend';
import { usage } from './args';
import { callBackend } from './call-backend';
import type { CliIo } from './io';

/** The environment variable holding the API key for --base-url (and for `accounts add`). */
export const API_KEY_ENV = 'BOOKINGS_API_KEY';

/** An open connection; close() shuts the backend (and the demo server, if it was started). */
export interface Connection {
  readonly client: ApiClient;
  locations(signal: AbortSignal): Promise<Parsed<Location>>;
  close(): Promise<void>;
}

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

/** Opens the connection the options name. */
export async function connect(
  values: { account?: string; 'base-url'?: string },
  io: CliIo,
  command: string,
): Promise<Connection> {
  const account = values.account;
  const baseUrl = values['base-url'];
  if (account !== undefined && baseUrl !== undefined)
    throw usage('Use either --account or --base-url, not both.');
  if (baseUrl !== undefined) {
    const target = targetFromBaseUrl(baseUrl);
    const apiKey = io.env[API_KEY_ENV]?.trim();
    if (!apiKey)
      throw usage(`Set the API key in the ${API_KEY_ENV} environment variable to use --base-url.`);
    const problem = apiKeyProblem(apiKey);
    if (problem !== null) throw usage(`${API_KEY_ENV}: ${problem}`);
    const client = createApiClient({
      ...target,
      apiKey,
      fetch: io.fetch ?? createNodeFetch(io.env),
    });
    return {
      client,
      locations: (signal) => client.listLocations(signal),
      close: async () => undefined,
    };
  }
  if (account === undefined)
    throw usage(
      `Say which company: --account LABEL, or --base-url URL with ${API_KEY_ENV} set. Run "bookings-viewer ${command} --help".`,
    );
  // Loaded only here: --base-url runs need no keychain, accounts or settings, so they start without them.
  const { findAccount, openBackend } = await import('./backend');
  let backend: Backend | null = null;
  try {
    backend = await openBackend(io);
    const summary = await findAccount(backend, account, io.signal);
    // The data commands read through an ApiClient because --base-url has no backend to dispatch to;
    // --account borrows the backend's client, so both paths share one reader.
    const client = await backend.clientFor(summary.id);
    const opened = backend;
    return {
      client,
      locations: (signal) =>
        callBackend(opened, 'listLocations', { accountId: summary.id }, signal),
      close: () => opened.close(),
    };
  } catch (error) {
    await backend?.close();
    throw error;
  }
}

/** Whether --location names every location of the account (`all`). */
export function meansAllLocations(nameOrId: string | undefined): boolean {
  return nameOrId?.trim().toLowerCase() === 'all';
}

/** Every location of the account, named, for --location all; a usage error when it has none. */
export async function allLocationsOf(
  connection: Connection,
  signal: AbortSignal,
): Promise<{ readonly first: NamedLocation; readonly locations: readonly NamedLocation[] }> {
  const locations = await namedLocations(connection.client, signal);
  const first = locations[0];
  if (!first) throw usage('The account has no locations.');
  return { first, locations };
}

/** Finds a location by id, or by name (case-insensitive). */
export async function resolveLocation(
  connection: Connection,
  nameOrId: string | undefined,
  signal: AbortSignal,
): Promise<Location> {
  if (nameOrId === undefined || nameOrId.trim() === '')
    throw usage('Give the location with --location NAME-or-ID (see "bookings-viewer locations").');
  const wanted = nameOrId.trim();
  const { items } = await connection.locations(signal);
  const byId = items.find((l) => l.id === wanted);
  if (byId) return byId;
  const byName = items.filter((l) => (l.name ?? '').trim().toLowerCase() === wanted.toLowerCase());
  if (byName.length === 1) return byName[0] as Location;
  if (byName.length > 1)
    throw usage(
      `Several locations are named "${wanted}"; use the id instead (${byName.map((l) => l.id).join(', ')}).`,
    );
  throw new AppFailure(
    'not-found',
    `No location "${wanted}". Run "bookings-viewer locations" to list them.`,
  );
}
