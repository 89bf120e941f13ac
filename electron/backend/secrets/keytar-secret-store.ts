import { AppFailure } from '../../../shared/result';
import { DEFAULT_KEYCHAIN_SERVICE, type SecretStore } from './secret-store';

interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

type Loaded = { ok: true; keytar: Keytar } | { ok: false; reason: string };

const PROBE_TIMEOUT_MS = 10_000;

/** Loads keytar lazily: it is an optional dependency whose native build may be missing. */
async function loadKeytar(): Promise<Loaded> {
  try {
    const mod = (await import('keytar')) as unknown as Record<string, unknown>;
    // CommonJS seen from ESM: the functions are named exports, or only on the default export.
    const keytar = (typeof mod.getPassword === 'function' ? mod : mod.default) as Keytar;
    if (typeof keytar.getPassword !== 'function') throw new Error('unexpected module shape');
    return { ok: true, keytar };
  } catch {
    return {
      ok: false,
      reason:
        'The keychain library (keytar) is not installed or could not be built on this computer, so API keys cannot be stored. ' +
        'On Linux install libsecret-1-dev and run npm install again.',
    };
  }
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

/** The OS keychain (macOS Keychain, Windows Credential Manager, Linux Secret Service) through keytar. */
export function createKeytarSecretStore(service: string = DEFAULT_KEYCHAIN_SERVICE): SecretStore {
  let loading: Promise<Loaded> | null = null;
  const keytar = async (): Promise<Keytar> => {
    loading ??= loadKeytar();
    const loaded = await loading;
    if (!loaded.ok) throw new AppFailure('keychain-unavailable', loaded.reason);
    return loaded.keytar;
  };
  // Every keychain error becomes the same actionable kind; the message never includes the secret.
  const guarded = async <T>(run: (k: Keytar) => Promise<T>): Promise<T> => {
    const k = await keytar();
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
