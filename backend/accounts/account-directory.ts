import type { AccountSummary } from '#shared/contract';
import type { Bay, Location, Parsed } from '#shared/model';
import { AppFailure } from '#shared/result';
import { createApiClient, type ApiClient, type ApiClientOptions } from '../api/client';
import { DEMO_ACCOUNT_ID, type DemoCompany } from '../demo-company';
import type { Redactor } from '../redactor';
import type { AccountKeys } from './account-keys';
import { withHiddenNames } from './hidden-names-client';
import type { AccountsStore, StoredAccount } from './accounts-store';

const CACHE_TTL_MS = 60_000;

/** Every account (the demo company first, then the saved ones), their API clients and a small list cache. */
export interface AccountDirectory {
  list(): Promise<{ accounts: readonly AccountSummary[]; warning: string | null }>;
  /** A saved (non-demo) account, or a not-found failure. */
  saved(accountId: string): Promise<StoredAccount>;
  clientFor(accountId: string): Promise<ApiClient>;
  locations(accountId: string, signal: AbortSignal): Promise<Parsed<Location>>;
  bays(accountId: string, signal: AbortSignal): Promise<Parsed<Bay>>;
  /** Drops the cached client and lists of an account. */
  forget(accountId: string): void;
}

/** The id of the account --base-url opens for one command. */
export const SESSION_ACCOUNT_ID = 'base-url';

/** An account for this process only: the host and key a command was given, never saved or stored. */
export interface SessionAccount {
  readonly host: string;
  /** https even on loopback: the person wrote https:// themselves. */
  readonly https: boolean;
  readonly apiKey: string;
}

/** What the directory is built from. */
export interface AccountDirectoryOptions {
  readonly store: AccountsStore;
  /** The keys, each handed out only for the host it was saved with. */
  readonly keys: AccountKeys;
  readonly demo: DemoCompany | null;
  readonly redactor: Redactor;
  readonly makeClient?: (options: ApiClientOptions) => ApiClient;
  readonly now?: () => number;
  /** Listed first, under SESSION_ACCOUNT_ID, when given. */
  readonly session?: SessionAccount;
  /** The salt of an account's pseudonyms while its names are hidden, else null (settings-store.ts). */
  readonly nameSalt?: (accountId: string) => Promise<string | null>;
}

interface Cached<T> {
  readonly at: number;
  readonly value: T;
}

/** Builds the directory. */
export function createAccountDirectory(options: AccountDirectoryOptions): AccountDirectory {
  const { store, keys, demo, redactor, session } = options;
  if (session) redactor.remember(session.apiKey);
  const sessionSummary: AccountSummary | null = session
    ? {
        id: SESSION_ACCOUNT_ID,
        label: session.host,
        host: session.host,
        createdAt: new Date(0).toISOString(),
        isDemo: false,
      }
    : null;
  const makeClient = options.makeClient ?? createApiClient;
  const now = options.now ?? Date.now;
  const clients = new Map<string, Promise<ApiClient>>();
  const locationCache = new Map<string, Cached<Parsed<Location>>>();
  const bayCache = new Map<string, Cached<Parsed<Bay>>>();

  const saved = async (accountId: string): Promise<StoredAccount> => {
    const account = await store.get(accountId);
    if (!account)
      throw new AppFailure('not-found', 'That account no longer exists. Pick another one.');
    return account;
  };

  const buildClient = async (accountId: string): Promise<ApiClient> => {
    if (session && accountId === SESSION_ACCOUNT_ID) return makeClient({ ...session });
    if (demo && accountId === DEMO_ACCOUNT_ID) {
      const server = await demo.server();
      redactor.remember(server.apiKey);
      // In this process, on loopback: no proxy could reach it, so it is fetched directly.
      return makeClient({ host: server.host, apiKey: server.apiKey, fetch: globalThis.fetch });
    }
    const account = await saved(accountId);
    // Refuses before any client exists when the key was saved for another host than the account names now.
    const key = await keys.keyFor(account);
    redactor.remember(key);
    return makeClient({ host: account.host, apiKey: key });
  };

  // Every client of an account goes through its names setting: no caller can get round it.
  const { nameSalt } = options;
  const hidingClient = async (accountId: string): Promise<ApiClient> => {
    const client = await buildClient(accountId);
    return nameSalt ? withHiddenNames(client, () => nameSalt(accountId)) : client;
  };

  const clientFor = (accountId: string): Promise<ApiClient> => {
    let client = clients.get(accountId);
    if (!client) {
      client = hidingClient(accountId);
      clients.set(accountId, client);
      // A failure (missing key, demo not started) must not stick: the next call tries again.
      client.catch(() => clients.delete(accountId));
    }
    return client;
  };

  // Only finished answers are cached, so one caller's cancellation never cancels another's.
  const cached = async <T>(
    cache: Map<string, Cached<T>>,
    accountId: string,
    fetch: (client: ApiClient) => Promise<T>,
  ): Promise<T> => {
    const hit = cache.get(accountId);
    if (hit && now() - hit.at < CACHE_TTL_MS) return hit.value;
    const value = await fetch(await clientFor(accountId));
    cache.set(accountId, { at: now(), value });
    return value;
  };

  return {
    async list() {
      const { accounts, warning } = await store.list();
      const summaries = accounts.map((a): AccountSummary => ({ ...a, isDemo: false }));
      const builtIn = [sessionSummary, demo?.summary ?? null].filter(
        (a): a is AccountSummary => a !== null,
      );
      return { accounts: [...builtIn, ...summaries], warning };
    },
    saved,
    clientFor,
    locations: (accountId, signal) =>
      cached(locationCache, accountId, (c) => c.listLocations(signal)),
    bays: (accountId, signal) => cached(bayCache, accountId, (c) => c.listBays(signal)),
    forget(accountId) {
      clients.delete(accountId);
      locationCache.delete(accountId);
      bayCache.delete(accountId);
    },
  };
}
