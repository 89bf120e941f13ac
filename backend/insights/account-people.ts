/**
 * The people of one site or every site, as the app, the files and the command line all ask for
 * them: counted on each site's clock, ranked, by domain, and kept anonymous while names are hidden.
 */
import type { People } from '#shared/contract';
import { domainFigures, SMALLEST_SHOWN_DOMAIN } from '#shared/insights/domain-figures';
import { AppFailure } from '#shared/result';
import { countPeople, type PeopleJob } from './people-over-sites';

/** Why a search by name is refused while names are hidden. */
export const NO_SEARCH_WHILE_HIDDEN =
  'Names are hidden for this account, so people cannot be searched by name or e-mail: a pseudonym cannot be found by the name behind it. Search by e-mail domain instead, or show names in Settings.';

/** Why a small domain's people are not listed while names are hidden. */
export function smallDomainRefusal(domain: string): string {
  return `Names are hidden for this account, and ${domain} has fewer than ${SMALLEST_SHOWN_DOMAIN} people in this period: listing them would all but name them. Choose a larger domain, or show names in Settings.`;
}

/** Counts the people; refuses, while names are hidden, what would name someone. */
export async function accountPeople(
  job: PeopleJob & { readonly namesHidden: boolean },
): Promise<People> {
  const { namesHidden } = job;
  if (namesHidden && job.filter.search)
    throw new AppFailure('invalid-argument', NO_SEARCH_WHILE_HIDDEN);
  const { people, unreadableRecords } = await countPeople(job);
  // A person's domain beside their pseudonym would say who the one contractor of a firm is.
  if (namesHidden && job.filter.domain && people.length < SMALLEST_SHOWN_DOMAIN)
    throw new AppFailure('invalid-argument', smallDomainRefusal(job.filter.domain));
  return {
    people: namesHidden ? people.map((p) => ({ ...p, domain: null })) : people,
    domains: domainFigures(people, namesHidden),
    namesHidden,
    unreadableRecords,
  };
}
