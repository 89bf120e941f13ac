/**
 * An account's API client with its names hidden while the account's setting says so: every
 * bookings answer has its people replaced by pseudonyms (shared/privacy/pseudonym.ts) before it
 * leaves the client, so the screen, the exports, the reports and the command line never get a name.
 */
import { pseudonymousBookings } from '#shared/privacy/pseudonym';
import type { ApiClient } from '../api/client';

/** The salt of the account's pseudonyms while its names are hidden, or null; asked per request. */
export type NameSaltOf = () => Promise<string | null>;

/** Wraps the client; the setting is read for each bookings request, as it may change at any time. */
export function withHiddenNames(client: ApiClient, nameSalt: NameSaltOf): ApiClient {
  const receiveBookings: ApiClient['receiveBookings'] = async (query, signal) => {
    const [salt, received] = await Promise.all([nameSalt(), client.receiveBookings(query, signal)]);
    if (salt === null) return received;
    return { read: (options) => pseudonymousBookings(received.read(options), salt) };
  };
  return {
    baseUrl: client.baseUrl,
    listLocations: (signal) => client.listLocations(signal),
    listBays: (signal) => client.listBays(signal),
    listBookings: async (query, signal) => {
      const [salt, parsed] = await Promise.all([nameSalt(), client.listBookings(query, signal)]);
      return salt === null ? parsed : pseudonymousBookings(parsed, salt);
    },
    receiveBookings,
  };
}
