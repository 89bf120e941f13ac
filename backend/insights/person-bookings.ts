/** One person's bookings across the sites asked, as the People view opens them. */
import type { PersonBookings, PersonSite } from '#shared/contract';
import { PersonBookingsCollector } from '#shared/insights/person-bookings';
import { PeopleCounter } from '#shared/insights/person-figures';
import type { PeopleJob } from './people-over-sites';
import { readEverySite } from './people-over-sites';

/** Whose bookings, and whether the account hides names (the key is then a pseudonym's). */
export interface PersonBookingsJob extends Omit<PeopleJob, 'filter'> {
  readonly person: string;
  readonly namesHidden: boolean;
}

/** Reads every site of the job and keeps the person's bookings, with their row of the people list. */
export async function personBookings(job: PersonBookingsJob): Promise<PersonBookings> {
  const counter = new PeopleCounter({ search: null, domain: null, person: job.person });
  const collector = new PersonBookingsCollector(job.person);
  const zones = new Map<string, string>();
  const { unreadableRecords } = await readEverySite(job, (site) => {
    zones.set(site.locationId, site.zone);
    const count = counter.site(site);
    const keep = collector.site(site);
    return (bookings) => {
      count(bookings);
      keep(bookings);
    };
  });
  const person = counter.finish()[0] ?? null;
  const bookings = collector.finish();
  const names = new Map(job.locations.map((l) => [l.id, l.name]));
  const sites: PersonSite[] = [];
  for (const b of bookings) {
    if (sites.some((s) => s.locationId === b.locationId)) continue;
    const zone = zones.get(b.locationId) ?? job.zone;
    sites.push({ locationId: b.locationId, name: names.get(b.locationId) ?? b.locationId, zone });
  }
  return {
    // A domain beside a pseudonym would say who the one contractor of a firm is.
    person: person && job.namesHidden ? { ...person, domain: null } : person,
    bookings,
    sites,
    namesHidden: job.namesHidden,
    unreadableRecords,
  };
}
