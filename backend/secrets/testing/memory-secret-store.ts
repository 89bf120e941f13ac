import type { SecretStore } from '../secret-store';

/** An in-memory SecretStore for tests; `unavailableReason` simulates a machine without a keychain. */
export function createMemorySecretStore(
  options: { unavailableReason?: string } = {},
): SecretStore & {
  readonly entries: ReadonlyMap<string, string>;
} {
  const entries = new Map<string, string>();
  const unavailable = options.unavailableReason;
  const guard = (): void => {
    if (unavailable) throw new Error(unavailable);
  };
  return {
    entries,
    async get(account) {
      guard();
      return entries.get(account) ?? null;
    },
    async set(account, secret) {
      guard();
      entries.set(account, secret);
    },
    async delete(account) {
      guard();
      return entries.delete(account);
    },
    async available() {
      return unavailable ? { ok: false, reason: unavailable } : { ok: true };
    },
  };
}
