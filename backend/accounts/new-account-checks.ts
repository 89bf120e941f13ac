/**
 * The checks a new account goes through, in one order for the dialog's Test and Add alike: the key's
 * length, then the connection (the host's spelling, then a call to it), then, for Add only, the
 * keychain. The same key and host so get the same answer from either button, and every answer names
 * the host it is about.
 */
import { apiKeyProblem } from '#shared/api/api-key';
import { parseHost } from '#shared/host';
import { AppFailure } from '#shared/result';
import type { ApiClient, ApiClientOptions } from '../api/client';
import type { Redactor } from '../redactor';
import type { AccountKeys, KeyedAccount } from './account-keys';

/** What the checks need. */
export interface NewAccountCheckDeps {
  readonly makeClient: (options: ApiClientOptions) => ApiClient;
  readonly redactor: Redactor;
}

/** A key and host that passed the checks up to the connection. */
export interface ConnectedAccount {
  /** The host in its one spelling. */
  readonly host: string;
  readonly apiKey: string;
  readonly locationCount: number;
}

/** Steps 1 and 2: the key's length, then the connection. Throws an AppFailure that names the host. */
export async function checkConnection(
  request: { readonly host: string; readonly apiKey: string },
  deps: NewAccountCheckDeps,
  signal: AbortSignal,
): Promise<ConnectedAccount> {
  const typedHost = request.host.trim();
  const parsed = parseHost(typedHost);
  const named = parsed.ok ? parsed.host : typedHost;
  const apiKey = request.apiKey.trim();
  const keyProblem = apiKeyProblem(apiKey, named);
  if (keyProblem !== null) throw new AppFailure('invalid-key', keyProblem);
  deps.redactor.remember(apiKey);
  if (!parsed.ok)
    throw new AppFailure(
      'invalid-argument',
      `Check the company host "${typedHost}": ${parsed.message}`,
    );
  // One retry only: a typo in the host should be reported in seconds, not after a long back-off.
  const client = deps.makeClient({ host: parsed.host, apiKey, retries: 1 });
  // The client's failures name the host already (see api/errors.ts).
  const locations = await client.listLocations(signal);
  if (signal.aborted) throw new AppFailure('cancelled', 'The request was cancelled.');
  return { host: parsed.host, apiKey, locationCount: locations.items.length };
}

/** Step 3, for Add: the keychain, last. Its failures say which host's key could not be kept. */
export async function keepKey(
  keys: AccountKeys,
  account: KeyedAccount,
  apiKey: string,
): Promise<void> {
  const cannotKeep = (reason: string) =>
    new AppFailure(
      'keychain-unavailable',
      `The connection to ${account.host} works, but its API key cannot be kept in this computer's keychain, so the account was not added. ${reason}`,
    );
  const keychain = await keys.available();
  if (!keychain.ok) throw cannotKeep(keychain.reason);
  try {
    await keys.save(account, apiKey);
  } catch (error) {
    if (error instanceof AppFailure && error.kind === 'keychain-unavailable')
      throw cannotKeep(error.message);
    throw error;
  }
}
