/**
 * API keys bound to the host they were saved for. The app's store (or a folder BOOKINGS_VIEWER_HOME
 * names) only says which keychain entry an account uses; whoever can edit it could otherwise give a
 * real account's id another host and have its key sent there. So each keychain entry holds the host
 * beside the key, as JSON, and a key is handed out only for that same host. SecretStore stays a
 * plain string store: the binding is this layer's business.
 */
import { z } from 'zod';
import { parseHost } from '#shared/host';
import { AppFailure } from '#shared/result';
import type { SecretStore } from '../secrets/secret-store';

/** What an account's key is looked up by and bound to. */
export interface KeyedAccount {
  readonly id: string;
  readonly label: string;
  readonly host: string;
}

/** The keychain's API keys, each usable only for the host it was saved with. */
export interface AccountKeys {
  /** Whether keys can be stored at all, and if not, a reason a person can act on. */
  available(): ReturnType<SecretStore['available']>;
  /** Stores the key bound to the account's host (replacing any entry for that id). */
  save(account: KeyedAccount, apiKey: string): Promise<void>;
  /** The key for the account, or an 'auth' AppFailure when it is missing or bound to another host. */
  keyFor(account: KeyedAccount): Promise<string>;
  /** Deletes an account's key; false when there was none. */
  delete(accountId: string): Promise<boolean>;
}

// `v` leaves room for another format; an entry that does not parse as this one is never used.
const entrySchema = z.object({
  v: z.literal(1),
  host: z.string().min(1),
  apiKey: z.string().min(1),
});

/** The host in its one spelling (lower case, as parseHost gives it), or null when it is not a host. */
const normalHost = (host: string): string | null => {
  const parsed = parseHost(host);
  return parsed.ok ? parsed.host : null;
};

const ADD_AGAIN = 'Remove the account and add it again with its key.';

/** Reads a keychain entry: the bound key, or null when it is not an entry of ours (a bare key included). */
function readEntry(secret: string): z.infer<typeof entrySchema> | null {
  let value: unknown;
  try {
    value = JSON.parse(secret);
  } catch {
    return null;
  }
  const parsed = entrySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Binds keys to hosts on top of a SecretStore. */
export function createAccountKeys(secrets: SecretStore): AccountKeys {
  return {
    available: () => secrets.available(),
    async save(account, apiKey) {
      const parsed = parseHost(account.host);
      if (!parsed.ok) throw new AppFailure('invalid-argument', parsed.message);
      await secrets.set(account.id, JSON.stringify({ v: 1, host: parsed.host, apiKey }));
    },
    async keyFor(account) {
      const secret = await secrets.get(account.id);
      if (secret === null)
        throw new AppFailure(
          'auth',
          `The API key for "${account.label}" is missing from the keychain. ${ADD_AGAIN}`,
        );
      const entry = readEntry(secret);
      // A bare key (an entry saved before keys were bound) names no host: it is not guessed from
      // the store, which is exactly what may have been changed.
      if (entry === null)
        throw new AppFailure(
          'auth',
          `The API key for "${account.label}" does not say which host it is for, so it was not sent. ${ADD_AGAIN}`,
        );
      const wanted = normalHost(account.host);
      if (wanted === null || normalHost(entry.host) !== wanted)
        throw new AppFailure(
          'auth',
          `The API key for "${account.label}" was saved for ${entry.host}, not ${account.host}, so it was not sent. ` +
            `If the company's host has changed, remove the account and add it again with its key.`,
        );
      return entry.apiKey;
    },
    delete: (accountId) => secrets.delete(accountId),
  };
}
