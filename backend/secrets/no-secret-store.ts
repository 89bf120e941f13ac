/** A secret store for a process that keeps no keys: the command line's --base-url, whose key stays in its environment. */
import type { SecretStore } from './secret-store';

const REASON = 'This command keeps no keys: it reads the key from BOOKINGS_API_KEY.';

/** Stores nothing and says why, so a --base-url run never touches the OS keychain. */
export function createNoSecretStore(): SecretStore {
  return {
    get: async () => null,
    set: async () => {
      throw new Error(REASON);
    },
    delete: async () => false,
    available: async () => ({ ok: false, reason: REASON }),
  };
}
