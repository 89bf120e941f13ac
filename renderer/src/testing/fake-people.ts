/** The fake bridge's people: the company's bookings counted by the app's own people counters. */
import type { MethodArgs, People, PersonBookings } from '#shared/contract';
import { domainFigures } from '#shared/insights/domain-figures';
import { PersonBookingsCollector } from '#shared/insights/person-bookings';
import { PeopleCounter } from '#shared/insights/person-figures';
import type { FakeCompany } from './fake-company';

/** Every person of the location asked (or of all), over the days asked, in the request's zone. */
export function fakePeople(company: FakeCompany, q: MethodArgs<'getPeople'>): People {
  const counter = new PeopleCounter({ search: q.search ?? null, domain: q.domain ?? null });
  for (const location of company.locations.items) {
    if (q.locationId !== undefined && q.locationId !== location.id) continue;
    const add = counter.site({
      locationId: location.id,
      zone: q.zone,
      site: null,
      from: q.from,
      to: q.to,
    });
    add(company.bookings.filter((b) => (b.location?.id ?? null) === location.id));
  }
  const people = counter.finish();
  return {
    people,
    domains: domainFigures(people, false),
    namesHidden: false,
    unreadableRecords: 0,
  };
}

/** One person's bookings at the location asked (or at all), in the request's zone. */
export function fakePersonBookings(
  company: FakeCompany,
  q: MethodArgs<'getPersonBookings'>,
): PersonBookings {
  const counter = new PeopleCounter({ search: null, domain: null, person: q.person });
  const collector = new PersonBookingsCollector(q.person);
  for (const location of company.locations.items) {
    if (q.locationId !== undefined && q.locationId !== location.id) continue;
    const site = { locationId: location.id, zone: q.zone, site: null, from: q.from, to: q.to };
    const bookings = company.bookings.filter((b) => (b.location?.id ?? null) === location.id);
    counter.site(site)(bookings);
    collector.site(site)(bookings);
  }
  const bookings = collector.finish();
  const ids = [...new Set(bookings.map((b) => b.locationId))];
  return {
    person: counter.finish()[0] ?? null,
    bookings,
    sites: ids.map((id) => ({
      locationId: id,
      name: company.locations.items.find((l) => l.id === id)?.name ?? id,
      zone: q.zone,
    })),
    namesHidden: false,
    unreadableRecords: 0,
  };
}
