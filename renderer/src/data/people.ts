/** Who booked over a period, at one site or every site, counted in the backend (getPeople). */
import { queryOptions } from '@tanstack/react-query';
import type { Bridge } from '#shared/contract';
import type { LocalDays } from '#shared/time/local-days';
import { unwrap } from './bridge-error';

/** Which people: a location or every location, the days, and the search and domain. */
export interface PeopleScope extends LocalDays {
  readonly accountId: string;
  /** null: every location of the account. */
  readonly locationId: string | null;
  readonly zone: string;
  readonly siteTime: boolean;
  readonly search: string | null;
  readonly domain: string | null;
}

/** The scope as the people methods take it: a location, or every location. */
function scopeArgs(scope: Omit<PeopleScope, 'search' | 'domain'>) {
  const { accountId, locationId, from, to, zone, siteTime } = scope;
  return {
    accountId,
    ...(locationId === null ? { allLocations: true } : { locationId }),
    from,
    to,
    zone,
    siteTime,
  };
}

/** The people of a period; a year is minutes of fetching, so it is kept a while and not refetched on focus. */
export function peopleQuery(bridge: Bridge, scope: PeopleScope) {
  const { accountId, locationId, from, to, zone, siteTime, search, domain } = scope;
  return queryOptions({
    // Under the account's insights: a site's new settings count its people again.
    queryKey: [
      accountId,
      'insights',
      'people',
      locationId,
      from,
      to,
      zone,
      siteTime,
      search,
      domain,
    ],
    queryFn: ({ signal }) =>
      unwrap(
        bridge.getPeople(
          { ...scopeArgs({ accountId, locationId, from, to, zone, siteTime }), search, domain },
          signal,
        ),
      ),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
}

/** One person's bookings over the scope's period, at its location or every location. */
export function personBookingsQuery(bridge: Bridge, scope: PeopleScope, person: string) {
  const { accountId, locationId, from, to, zone, siteTime } = scope;
  return queryOptions({
    queryKey: [accountId, 'insights', 'person', locationId, from, to, zone, siteTime, person],
    queryFn: ({ signal }) =>
      unwrap(
        bridge.getPersonBookings(
          { ...scopeArgs({ accountId, locationId, from, to, zone, siteTime }), person },
          signal,
        ),
      ),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
