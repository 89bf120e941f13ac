import type { ExportFilter } from '../../../shared/contract';

/**
 * Query keys. Everything read for a company starts with its account id, so one company's data can
 * never be served under another's; the few app-wide queries start with APP_SCOPE instead.
 */

/** The first key part of queries that belong to no account (account ids never start with '@'). */
export const APP_SCOPE = '@app';

/** Every query key the renderer uses. */
export const queryKeys = {
  accounts: () => [APP_SCOPE, 'accounts'] as const,
  appInfo: () => [APP_SCOPE, 'app-info'] as const,
  account: (accountId: string) => [accountId] as const,
  settings: (accountId: string) => [accountId, 'settings'] as const,
  locations: (accountId: string) => [accountId, 'locations'] as const,
  bays: (accountId: string) => [accountId, 'bays'] as const,
  bookings: (
    accountId: string,
    locationId: string,
    timeMin: string,
    timeMax: string,
    zone: string,
  ) => [accountId, 'bookings', locationId, timeMin, timeMax, zone] as const,
  insights: (
    accountId: string,
    locationId: string,
    from: string,
    to: string,
    zone: string,
    filter: ExportFilter,
  ) => [accountId, 'insights', locationId, from, to, zone, filter] as const,
};
