import { AppFailure } from '#shared/result';
import { requireKeytar, type Keytar, type KeytarLoad } from './keytar-module';
import { DEFAULT_KEYCHAIN_SERVICE, type SecretStore } from './secret-store';

const PROBE_TIMEOUT_MS = 10_000;

const NOT_INSTALLED =
  'The keychain library (keytar) is not installed or could not be built on this computer, so API keys cannot be stored. ' +
  'On Linux install libsecret-1-dev and run npm install again.';

/** Turns a failed load into the failure a person sees: missing is theirs to fix, unusable is ours. */
function loadFailure(load: Exclude<KeytarLoad, { kind: 'loaded' }>): AppFailure {
  if (load.kind === 'missing') return new AppFailure('keychain-unavailable', NOT_INSTALLED);
  return new AppFailure(
    'internal',
    `Bookings Viewer could not use its keychain library (${load.detail}). This is a defect in Bookings Viewer, ` +
      'not in your keychain: please report it with this message. Your keys were not touched.',
  );
}

function describeKeychainError(error: unknown): string {
  const detail = error instanceof Error ? error.message.slice(0, 200) : 'no answer';
  return (
    `No keychain service answered (${detail}), so API keys cannot be stored. ` +
    'On Linux, log in to a desktop session with a Secret Service such as GNOME Keyring or KWallet running.'
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the keychain did not answer in time')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * The OS keychain (macOS Keychain, Windows Credential Manager, Linux Secret Service) through keytar.
 * `load` is for tests; the default loads keytar on first use, as an optional dependency may be absent.
 */
export function createKeytarSecretStore(
  service: string = DEFAULT_KEYCHAIN_SERVICE,
  load: () => KeytarLoad = requireKeytar,
): SecretStore {
  let loaded: KeytarLoad | null = null;
  const keytar = (): Keytar => {
    loaded ??= load();
    if (loaded.kind !== 'loaded') throw loadFailure(loaded);
    return loaded.keytar;
  };
  // Errors from the keychain itself become the same actionable kind; the message never includes the secret.
  const guarded = async <T>(run: (k: Keytar) => Promise<T>): Promise<T> => {
    const k = keytar();
    try {
      return await withTimeout(run(k), PROBE_TIMEOUT_MS);
    } catch (error) {
      throw new AppFailure('keychain-unavailable', describeKeychainError(error));
    }
  };
  return {
    get: (account) => guarded((k) => k.getPassword(service, account)),
    set: (account, secret) => guarded((k) => k.setPassword(service, account, secret)),
    delete: (account) => guarded((k) => k.deletePassword(service, account)),
    async available() {
      try {
        // Reading an entry that does not exist proves the service answers without touching real keys.
        await guarded((k) => k.getPassword(service, '.availability-probe'));
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof AppFailure ? error.message : describeKeychainError(error),
        };
      }
    },
  };
}
