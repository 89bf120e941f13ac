import type { Handlers, InsightsProgress } from '#shared/contract';
import { accountPeople } from '../insights/account-people';
import { namedLocations } from '../insights/each-location';
import { personBookings } from '../insights/person-bookings';
import type { HandlerContext } from './context';

type PeopleHandlers = Pick<Handlers, 'getPeople' | 'getPersonBookings'>;

/** The locations a person's list covers, named: the one asked, or every one of the account. */
async function locationsOf(
  client: Awaited<ReturnType<HandlerContext['directory']['clientFor']>>,
  locationId: string | undefined,
  signal: AbortSignal,
) {
  const every = await namedLocations(client, signal);
  if (locationId === undefined) return every;
  return [every.find((l) => l.id === locationId) ?? { id: locationId, name: locationId }];
}

/** getPeople and getPersonBookings: people of one site or all, counted on each site's clock. */
export function createPeopleHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): PeopleHandlers {
  return {
    async getPeople(request, signal) {
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      const client = await ctx.directory.clientFor(request.accountId);
      const { progressId } = request;
      return accountPeople({
        client,
        // One location's people need no name for it: no request for the list.
        locations:
          request.locationId === undefined
            ? await namedLocations(client, signal)
            : [{ id: request.locationId, name: request.locationId }],
        from: request.from,
        to: request.to,
        zone: request.zone,
        filter: { search: request.search, domain: request.domain },
        clockOf: await ctx.sites.resolver(request.accountId, request),
        namesHidden,
        signal,
        onProgress: progressId ? (p) => emit({ progressId, ...p }) : undefined,
      });
    },
    async getPersonBookings(request, signal) {
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      const client = await ctx.directory.clientFor(request.accountId);
      return personBookings({
        client,
        locations: await locationsOf(client, request.locationId, signal),
        from: request.from,
        to: request.to,
        zone: request.zone,
        clockOf: await ctx.sites.resolver(request.accountId, request),
        person: request.person,
        namesHidden,
        signal,
      });
    },
  };
}
