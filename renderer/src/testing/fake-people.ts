/** The fake bridge's getPeople: the company's bookings counted by the app's own people counter. */
import type { MethodArgs, People } from '#shared/contract';
import { domainFigures } from '#shared/insights/domain-figures';
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
