import type { Handlers, InsightsProgress } from '#shared/contract';
import { domainFigures, SMALLEST_SHOWN_DOMAIN } from '#shared/insights/domain-figures';
import { AppFailure } from '#shared/result';
import { namedLocations } from '../insights/each-location';
import { countPeople } from '../insights/people-over-sites';
import type { HandlerContext } from './context';

type PeopleHandlers = Pick<Handlers, 'getPeople'>;

/** Why a search by name is refused while names are hidden. */
export const NO_SEARCH_WHILE_HIDDEN =
  'Names are hidden for this account, so people cannot be searched by name or e-mail: a pseudonym cannot be found by the name behind it. Search by e-mail domain instead, or show names in Settings.';

/** Why a small domain's people are not listed while names are hidden. */
export function smallDomainRefusal(domain: string): string {
  return `Names are hidden for this account, and ${domain} has fewer than ${SMALLEST_SHOWN_DOMAIN} people in this period: listing them would all but name them. Choose a larger domain, or show names in Settings.`;
}

/** getPeople: every person of one site or all, counted in the backend on each site's clock. */
export function createPeopleHandlers(
  ctx: HandlerContext,
  emit: (progress: InsightsProgress) => void,
): PeopleHandlers {
  return {
    async getPeople(request, signal) {
      const namesHidden = (await ctx.settings.nameSalt(request.accountId)) !== null;
      if (namesHidden && request.search)
        throw new AppFailure('invalid-argument', NO_SEARCH_WHILE_HIDDEN);
      const client = await ctx.directory.clientFor(request.accountId);
      const locations =
        request.locationId === undefined
          ? await namedLocations(client, signal)
          : [{ id: request.locationId, name: request.locationId }];
      const clockOf = await ctx.sites.resolver(request.accountId, request);
      const { progressId } = request;
      const { people, unreadableRecords } = await countPeople({
        client,
        locations,
        from: request.from,
        to: request.to,
        zone: request.zone,
        filter: { search: request.search, domain: request.domain },
        clockOf,
        signal,
        onProgress: progressId ? (p) => emit({ progressId, ...p }) : undefined,
      });
      // A person's domain beside their pseudonym would say who the one contractor of a firm is.
      if (namesHidden && request.domain !== null && people.length < SMALLEST_SHOWN_DOMAIN)
        throw new AppFailure('invalid-argument', smallDomainRefusal(request.domain));
      return {
        people: namesHidden ? people.map((p) => ({ ...p, domain: null })) : people,
        domains: domainFigures(people, namesHidden),
        namesHidden,
        unreadableRecords,
      };
    },
  };
}
