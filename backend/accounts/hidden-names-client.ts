/**
 * An account's API client with its names hidden while the account's setting says so: every
 * bookings answer has its people replaced by pseudonyms (shared/privacy/pseudonym.ts) before it
 * leaves the client, so the screen, the exports, the reports and the command line never get a name.
 */
import { pseudonymousBookings } from '#shared/privacy/pseudonym';
import type { ApiClient } from '../api/client';

/** The salt of the account's pseudonyms while its names are hidden, or null; asked per request. */
export type NameSaltOf = () => Promise<string | null>;

/**
 * Wraps the client. The setting is read for each bookings request once its answer is in, as late as
 * can be: an answer asked for while names were shown and received after they were hidden (by this
 * process or another) leaves with pseudonyms.
 */
export function withHiddenNames(client: ApiClient, nameSalt: NameSaltOf): ApiClient {
  const receiveBookings: ApiClient['receiveBookings'] = async (query, signal) => {
    const received = await client.receiveBookings(query, signal);
    const salt = await nameSalt();
    if (salt === null) return received;
    return { read: (options) => pseudonymousBookings(received.read(options), salt) };
  };
  return {
    baseUrl: client.baseUrl,
    listLocations: (signal) => client.listLocations(signal),
    listBays: (signal) => client.listBays(signal),
    listBookings: async (query, signal) => {
      const parsed = await client.listBookings(query, signal);
      const salt = await nameSalt();
      return salt === null ? parsed : pseudonymousBookings(parsed, salt);
    },
    receiveBookings,
  };
}
