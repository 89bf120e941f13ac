/** What the People view's exports write: the people or the domains shown, as the view counts them. */
import type { ShownExport } from '../export/use-export-run';
import type { ShownTimes } from '../bookings/shown-description';
import type { PeopleScope } from '../../data/people';

/** The export of the people (a row each) or of their e-mail domains, with the view's search and domain. */
export function peopleExport(
  by: 'person' | 'domain',
  scope: PeopleScope,
  location: { readonly id: string; readonly name: string } | null,
  firstLocationId: string,
): ShownExport {
  const { accountId, from, to, zone, siteTime, search, domain } = scope;
  // One site on its clock, or every site on its own (the zone for a site without one).
  const times: ShownTimes = !siteTime
    ? { kind: 'zone', zone }
    : location
      ? { kind: 'site-time', zone }
      : { kind: 'each-site', fallbackZone: zone };
  const filter = { tags: null, search, timeOfDay: null };
  return {
    accountId,
    locationId: location?.id ?? firstLocationId,
    from,
    to,
    zone,
    ...(siteTime ? { siteTime: true } : {}),
    filter,
    summary: { locationName: location?.name ?? null, times, filter },
    report: { kind: 'people', by, domain },
    ...(location ? {} : { everyLocation: true }),
  };
}
