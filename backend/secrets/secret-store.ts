/**
 * Where API keys are kept: one entry per account, nowhere else. The composition roots (main, the
 * command line, the browser shell) use keytar-secret-store; tests use testing/memory-secret-store.
 */
export interface SecretStore {
  /** The key stored for an account, or null when there is none. */
  get(account: string): Promise<string | null>;
  /** Stores or replaces an account's key. */
  set(account: string, secret: string): Promise<void>;
  /** Deletes an account's key; false when there was none. */
  delete(account: string): Promise<boolean>;
  /** Whether keys can be stored at all, and if not, a reason a person can act on. */
  available(): Promise<{ ok: true } | { ok: false; reason: string }>;
}

/** The keychain service name every entry is filed under. */
export const DEFAULT_KEYCHAIN_SERVICE = 'Bookings Viewer';

/** The service name for this process: BOOKINGS_VIEWER_KEYCHAIN_SERVICE lets tests use their own. */
export function keychainServiceName(env: NodeJS.ProcessEnv = process.env): string {
  return env.BOOKINGS_VIEWER_KEYCHAIN_SERVICE?.trim() || DEFAULT_KEYCHAIN_SERVICE;
}
