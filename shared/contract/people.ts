/** The contract's people: who booked, across one site or every site, and by e-mail domain. */
import { z } from 'zod';
import type { DomainFigures } from '../insights/domain-figures';
import type { PersonFigures } from '../insights/person-figures';
import { checkPeriod, id, isoDate, oneLocationOrAll, zone } from './fields';
import { scopeFields } from './scope';

/** The arguments of the people method. */
export const peopleArgSchemas = {
  getPeople: z
    .object({
      accountId: id,
      // One site, or every site of the account (allLocations): exactly one of them.
      locationId: id.optional(),
      allLocations: z.boolean().default(false),
      from: isoDate,
      to: isoDate,
      zone,
      siteTime: scopeFields.siteTime,
      // Matched against each person's name and e-mail, forgiving accents, case and word order.
      search: z.string().trim().max(200).nullable().default(null),
      // An e-mail domain ("example.com"): only its people.
      domain: z.string().trim().max(253).nullable().default(null),
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(checkPeriod(() => true))
    .superRefine(oneLocationOrAll),
} as const;

/** Who booked over the period, the heaviest users by booked time first, and the domains. */
export interface People {
  readonly people: readonly PersonFigures[];
  readonly domains: readonly DomainFigures[];
  /** The account hides names: people are pseudonyms, and small domains are grouped. */
  readonly namesHidden: boolean;
  /** Records the API sent that had no usable id, start or end. */
  readonly unreadableRecords: number;
}

/** What the people method resolves to. */
export interface PeopleResults {
  getPeople: People;
}
