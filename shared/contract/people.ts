/** The contract's people: who booked, across one site or every site, and by e-mail domain. */
import { z } from 'zod';
import type { DomainFigures } from '../insights/domain-figures';
import type { PersonBooking } from '../insights/person-bookings';
import type { PersonFigures } from '../insights/person-figures';
import { checkPeriod, id, isoDate, oneLocationOrAll, zone } from './fields';
import { scopeFields } from './scope';

/** Whose people: one site or every site of the account (exactly one of them), the days and clock. */
const peopleScope = {
  accountId: id,
  locationId: id.optional(),
  allLocations: z.boolean().default(false),
  from: isoDate,
  to: isoDate,
  zone,
  siteTime: scopeFields.siteTime,
};

/** The arguments of the people methods. */
export const peopleArgSchemas = {
  getPeople: z
    .object({
      ...peopleScope,
      // Matched against each person's name and e-mail, forgiving accents, case and word order.
      search: z.string().trim().max(200).nullable().default(null),
      // An e-mail domain ("example.com"): only its people.
      domain: z.string().trim().max(253).nullable().default(null),
      progressId: z.string().trim().min(1).max(100).optional(),
    })
    .superRefine(checkPeriod(() => true))
    .superRefine(oneLocationOrAll),
  getPersonBookings: z
    .object({
      ...peopleScope,
      // The person's key from the people list (PersonFigures.key): "id:…", "email:…" or "name:…".
      person: z
        .string()
        .max(1_000)
        .regex(/^(id|email|name):./s, 'Give a person as the people list names them (its key).'),
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

/** A site a person booked at: its name and the zone its times are shown in. */
export interface PersonSite {
  readonly locationId: string;
  readonly name: string;
  readonly zone: string;
}

/** One person's bookings over the period, across the sites asked, each on its site's clock. */
export interface PersonBookings {
  /** Their row, as the people list counts it; null when they booked nothing in the period. */
  readonly person: PersonFigures | null;
  readonly bookings: readonly PersonBooking[];
  /** The sites of their bookings, in the order of their first booking there. */
  readonly sites: readonly PersonSite[];
  readonly namesHidden: boolean;
  readonly unreadableRecords: number;
}

/** What the people methods resolve to. */
export interface PeopleResults {
  getPeople: People;
  getPersonBookings: PersonBookings;
}
