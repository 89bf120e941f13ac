import type { Handlers, InsightsProgress } from '#shared/contract';
import { accountPeople } from '../insights/account-people';
import { namedLocations } from '../insights/each-location';
import type { HandlerContext } from './context';

type PeopleHandlers = Pick<Handlers, 'getPeople'>;

/** getPeople: every person of one site or all, counted in the backend on each site's clock. */
export function createPeopleHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): PeopleHandlers {
  return {
    async getPeople(request, signal) {
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      const client = await ctx.directory.clientFor(request.accountId);
      const locations =
        request.locationId === undefined
          ? await namedLocations(client, signal)
          : [{ id: request.locationId, name: request.locationId }];
      const { progressId } = request;
      return accountPeople({
        client,
        locations,
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
  };
}
